import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import FormHelperText from '@mui/material/FormHelperText'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { IMAGE_TYPES } from '@counterpart/domain/constants'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { LOGO_LABELS } from '@counterpart/domain/schemas/settings'
import { useEffect, useMemo, useState } from 'react'
import { isApiError } from '../../lib/api-error.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useSettings } from './api/get-settings.ts'
import { useUploadLogo, type LogoField } from './api/upload-logo.ts'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useTranslation } from 'react-i18next'

/** The two logos; each title is read when drawn, in the page's language. */
const LOGO_FIELDS: readonly LogoField[] = ['logo', 'logoBill']

function isAcceptedImage(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (IMAGE_TYPES as readonly string[]).includes(ext)
}

/** Logos (spec 000 §3, §5): jpg, png or jpeg; each Upload button waits for a chosen file. */
export function LogoSettingsPage() {
  const { t } = useTranslation('settings')
  const settings = useSettings()
  return (
    <SettingsLayout title={t('settings:sections.logos')}>
      <Grid container spacing={2}>
        {LOGO_FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, md: 6 }}>
            <LogoCard field={field} title={LOGO_LABELS[field]} current={settings[field]} />
          </Grid>
        ))}
      </Grid>
    </SettingsLayout>
  )
}

function LogoCard({ field, title, current }: { field: LogoField; title: string; current: string }) {
  const { t } = useTranslation('settings')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | undefined>(undefined)
  const upload = useUploadLogo()
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const source = preview ?? uploadUrl(current)

  function submit() {
    if (!file) return
    upload.mutate(
      { field, file },
      {
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422) setError(failure.errors?.[field]?.[0] ?? failure.message)
        },
      },
    )
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {title}
        </Typography>
        <Box
          sx={{
            height: 140,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            mb: 2,
          }}
        >
          {source ? (
            <Box
              component="img"
              src={source}
              alt={title}
              sx={{ maxHeight: 120, maxWidth: '90%', objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">{t('settings:logo.none')}</Typography>
          )}
        </Box>
        <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
          {file ? file.name : t('settings:logo.choose')}
          <input
            hidden
            type="file"
            name={field}
            aria-label={t('settings:logo.fileLabel', { title })}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              event.target.value = ''
              if (!chosen) return
              if (isAcceptedImage(chosen)) {
                setFile(chosen)
                setError(undefined)
              } else {
                setFile(null)
                setError(FIELD_MESSAGES.imageType(LOGO_LABELS[field], IMAGE_TYPES))
              }
            }}
          />
        </Button>
        <FormHelperText error={error !== undefined}>{error ?? t('settings:logo.types')}</FormHelperText>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={submit}>
          {t('settings:logo.upload', { title: title.toLowerCase() })}
        </Button>
      </CardActions>
    </Card>
  )
}
