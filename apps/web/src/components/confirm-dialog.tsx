import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ConfirmDialogProps {
  open: boolean
  /** The question, e.g. MESSAGES.confirmRemove ('Are you sure to remove ?'). */
  message: string
  /** What the action is about, under the question: "Backup of 24-11-2026 10:02 …" (issue 28, item 15). */
  detail?: ReactNode
  title?: string
  confirmLabel?: string
  cancelLabel?: string
  /** Keeps the buttons disabled while the confirmed action runs, so it cannot be sent twice. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  open,
  message,
  detail,
  title,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title ?? t('common:confirm.warning')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1, color: 'text.primary' }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy} autoFocus>
          {confirmLabel ?? t('common:words.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
