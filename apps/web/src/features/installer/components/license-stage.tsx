import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { tr } from '@counterpart/domain/i18n/translate'
import {
  INSTALLER_LABELS,
  INSTALLER_MESSAGES,
  INSTALLER_UNLOCK_DELAY_MS,
  type InstallerLicenseResponse,
} from '@counterpart/domain/schemas/installer'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-error.ts'
import { runInstallStep } from '../api/run-install-step.ts'

interface LicenseStageProps {
  onUnlocked: (license: string, admin: InstallerLicenseResponse['admin']) => void
}

/** Stage 1, License Verification (spec 000 §2, §5). */
export function LicenseStage({ onUnlocked }: LicenseStageProps) {
  const { t } = useTranslation('installer')
  const [key, setKey] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  async function validate() {
    const license = key.trim()
    setBusy(true)
    setResult(null)
    try {
      const answer = await runInstallStep<InstallerLicenseResponse>({ step: 'step2', license })
      setResult({ ok: true, text: answer.message })
      // Spec 000 §4: the installer unlocks two seconds after a valid license.
      timer.current = window.setTimeout(() => onUnlocked(license, answer.admin), INSTALLER_UNLOCK_DELAY_MS)
    } catch (error) {
      const invalid = isApiError(error) && error.status === 422
      setResult({ ok: false, text: invalid ? INSTALLER_MESSAGES.licenseInvalid : errorText(error) })
      setBusy(false)
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (key.trim() !== '' && !busy) void validate()
          }}
        >
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('installer:license.title')}
            </Typography>
            <TextField
              label={INSTALLER_LABELS.license}
              name="license"
              value={key}
              onChange={(event) => setKey(event.target.value)}
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              fullWidth
              disabled={busy}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={shown ? t('installer:license.hide') : t('installer:license.show')}
                        onClick={() => setShown((value) => !value)}
                        edge="end"
                      >
                        {shown ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {result ? <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={key.trim() === ''} loading={busy}>
                {t('installer:license.validate')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  )
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : tr('installer:license.unreachable')
}
