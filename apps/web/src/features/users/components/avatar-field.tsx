import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { IMAGE_TYPES } from '@counterpart/domain/constants'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { AVATAR_LABELS } from '@counterpart/domain/schemas/users'
import { useEffect, useMemo } from 'react'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useTranslation } from 'react-i18next'

/** Read when a file is refused, so it is in the page's language. */
export function avatarTypeMessage(): string {
  return FIELD_MESSAGES.imageType(AVATAR_LABELS.avatar, IMAGE_TYPES)
}

/** Spec 002 §5: jpg, png and jpeg only. The server checks the bytes too. */
export function isAcceptedAvatar(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (IMAGE_TYPES as readonly string[]).includes(ext)
}

interface AvatarFieldProps {
  /** The stored avatar of the user being edited. */
  current: string | null
  file: File | null
  error: string | undefined
  name: string
  disabled?: boolean
  onChange: (file: File | null, error?: string) => void
}

export function AvatarField({ current, file, error, name, disabled, onChange }: AvatarFieldProps) {
  const { t } = useTranslation('users')
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={preview ?? uploadUrl(current)} alt={name || t('users:avatar.label')} sx={{ width: 56, height: 56 }}>
        {name.charAt(0).toUpperCase() || undefined}
      </Avatar>
      <Stack spacing={0.5}>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />} disabled={disabled}>
          {file ? file.name : t('users:avatar.upload')}
          <input
            hidden
            type="file"
            name="avatar"
            aria-label={t('users:avatar.label')}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              event.target.value = ''
              if (!chosen) return
              if (isAcceptedAvatar(chosen)) onChange(chosen)
              else onChange(null, avatarTypeMessage())
            }}
          />
        </Button>
        <FormHelperText error={error !== undefined}>{error ?? t('users:avatar.types')}</FormHelperText>
      </Stack>
    </Stack>
  )
}
