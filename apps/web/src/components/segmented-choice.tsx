import Box from '@mui/material/Box'
import Button from '@mui/material/Button'

/**
 * One choice of a few, as a row of joined buttons (the pressed one filled): the payment method, how a drawer
 * is counted. Plain buttons with aria-pressed, lighter than a toggle group on the terminal's budget.
 */
export function SegmentedChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth = false,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string; disabled?: boolean }[]
  onChange: (value: T) => void
  fullWidth?: boolean
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: fullWidth ? 'flex' : 'inline-flex', maxWidth: '100%' }}>
      {options.map((option, index) => {
        const pressed = option.value === value
        return (
          <Button
            key={option.value}
            aria-pressed={pressed}
            disabled={option.disabled}
            variant={pressed ? 'contained' : 'outlined'}
            disableElevation
            onClick={() => onChange(option.value)}
            sx={{
              flex: fullWidth ? '1 1 0' : 'none',
              minWidth: 0,
              minHeight: 44,
              px: 1,
              textTransform: 'none',
              fontWeight: 600,
              borderRadius: 0,
              ...(index === 0 && { borderStartStartRadius: 8, borderEndStartRadius: 8 }),
              ...(index === options.length - 1 && { borderStartEndRadius: 8, borderEndEndRadius: 8 }),
              ...(index > 0 && { marginInlineStart: '-1px' }),
            }}
          >
            {option.label}
          </Button>
        )
      })}
    </Box>
  )
}
