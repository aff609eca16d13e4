import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid, { type GridProps } from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { BILL_ITEM_LABELS, BILL_LABELS, billInputSchema, type BillRecord } from '@counterpart/domain/schemas/bills'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFieldArray, useWatch } from 'react-hook-form'
import { TableHeadRow } from '../../../components/table-head-row.tsx'
import { RemoveLineButton } from '../../../components/line-buttons.tsx'
import { FormActions, FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormNotesField } from '../../../components/form-notes-field.tsx'
import { CELL, FormAmountField, FormDateField, FormTextField } from '../../../components/form-text-field.tsx'
import { TotalLine } from '../../../components/total-line.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCreateBill } from '../api/create-bill.ts'
import { useUpdateBill } from '../api/update-bill.ts'
import { liveBillTotals } from './bill-totals.ts'
import { recordTexts, useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'

interface BillItemValues {
  name: string
  imei: string
  sNumber: string
  qty: string
  price: string
}

export interface BillFormValues {
  name: string
  description: string
  date: string
  time: string
  charges: string
  taxRate: string
  items: BillItemValues[]
}

const EMPTY_ITEM: BillItemValues = { name: '', imei: '', sNumber: '', qty: '1', price: '' }

function localNow(): { date: string; time: string } {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  }
}

function defaults(bill: BillRecord | null): BillFormValues {
  const now = localNow()
  return {
    ...recordTexts(bill, ['name', 'description']),
    date: bill?.date ?? now.date,
    time: bill?.time ?? now.time,
    charges: bill ? String(bill.charges) : '0',
    taxRate: bill ? String(bill.taxRate) : '0',
    items: (bill?.items ?? []).map((item) => ({ ...item, qty: String(item.qty), price: String(item.price) })),
  }
}

function validAmount(value: string): boolean {
  try {
    return value.trim() !== '' && toCents(value) >= 0
  } catch {
    return false
  }
}

interface BillFormProps {
  bill: BillRecord | null
  onSaved: (id: number) => void
  onCancel?: () => void
}

