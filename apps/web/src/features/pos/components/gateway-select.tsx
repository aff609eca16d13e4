import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { GATEWAYS } from '@counterpart/domain/constants'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'

/** The small Gateway select of a payment or a refund at the till: each gateway by its name in words. */
export function GatewaySelect({
  value,
  onChange,
  disabled = false,
  options = GATEWAYS,
  label = 'Gateway',
}: {
  value: string
  onChange: (gateway: string) => void
  disabled?: boolean
  /** The gateways offered (all of them unless the caller narrows the choice). */
  options?: readonly string[]
  label?: string
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 130 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {paymentMethodLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}
