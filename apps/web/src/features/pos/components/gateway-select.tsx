import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { GATEWAYS } from '@counterpart/domain/constants'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useTranslation } from 'react-i18next'

/** The small Gateway select of a payment or a refund at the till: each gateway by its name in words. */
export function GatewaySelect({
  value,
  onChange,
  disabled = false,
  options = GATEWAYS,
  label,
}: {
  value: string
  onChange: (gateway: string) => void
  disabled?: boolean
  /** The gateways offered (all of them unless the caller narrows the choice). */
  options?: readonly string[]
  label?: string
}) {
  const { t } = useTranslation('pos')
  return (
    <TextField
      select
      size="small"
      label={label ?? t('pos:payment.gateway')}
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
