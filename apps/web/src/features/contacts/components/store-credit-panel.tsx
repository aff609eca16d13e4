import AddCardIcon from '@mui/icons-material/AddCard'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CREDIT_ENTRY_TYPES,
  CREDIT_LABELS,
  CREDIT_TYPE_TEXT,
  type CreditEvent,
  type CreditHistory,
} from '@counterpart/domain/schemas/credit'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderLink } from '../../../components/order-link.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { api } from '../../../lib/api.ts'
import { isApiError } from '../../../lib/api-error.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'

const creditPath = (customerId: number) => `/customers/${customerId}/credit`

/**
 * A customer's store credit (issue 31, item 1): the balance, every change oldest first with the balance
 * after it, and, for holders of Store Credit Manage, an entry by hand.
 */
export function StoreCreditPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation('contacts')
  const { money, dateTime } = useFormatters()
  const canManage = useCan('creditManage')
  const [entering, setEntering] = useState(false)
  // The balance on its own (the table pages the changes): the same path, so a save refreshes both.
  const balanceQuery = useQuery({
    queryKey: [creditPath(customerId), 'balance'],
    queryFn: () => api.get<CreditHistory>(creditPath(customerId), { query: { itemsPerPage: 1 } }),
  })
  const balance = balanceQuery.data?.balance ?? null
  const signed = (value: number) => <bdi>{value > 0 ? `+${money(value)}` : money(value)}</bdi>
  const columns: Column<CreditEvent>[] = [
    {
      key: 'created_at',
      label: t('contacts:payments.date'),
      nowrap: true,
      render: (row) => <bdi>{dateTime(row.created_at)}</bdi>,
    },
    { key: 'type', label: t('contacts:credit.change'), render: (row) => CREDIT_TYPE_TEXT[row.type] },
    { key: 'amount', label: t('contacts:payments.amount'), align: 'right', render: (row) => signed(row.amount) },
    {
      key: 'balance',
      label: t('contacts:credit.balanceAfter'),
      align: 'right',
      render: (row) => <bdi>{money(row.balance)}</bdi>,
    },
    {
      key: 'note',
      label: t('contacts:payments.note'),
      hideBelow: 'md',
      render: (row) =>
        row.order ? <OrderLink order={{ id: row.order.id, key: row.order.key, kind: 'salling' }} /> : row.note || '—',
    },
    { key: 'by', label: t('contacts:credit.by'), hideBelow: 'lg' },
  ]
  return (
    <Box component="section" aria-label={t('contacts:credit.title')} sx={{ mb: 2 }}>
      <ServerDataTable<CreditEvent, CreditHistory>
        path={creditPath(customerId)}
        label={t('contacts:credit.tableLabel')}
        columns={columns}
        searchable={false}
        toolbar={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="caption" color="text.secondary" component="h2">
                {t('contacts:credit.title')}
              </Typography>
              <Typography variant="h6" component="div" sx={{ fontWeight: 700 }}>
                <bdi>{balance === null ? '…' : money(balance)}</bdi>
              </Typography>
            </Box>
            {canManage && (
              <Button variant="outlined" startIcon={<AddCardIcon />} onClick={() => setEntering(true)}>
                {t('contacts:credit.changeCredit')}
              </Button>
            )}
          </Stack>
        }
      />
      {entering && <CreditEntryDialog customerId={customerId} onClose={() => setEntering(false)} />}
    </Box>
  )
}

type Field = 'type' | 'amount' | 'note'

function CreditEntryDialog({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation('contacts')
  const client = useQueryClient()
  const [type, setType] = useState<(typeof CREDIT_ENTRY_TYPES)[number]>('issued')
  const [amount, setAmount] = useState('')
  const [takeOff, setTakeOff] = useState(false)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [conflict, setConflict] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>(
        creditPath(customerId),
        { type, amount, takeOff, note },
        { skipGlobalHandler: [409] },
      ),
    onSuccess: async (answer) => {
      showSnackbar(answer.message, 'success')
      await client.invalidateQueries({ queryKey: [creditPath(customerId)] })
      onClose()
    },
    onError: (caught) => {
      if (!isApiError(caught)) return
      if (caught.status === 422) {
        const fields = caught.errors ?? {}
        setErrors({ type: fields.type?.[0], amount: fields.amount?.[0], note: fields.note?.[0] })
      } else if (caught.status === 409) setConflict(caught.message)
    },
  })
  const typeText = {
    issued: t('contacts:credit.type.issued'),
    redeemed: t('contacts:credit.type.redeemed'),
    adjusted: t('contacts:credit.type.adjusted'),
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="credit-entry-title">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          setConflict(null)
          save.mutate()
        }}
      >
        <DialogTitle id="credit-entry-title">{t('contacts:credit.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {conflict && <Alert severity="warning">{conflict}</Alert>}
            <TextField
              select
              label={CREDIT_LABELS.type}
              value={type}
              onChange={(event) => setType(event.target.value as typeof type)}
              error={errors.type !== undefined}
              helperText={errors.type}
            >
              {CREDIT_ENTRY_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {typeText[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={CREDIT_LABELS.amount}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={errors.amount !== undefined}
              helperText={errors.amount}
              required
            />
            {type === 'adjusted' && (
              <FormControlLabel
                control={<Switch checked={takeOff} onChange={(event) => setTakeOff(event.target.checked)} />}
                label={t('contacts:credit.takeOff')}
              />
            )}
            <TextField
              label={CREDIT_LABELS.note}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note !== undefined}
              helperText={errors.note ?? (type === 'adjusted' ? t('contacts:credit.sayWhy') : undefined)}
              required={type === 'adjusted'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('contacts:form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('contacts:credit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
