import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { identifierLabel } from '@counterpart/domain/schemas/purchasing'
import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** The identifiers a serial-tracked line holds for `count` units: what was typed is kept, the rest empty. */
export function resizeIdentifiers(current: readonly string[], count: number): string[] {
  const size = Number.isInteger(count) && count > 0 ? count : 0
  return Array.from({ length: size }, (_, index) => current[index] ?? '')
}

/**
 * One IMEI or serial per unit received (issue 29, item 3): a list of inputs a scanner fills one after
 * another. A scanner ends each code with Enter, which moves the focus to the next unit instead of sending
 * the form; after the last one it stays there.
 */
export function SerialInputs({
  product,
  values,
  onChange,
  errorOf,
  listError,
}: {
  product: string
  values: readonly string[]
  onChange: (values: string[]) => void
  errorOf: (index: number) => string | undefined
  listError?: string | undefined
}) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const { t } = useTranslation('purchasing')
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    inputs.current[index + 1]?.focus()
  }
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('purchasing:serials.title', { product })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('purchasing:serials.help')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {values.map((value, index) => (
          <TextField
            key={index}
            size="small"
            label={identifierLabel(index + 1)}
            value={value}
            autoComplete="off"
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element
            }}
            onKeyDown={onKeyDown(index)}
            onChange={(event) => onChange(values.map((old, other) => (other === index ? event.target.value : old)))}
            error={errorOf(index) !== undefined}
            helperText={errorOf(index)}
            slotProps={{
              htmlInput: {
                'aria-label': t('purchasing:delivery.fieldOf', { label: identifierLabel(index + 1), name: product }),
                dir: 'ltr',
                spellCheck: false,
              },
            }}
          />
        ))}
      </Box>
      {listError && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {listError}
        </Typography>
      )}
    </Box>
  )
}
