import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fromCents } from '@counterpart/domain/money'
import { PURCHASE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CELL, FormAmountField, FormDateField, FormTextField } from '../../../components/form-text-field.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { PurchaseHeaderValues, TotalsState } from './purchase-form-state.ts'

/**
 * Reference, Live or Due (due date only for Due), tax rate, discount rate and shipping (spec 002 §2.8).
 * The form checks each field with the server's schema as it is typed; the message shows under it.
 */
export function PurchaseHeader({ control }: { control: Control<PurchaseHeaderValues> }) {
  const method = useWatch({ control, name: 'method' })
  const { t } = useTranslation('purchasing')
  return (
    <Grid container spacing={2}>
      <FormTextField cell={CELL.half} control={control} name="reference" label={PURCHASE_LABELS.reference} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              row
              aria-label={PURCHASE_LABELS.method}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="Live" control={<Radio />} label={t('purchasing:header.live')} />
              <FormControlLabel value="Due" control={<Radio />} label={t('purchasing:header.due')} />
            </RadioGroup>
          )}
        />
      </Grid>
      {method === 'Due' && (
        <FormDateField cell={CELL.half} control={control} name="dueDate" label={PURCHASE_LABELS.dueDate} />
      )}
      <FormAmountField
        cell={CELL.third}
        control={control}
        name="taxRate"
        label={t('purchasing:header.percent', { label: PURCHASE_LABELS.taxRate })}
        max={100}
        step="0.001"
      />
      <FormAmountField
        cell={CELL.third}
        control={control}
        name="discountRate"
        label={t('purchasing:header.percent', { label: PURCHASE_LABELS.discountRate })}
        max={100}
        step="0.001"
      />
      <FormAmountField
        cell={CELL.third}
        control={control}
        name="shippingAmount"
        label={PURCHASE_LABELS.shippingAmount}
        step="0.01"
      />
    </Grid>
  )
}

/**
 * The totals as the server will compute them, shown as soon as every line and the header are right;
 * until then, what to put right (which line, which field). Shipping is shown apart and is not in the payable.
 */
export function PurchaseSummary({ state }: { state: TotalsState }) {
  const { money } = useFormatters()
  const { t } = useTranslation('purchasing')
  const { totals } = state
  const rows: [string, string][] = totals
    ? [
        [PURCHASE_LABELS.totalItems, String(totals.totalItems)],
        [PURCHASE_LABELS.subTotal, money(fromCents(totals.subTotal))],
        [PURCHASE_LABELS.discountedAmount, `- ${money(fromCents(totals.discountedAmount))}`],
        [PURCHASE_LABELS.taxAmount, `+ ${money(fromCents(totals.taxAmount))}`],
        [PURCHASE_LABELS.totalAmount, money(fromCents(totals.totalAmount))],
        [t('purchasing:header.shippingApart'), money(fromCents(totals.shippingAmount))],
      ]
    : []
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('purchasing:detail.totals')} aria-live="polite">
      {state.problem !== null && <Typography color="text.secondary">{state.problem}</Typography>}
      {rows.map(([label, value]) => (
        <Stack
          key={label}
          direction="row"
          sx={{
            justifyContent: 'space-between',
            gap: 1,
            fontWeight: label === PURCHASE_LABELS.totalAmount ? 700 : 400,
          }}
        >
          <span>{label}</span>
          <bdi>{value}</bdi>
        </Stack>
      ))}
    </Paper>
  )
}

/** Under both Buy forms' lines: the purchase's header beside its totals and the Save button. */
export function PurchaseFooter({
  control,
  totals,
  canSave,
  onSave,
}: {
  control: Control<PurchaseHeaderValues>
  totals: TotalsState
  canSave: boolean
  onSave: () => void
}) {
  const { t } = useTranslation('purchasing')
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PurchaseHeader control={control} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PurchaseSummary state={totals} />
        <Button fullWidth variant="contained" sx={{ mt: 2 }} disabled={!canSave} onClick={onSave}>
          {t('purchasing:actions.save')}
        </Button>
      </Grid>
    </Grid>
  )
}
