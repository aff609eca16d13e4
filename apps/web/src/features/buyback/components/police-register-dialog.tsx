import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { POLICE_REGISTER_LABELS } from '@counterpart/domain/schemas/buyback'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError, type FieldErrors } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useDownloadPoliceRegister } from '../api/police-register.ts'

/** A day of the browser's calendar, YYYY-MM-DD, `days` after today. */
function daysFromToday(days: number): string {
  const now = new Date()
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

/**
 * The police register (issue 29): the items bought from customers in a period, as a CSV file (date,
 * seller's name, ID type and number, device, IMEI, price paid). The period starts as the last 7 days.
 */
export function PoliceRegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('buyback')
  const [from, setFrom] = useState(() => daysFromToday(-6))
  const [to, setTo] = useState(() => daysFromToday(0))
  const [errors, setErrors] = useState<FieldErrors>({})
  const download = useDownloadPoliceRegister()

  async function submit() {
    setErrors({})
    try {
      await download.mutateAsync({ from, to })
      onClose()
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors)
      else showSnackbar(isApiError(error) ? error.message : t('buyback:police.downloadFailed'), 'error')
    }
  }

  // The two ends of the period, by field name (not text).
  const ends = [
    ['from', from, setFrom],
    ['to', to, setTo],
  ] as const

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="police-register-title" maxWidth="xs" fullWidth>
      <DialogTitle id="police-register-title">{t('buyback:police.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('buyback:police.description')}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {ends.map(([name, value, set]) => (
            <TextField
              key={name}
              type="date"
              fullWidth
              label={POLICE_REGISTER_LABELS[name]}
              value={value}
              onChange={(event) => set(event.target.value)}
              error={errors[name] !== undefined}
              helperText={errors[name]?.[0]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('buyback:actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={download.isPending}>
          {t('buyback:police.download')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
