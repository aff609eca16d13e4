import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FormActionsProps {
  /** The submit button's text: Save, Update, Proceed ... */
  submitLabel: string
  /** The submit button spins while the save runs. */
  loading?: boolean
  /** The submit button is greyed out (forms that do not spin). */
  disabled?: boolean
  /** The space above the row, in theme units; 0 where the form's own Stack spaces it. */
  mt?: number
  /** Draws a Cancel first; it waits, greyed out, while the submit button spins. */
  onCancel?: () => void
  /** Other buttons before the submit button (a Cancel that is a link, say). */
  children?: ReactNode
}

/** A form's last row: its other buttons, then the submit button, at the end of the line. */
export function FormActions({ submitLabel, loading, disabled, mt = 2, onCancel, children }: FormActionsProps) {
  const { t } = useTranslation('common')
  return (
    <Stack direction="row" spacing={1} sx={{ mt, justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={loading}>
          {t('common:actions.cancel')}
        </Button>
      )}
      {children}
      <Button type="submit" variant="contained" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Stack>
  )
}

/**
 * The server's messages a form has no field for (what `applyServerErrors` hands back), in one red alert
 * above the form; nothing while there are none. It lives beside the form's buttons so that both travel in
 * the small shared chunk every form page loads (see `form-parts` in vite.config.ts).
 */
export function FormErrorsAlert({ messages, mb = 2 }: { messages: readonly string[]; mb?: number }) {
  if (messages.length === 0) return null
  return (
    <Alert severity="error" sx={{ mb }}>
      {messages.join(' ')}
    </Alert>
  )
}
