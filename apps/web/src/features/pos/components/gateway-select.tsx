import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { GATEWAYS } from '@counterpart/domain/constants'

/** The small Gateway select of a payment or a refund at the till: each gateway by its capitalised name. */
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
          {option.charAt(0).toUpperCase() + option.slice(1)}
        </MenuItem>
      ))}
    </TextField>
  )
}
