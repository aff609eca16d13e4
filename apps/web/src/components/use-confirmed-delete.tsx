import type { UseMutationResult } from '@tanstack/react-query'
import { MESSAGES } from '@counterpart/domain/messages'
import { useState, type ReactNode } from 'react'
import type { MessageResponse } from '../lib/api.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { useTranslation } from 'react-i18next'

interface ConfirmedDeleteOptions<Row> {
  /** The question; MESSAGES.confirmRemove ('Are you sure to remove ?') unless the spec words it otherwise. */
  message?: string
  confirmLabel?: string
  /** Names the row under the question, so the dialog says what it removes ("Product: Phone case"). */
  describe?: (row: Row) => ReactNode
  /** Runs after the server's message is shown, e.g. to clear a form that was editing the removed row. */
  onDeleted?: (row: Row) => void
}

/**
 * Removes a row after a confirmation. `ask(row)` opens the dialog; confirming sends the feature's delete
 * mutation (which invalidates the lists it changes), shows the server's message, and closes the dialog
 * whatever the outcome: a failure has already been reported by the global error handler.
 */
export function useConfirmedDelete<Row extends { id: number }>(
  mutation: UseMutationResult<MessageResponse, Error, number>,
  { message = MESSAGES.confirmRemove, confirmLabel, describe, onDeleted }: ConfirmedDeleteOptions<Row> = {},
) {
  const { t } = useTranslation('common')
  const [removing, setRemoving] = useState<Row | null>(null)

  function confirm() {
    if (!removing) return
    mutation.mutate(removing.id, {
      onSuccess: (answer) => {
        showSnackbar(answer.message, 'success')
        onDeleted?.(removing)
      },
      onSettled: () => setRemoving(null),
    })
  }

  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      message={message}
      detail={removing && describe ? describe(removing) : undefined}
      confirmLabel={confirmLabel ?? t('common:actions.remove')}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={() => setRemoving(null)}
    />
  )

  return { ask: (row: Row) => setRemoving(row), dialog }
}
