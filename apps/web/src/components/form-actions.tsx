import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'

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
  return (
    <Stack direction="row" spacing={1} sx={{ mt, justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
      )}
      {children}
      <Button type="submit" variant="contained" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Stack>
  )
}
