import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PurchaseTotals } from '@counterpart/domain/pricing/purchase'
import { fromCents } from '@counterpart/domain/money'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { PurchaseHeaderValues } from './purchase-form-state.ts'

/** Reference, Live or Due (due date only for Due), tax rate, discount rate and shipping (spec 002 §2.8). */
export function PurchaseHeader({ control }: { control: Control<PurchaseHeaderValues> }) {
  const method = useWatch({ control, name: 'method' })
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="reference" label="Reference" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              row
              aria-label="Payment method"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="Live" control={<Radio />} label="Live" />
              <FormControlLabel value="Due" control={<Radio />} label="Due" />
            </RadioGroup>
          )}
        />
      </Grid>
      {method === 'Due' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="dueDate"
            label="Due Date"
            type="date"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="taxRate"
          label="Tax Rate (%)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 100, step: '0.01' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="discountRate"
          label="Discount Rate (%)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 100, step: '0.01' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="shippingAmount"
          label="Shipping Amount"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
      </Grid>
    </Grid>
  )
}

/** The totals as the server will compute them; shipping is shown apart and is not in the payable. */
export function PurchaseSummary({ totals }: { totals: PurchaseTotals | null }) {
  const { money } = useFormatters()
  const rows: [string, string][] = totals
    ? [
        ['Total items', String(totals.totalItems)],
        ['Sub total', money(fromCents(totals.subTotal))],
        ['Discount', `- ${money(fromCents(totals.discountedAmount))}`],
        ['Tax', `+ ${money(fromCents(totals.taxAmount))}`],
        ['Total payable', money(fromCents(totals.totalAmount))],
        ['Shipping (paid apart)', money(fromCents(totals.shippingAmount))],
      ]
    : []
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Purchase totals">
      {!totals && <Typography color="text.secondary">Complete every line to see the totals.</Typography>}
      {rows.map(([label, value]) => (
        <Stack
          key={label}
          direction="row"
          sx={{ justifyContent: 'space-between', fontWeight: label === 'Total payable' ? 700 : 400 }}
        >
          <span>{label}</span>
          <span>{value}</span>
        </Stack>
      ))}
    </Paper>
  )
}
