import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CUSTOMER_DISPLAY_LABELS as LABELS } from '@counterpart/domain/schemas/customer-display-screen'
import { PAIRING_CODE_DIGITS } from '@counterpart/domain/schemas/customer-display-texts'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../../lib/api-error.ts'
import { usePairDisplay } from '../api/pair-display.ts'
import { useTranslation } from 'react-i18next'

/** The display not paired yet: the code the till shows pairs it (the server's refusal shows under the field). */
export function PairForm() {
  const [code, setCode] = useState('')
  const { t } = useTranslation('display')
  const pair = usePairDisplay()
  const error = pair.error
  const message = error ? ((isApiError(error) ? error.errors?.code?.[0] : undefined) ?? error.message) : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    pair.mutate({ code: code.trim() })
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="form" onSubmit={submit} sx={{ p: { xs: 2, sm: 4 }, width: 'min(100%, 440px)' }} noValidate>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('display:pairing.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('display:pairing.hint')}
        </Typography>
        <TextField
          label={LABELS.code}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, PAIRING_CODE_DIGITS))}
          autoFocus
          fullWidth
          autoComplete="off"
          error={message !== undefined}
          helperText={message ?? ' '}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              dir: 'ltr',
              style: { fontSize: '2rem', letterSpacing: '0.3em', textAlign: 'center' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pair.isPending} sx={{ mt: 1 }}>
          {t('display:pairing.pair')}
        </Button>
      </Paper>
    </Box>
  )
}
