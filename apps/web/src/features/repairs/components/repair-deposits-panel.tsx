import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  DEFAULT_DEPOSIT_GATEWAY,
  REPAIR_DEPOSIT_GATEWAYS,
  REPAIR_DEPOSIT_LABELS,
  type RepairDeposit,
  type RepairDepositGateway,
} from '@counterpart/domain/schemas/repair-deposits'
import type { RepairDetailAnswer as RepairDetail } from '@counterpart/domain/schemas/repair-estimates'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useRefundRepairDeposit } from '../api/refund-repair-deposit.ts'

const isDepositGateway = (value: string): value is RepairDepositGateway =>
  (REPAIR_DEPOSIT_GATEWAYS as readonly string[]).includes(value)

function DepositRow({ deposit }: { deposit: RepairDeposit }) {
  const { t } = useTranslation('repairs')
  const { money, dateTime } = useFormatters()
  const back = deposit.type === 'debit'
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 0.25, sm: 1.5 }, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {back ? t('repairs:deposits.paidBack') : t('repairs:deposits.deposit')} ·{' '}
          {paymentMethodLabel(deposit.gateway)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{dateTime(deposit.created_at)}</bdi>
          {deposit.user && <> · {deposit.user}</>}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{money(back ? -deposit.amount : deposit.amount)}</bdi>
      </Typography>
    </Stack>
  )
}

/** Pays back everything a cancelled ticket holds, by the way staff choose. */
function RefundDepositForm({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const { money } = useFormatters()
  const [gateway, setGateway] = useState<RepairDepositGateway>(DEFAULT_DEPOSIT_GATEWAY)
  const [error, setError] = useState<string | undefined>()
  const refund = useRefundRepairDeposit()

  function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    refund.mutate(
      { repairId: repair.id, input: { gateway } },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (failure) => {
          if (isApiError(failure)) setError(failure.errors?.gateway?.[0] ?? failure.message)
        },
      },
    )
  }

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, mt: 2, alignItems: { sm: 'flex-start' } }}
      aria-label={t('repairs:deposits.refundLabel')}
    >
      <TextField
        select
        size="small"
        label={REPAIR_DEPOSIT_LABELS.gateway}
        value={gateway}
        onChange={(event) => {
          if (isDepositGateway(event.target.value)) setGateway(event.target.value)
        }}
        error={error !== undefined}
        helperText={error}
        sx={{ minWidth: 180 }}
      >
        {REPAIR_DEPOSIT_GATEWAYS.map((value) => (
          <MenuItem key={value} value={value}>
            {paymentMethodLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" color="warning" loading={refund.isPending}>
        <Trans
          i18nKey="repairs:deposits.refund"
          values={{ amount: money(repair.depositHeld) }}
          components={{ b: <bdi /> }}
        />
      </Button>
    </Stack>
  )
}

/**
 * The repair page's Deposits (issue 31, item 5): each deposit taken or paid back, how and by whom, and what
 * the ticket holds. A cancelled ticket that still holds money offers "Refund deposit".
 */
export function RepairDepositsPanel({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const { money } = useFormatters()
  if (repair.deposits.length === 0) return null
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-deposits-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="repair-deposits-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('repairs:deposits.title')}
        </Typography>
        <Typography variant="body2" data-testid="repair-deposit-held">
          <Trans
            i18nKey="repairs:deposits.held"
            values={{ amount: money(repair.depositHeld) }}
            components={{ b: <bdi /> }}
          />
        </Typography>
      </Stack>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('repairs:deposits.listLabel')}>
        {repair.deposits.map((deposit) => (
          <DepositRow key={deposit.id} deposit={deposit} />
        ))}
      </Stack>
      {repair.group === 'cancelled' && repair.depositHeld > 0 && <RefundDepositForm repair={repair} />}
    </Paper>
  )
}