/** The bill form (spec 001 §2 Bills); also meant for the POS Add dialog's New Bill tab. */
export function BillForm({ bill, onSaved, onCancel }: BillFormProps) {
  const { t } = useTranslation('bills')
  const { money } = useFormatters()
  const form = useZodForm(billInputSchema, {
    defaultValues: defaults(bill),
  })
  const items = useFieldArray({ control: form.control, name: 'items' })
  const [entry, setEntry] = useState<BillItemValues>(EMPTY_ITEM)
  const entryRef = useRef<HTMLDivElement>(null)
  const itemNameRef = useRef<HTMLInputElement>(null)
  const createBill = useCreateBill()
  const updateBill = useUpdateBill()
  const saving = createBill.isPending || updateBill.isPending
  const [charges, taxRate, lines] = useWatch({ control: form.control, name: ['charges', 'taxRate', 'items'] })
  const totals = liveBillTotals({ charges, taxRate, items: lines })
  // Spec 001 §2: adding an item is disabled without name, qty and price.
  const qty = Number(entry.qty)
  const canAdd = entry.name.trim() !== '' && Number.isInteger(qty) && qty >= 1 && validAmount(entry.price)

  function addItem() {
    if (!canAdd) return
    items.append({ ...entry, name: entry.name.trim() })
    form.clearErrors('items')
    setEntry(EMPTY_ITEM)
    itemNameRef.current?.focus()
  }

  /**
   * Only the Save button saves. Enter in a field would submit the form (the browser's implicit
   * submission) and drop the line being typed: in the item line it adds that line instead, elsewhere it
   * does nothing. A multi-line description keeps Enter for its new lines; buttons keep theirs.
   */
  function onFieldEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    if (entryRef.current?.contains(event.target)) addItem()
  }

  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const payload = billInputSchema.parse(values)
    const computed = liveBillTotals(payload)
    const input = { ...payload, ...(computed ? { totalAmount: fromCents(computed.totalAmount) } : {}) }
    if (bill) {
      showSnackbar((await updateBill.mutateAsync({ id: bill.id, input })).message, 'success')
      onSaved(bill.id)
    } else {
      const answer = await createBill.mutateAsync(input)
      showSnackbar(answer.message, 'success')
      form.reset(defaults(null))
      onSaved(answer.id)
    }
  })

  /** A field of the item being entered, labelled as the schema's messages name it. */
  const entryField = (name: keyof BillItemValues, size: GridProps['size'], props: TextFieldProps = {}) => (
    <Grid key={name} size={size}>
      <TextField
        size="small"
        label={BILL_ITEM_LABELS[name]}
        fullWidth
        value={entry[name]}
        onChange={(e) => setEntry({ ...entry, [name]: e.target.value })}
        {...props}
      />
    </Grid>
  )

  const itemsError = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message
  const entryFields = [
    entryField('name', { xs: 12, sm: 3 }, { inputRef: itemNameRef }),
    entryField('imei', { xs: 6, sm: 2 }),
    entryField('sNumber', { xs: 6, sm: 2 }),
    entryField('qty', { xs: 4, sm: 1.5 }, { type: 'number', slotProps: { htmlInput: { min: 1, step: 1 } } }),
    entryField('price', { xs: 4, sm: 2 }, { type: 'number', slotProps: { htmlInput: { min: 0, step: 'any' } } }),
  ]

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} onKeyDown={onFieldEnter}>
      <FormErrorsAlert messages={otherErrors} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <FormTextField cell={CELL.half} control={form.control} name="name" label={BILL_LABELS.name} required />
              <FormDateField
                cell={{ xs: 6, sm: 3 }}
                control={form.control}
                name="date"
                label={BILL_LABELS.date}
                required
              />
              <FormDateField
                cell={{ xs: 6, sm: 3 }}
                type="time"
                control={form.control}
                name="time"
                label={BILL_LABELS.time}
                required
              />
              <FormNotesField cell={12} control={form.control} name="description" label={BILL_LABELS.description} />
            </Grid>

            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
              {t('bills:form.items')}
            </Typography>
            <Grid
              container
              spacing={1}
              sx={{ alignItems: 'center' }}
              ref={entryRef}
              role="group"
              aria-label={t('bills:form.newItem')}
            >
              {entryFields}
              <Grid size={{ xs: 4, sm: 1.5 }}>
                <Button variant="outlined" startIcon={<AddIcon />} onClick={addItem} disabled={!canAdd} fullWidth>
                  {t('bills:form.add')}
                </Button>
              </Grid>
            </Grid>
            {itemsError && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {itemsError}
              </Typography>
            )}
            <Table size="small" sx={{ mt: 2 }} aria-label={t('bills:form.itemsTable')}>
              <TableHeadRow
                cells={[
                  t('bills:form.columns.name'),
                  'IMEI',
                  t('bills:form.columns.serial'),
                  { label: t('bills:form.columns.qty'), align: 'right' },
                  { label: t('bills:form.columns.price'), align: 'right' },
                  { label: t('bills:form.columns.total'), align: 'right' },
                  '',
                ]}
              />
              <TableBody>
                {items.fields.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary' }}>
                      {t('bills:form.noItems')}
                    </TableCell>
                  </TableRow>
                )}
                {items.fields.map((field, index) => {
                  const line = lines[index] ?? field
                  return (
                    <TableRow key={field.id}>
                      <TableCell>{line.name}</TableCell>
                      <TableCell>{line.imei}</TableCell>
                      <TableCell>{line.sNumber}</TableCell>
                      <TableCell align="right">{line.qty}</TableCell>
                      <TableCell align="right">{money(line.price)}</TableCell>
                      <TableCell align="right">
                        {validAmount(String(line.price))
                          ? money(fromCents(toCents(line.price) * Number(line.qty)))
                          : '-'}
                      </TableCell>
                      <TableCell align="right">
                        <RemoveLineButton
                          label={t('bills:form.remove', { name: line.name })}
                          onClick={() => items.remove(index)}
                        />
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <FormAmountField control={form.control} name="charges" label={BILL_LABELS.charges} />
              <FormAmountField
                control={form.control}
                name="taxRate"
                label={t('bills:form.percent', { label: BILL_LABELS.taxRate })}
                max={100}
              />
              <Box aria-live="polite">
                <TotalLine
                  label={t('bills:form.totals.items')}
                  value={totals ? money(fromCents(totals.itemsTotal)) : '-'}
                />
                <TotalLine
                  label={t('bills:form.totals.subTotal')}
                  value={totals ? money(fromCents(totals.subTotal)) : '-'}
                />
                <TotalLine
                  label={t('bills:form.totals.tax')}
                  value={totals ? money(fromCents(totals.taxAmount)) : '-'}
                />
                <TotalLine
                  label={t('bills:form.totals.total')}
                  value={totals ? money(fromCents(totals.totalAmount)) : '-'}
                  strong
                />
              </Box>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <FormActions
        submitLabel={bill ? t('bills:form.update') : t('bills:form.save')}
        loading={saving}
        onCancel={onCancel}
      />
    </Box>
  )
}
