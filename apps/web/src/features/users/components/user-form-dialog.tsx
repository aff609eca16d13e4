import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { ADMIN_USER_ID } from '@counterpart/domain/permissions'
import type { UserRecord } from '@counterpart/domain/schemas/users'
import { USER_LABELS } from '@counterpart/domain/schemas/users'
import { useState } from 'react'
import { bindTextFields, CELL, FormTextField } from '../../../components/form-text-field.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCreateUser } from '../api/create-user.ts'
import { useUpdateUser } from '../api/update-user.ts'
import { useUploadAvatar } from '../api/upload-avatar.ts'
import { AvatarField } from './avatar-field.tsx'
import { PermissionSwitches } from './permission-switches.tsx'
import { RolePresets } from './role-presets.tsx'
import { toCreateInput, toEditInput, userFormDefaults, userFormSchema } from './user-form-values.ts'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { RecordHistory } from '../../../components/record-history.tsx'
import { useTranslation } from 'react-i18next'

interface UserFormDialogProps {
  open: boolean
  /** The user being edited, or null for a new one. */
  user: UserRecord | null
  /** Changes at every opening: the form is built afresh, so closing resets it. */
  session: number
  onClose: () => void
}

/** The New User / Edit User dialog (spec 002 §2.1, §5). */
export function UserFormDialog({ open, user, session, onClose }: UserFormDialogProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="user-form-title"
      scroll="paper"
    >
      <UserForm key={session} user={user} onClose={onClose} onBusyChange={setBusy} />
    </Dialog>
  )
}

interface UserFormProps {
  user: UserRecord | null
  onClose: () => void
  onBusyChange: (busy: boolean) => void
}

function UserForm({ user, onClose, onBusyChange }: UserFormProps) {
  // A user just created whose avatar was refused: the dialog stays open on them, now in edit mode.
  const { t } = useTranslation('users')
  const [created, setCreated] = useState<UserRecord | null>(null)
  const target = user ?? created
  const editing = target !== null
  const isAdminAccount = target?.id === ADMIN_USER_ID

  // The domain's own schemas: on create a password is required, on edit a blank one keeps the old.
  // Both read these values; toCreateInput/toEditInput turn what they give into the request.
  const form = useZodForm(userFormSchema(editing), { defaultValues: userFormDefaults(user) })
  const [avatarFile, setAvatarFile] = useState<File | null>(null)
  const [avatarError, setAvatarError] = useState<string | undefined>(undefined)
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const createUser = useCreateUser()
  const updateUser = useUpdateUser()
  const uploadAvatar = useUploadAvatar()
  const saving = createUser.isPending || updateUser.isPending || uploadAvatar.isPending

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    onBusyChange(true)
    try {
      let saved = target
      let message: string
      try {
        if (target) {
          message = (await updateUser.mutateAsync({ id: target.id, input: toEditInput(values, target) })).message
        } else {
          const answer = await createUser.mutateAsync(toCreateInput(values))
          saved = answer.user
          message = answer.addedMessage
        }
      } catch (error) {
        setOtherErrors(applyServerErrors(error, form))
        return
      }
      if (avatarFile && saved) {
        try {
          await uploadAvatar.mutateAsync({ id: saved.id, file: avatarFile })
        } catch (error) {
          // The user itself was saved; only the picture needs another try.
          showSnackbar(message, 'success')
          if (!target) setCreated(saved)
          setAvatarFile(null)
          if (isApiError(error) && error.status === 422) setAvatarError(error.errors?.avatar?.[0] ?? error.message)
          return
        }
      }
      showSnackbar(message, 'success')
      onClose()
    } finally {
      onBusyChange(false)
    }
  })

  const field = bindTextFields(form.control, USER_LABELS)
  const nameField = field('name', { cell: CELL.half, autoFocus: true, required: true })
  const emailField = field('email', { cell: CELL.half, type: 'email', required: true })

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
      <DialogTitle id="user-form-title">{editing ? t('users:editUser') : t('users:newUser')}</DialogTitle>
      <DialogContent dividers>
        <FormErrorsAlert messages={otherErrors} />
        <Grid container spacing={2}>
          {nameField}
          {emailField}
          <FormTextField
            cell={CELL.half}
            control={form.control}
            name="password"
            label={USER_LABELS.password}
            type="password"
            autoComplete="new-password"
            required={!editing}
            helperText={editing ? t('users:passwordKeep') : t('users:passwordMin')}
          />
          <FormTextField
            cell={CELL.half}
            control={form.control}
            name="roleName"
            label={USER_LABELS.roleName}
            required
            disabled={isAdminAccount}
            helperText={isAdminAccount ? t('users:adminKeeps') : undefined}
          />
          <Grid size={12}>
            <AvatarField
              current={target?.avatar ?? null}
              file={avatarFile}
              error={avatarError}
              name={form.watch('name')}
              disabled={saving}
              onChange={(file, error) => {
                setAvatarFile(file)
                setAvatarError(error)
              }}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
          {t('users:permissions')}
        </Typography>
        <RolePresets control={form.control} setValue={form.setValue} disabled={isAdminAccount} />
        <PermissionSwitches control={form.control} setValue={form.setValue} disabled={isAdminAccount} />
        {target && <RecordHistory entity="user" id={target.id} sx={{ mt: 3 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common:actions.close')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {editing ? t('users:update') : t('common:actions.save')}
        </Button>
      </DialogActions>
    </Box>
  )
}
