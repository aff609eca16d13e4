import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import {
  PENDING_BILL_TYPES,
  REPORT_PRINT_DELAYS_MS,
  type PendingBillRow,
  type PendingBillType,
} from '@counterpart/domain/schemas/reports'
import { useEffect, useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { isApiError } from '../../lib/api-error.ts'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePendingBill } from './api/pending-bill.ts'
import { usePeople, type PersonOption } from './api/search-people.ts'
import { downloadCsv } from './components/download-csv.ts'
import { pendingBillsCsv } from './csv-files.ts'
import { FigureGrid } from './components/figure-grid.tsx'
import { usePrintAfter } from './components/print-report.ts'
import { ReportActions } from './components/report-actions.tsx'
import { ReportHeading } from './components/report-heading.tsx'
import { ReportPrintArea } from './components/report-print-area.tsx'
import { ReportTable, type ReportColumn } from './components/report-table.tsx'

/** The words of each kind of person, by key. */
const TYPE_TEXT: Record<PendingBillType, string> = {
  Customers: 'reports:pending.types.customers',
  Suppliers: 'reports:pending.types.suppliers',
}

/** The subtitle names the person, with the phone when there is one. */
const SUBTITLES = {
  Customers: { plain: 'reports:pending.subtitle.customer', withPhone: 'reports:pending.subtitle.customerPhone' },
  Suppliers: { plain: 'reports:pending.subtitle.supplier', withPhone: 'reports:pending.subtitle.supplierPhone' },
} as const

/**
 * PendingPaymentsReport, "Pending bills" (spec 002 §2.2, §5): choose Customers or Suppliers and a person,
 * then Calculate (enabled only with both). The generated report prints itself once loaded.
 */
export function PendingPaymentsReportTab() {
  const { t } = useTranslation('reports')
  const [type, setType] = useState<PendingBillType | ''>('')
  const [person, setPerson] = useState<PersonOption | null>(null)
  // What the box shows, and what was typed to search (choosing a person fills the box, not the search).
  const [inputValue, setInputValue] = useState('')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const people = usePeople(type, debounced)
  const bill = usePendingBill()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const print = usePrintAfter(REPORT_PRINT_DELAYS_MS.PendingPaymentsReport)
  const { money, date } = useFormatters()
  const { timezone } = useConfigs()

  // Spec 002 §2.2: printed automatically once the generated report is loaded.
  const loaded = bill.data
  useEffect(() => {
    if (loaded) print()
  }, [loaded, print])

  async function calculate(event: FormEvent) {
    event.preventDefault()
    if (!type || !person) return
    setFieldErrors({})
    try {
      await bill.mutateAsync(type === 'Customers' ? { type, customer_id: person.id } : { type, supplier_id: person.id })
    } catch (error) {
      if (isApiError(error) && error.errors) {
        const errors: Record<string, string> = {}
        for (const [field, messages] of Object.entries(error.errors)) {
          errors[field === 'customer_id' || field === 'supplier_id' ? 'person' : field] = messages[0] ?? ''
        }
        setFieldErrors(errors)
      }
    }
  }

  if (bill.data) {
    const data = bill.data
    const columns: ReportColumn<PendingBillRow>[] = [
      { label: t('reports:pending.columns.transaction'), render: (row) => row.key },
      { label: t('reports:pending.csv.reference'), render: (row) => row.reference },
      { label: t('reports:pending.csv.date'), nowrap: true, render: (row) => date(row.created_at) },
      {
        label: t('reports:pending.csv.dueDate'),
        nowrap: true,
        render: (row) => (row.dueDate ? date(row.dueDate) : ''),
      },
      { label: t('reports:pending.columns.total'), align: 'right', render: (row) => money(row.totalAmount) },
      { label: t('reports:pending.csv.refunded'), align: 'right', render: (row) => money(row.refunded) },
      { label: t('reports:pending.csv.paid'), align: 'right', render: (row) => money(row.paid) },
      { label: t('reports:pending.csv.due'), align: 'right', render: (row) => money(row.due) },
    ]
    return (
      <>
        <ReportActions
          onPrint={print}
          csv={() =>
            downloadCsv(
              `pending-bills-${data.type.toLowerCase()}-${data.person.id}.csv`,
              pendingBillsCsv(data, timezone),
            )
          }
          onClear={() => bill.reset()}
        />
        <ReportPrintArea>
          <ReportHeading
            title={t('reports:pending.title')}
            subtitle={
              <Trans
                t={t}
                i18nKey={SUBTITLES[data.type][data.person.phone ? 'withPhone' : 'plain']}
                values={{ name: data.person.name, phone: data.person.phone }}
                components={{ b: <bdi /> }}
              />
            }
            reportRef={data.ref}
          />
          <FigureGrid
            label={t('reports:pending.totals')}
            figures={[
              { label: t('reports:pending.unpaidBills'), value: data.unPaid },
              { label: t('reports:pending.unpaidAmount'), value: money(data.unPaidAmount) },
              {
                label:
                  data.type === 'Customers'
                    ? t('reports:pending.receivedFromCustomer')
                    : t('reports:pending.receivedFromSupplier'),
                value: money(data.creditAmount),
              },
              {
                label:
                  data.type === 'Customers'
                    ? t('reports:pending.paidBackToCustomer')
                    : t('reports:pending.paidToSupplier'),
                value: money(data.debitAmount),
              },
            ]}
          />
          <ReportTable label={t('reports:pending.table')} columns={columns} rows={data.list} rowKey={(row) => row.id} />
        </ReportPrintArea>
      </>
    )
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t('reports:pending.form')}
      onSubmit={calculate}
      sx={{ p: 2, maxWidth: 720 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            label={t('reports:pending.type')}
            value={type}
            error={Boolean(fieldErrors.type)}
            helperText={fieldErrors.type}
            onChange={(event) => {
              setType(event.target.value as PendingBillType)
              setPerson(null)
              setInputValue('')
              setSearch('')
            }}
          >
            {PENDING_BILL_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(TYPE_TEXT[value])}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Autocomplete
            disabled={!type}
            options={people.data ?? []}
            value={person}
            loading={people.isFetching}
            filterOptions={(options) => options}
            getOptionLabel={(option) => (option.phone ? `${option.label} · ${option.phone}` : option.label)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => setPerson(value)}
            inputValue={inputValue}
            onInputChange={(_, value, reason) => {
              setInputValue(value)
              if (reason !== 'reset') setSearch(value)
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={type === 'Suppliers' ? t('reports:pending.supplier') : t('reports:pending.customer')}
                error={Boolean(fieldErrors.person)}
                helperText={fieldErrors.person ?? t('reports:pending.searchHint')}
              />
            )}
          />
        </Grid>
        {bill.isError && !isApiError(bill.error) && (
          <Grid size={12}>
            <Alert severity="error">{t('reports:pending.failed')}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={!type || !person || bill.isPending}>
            {t('reports:pending.calculate')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  )
}
