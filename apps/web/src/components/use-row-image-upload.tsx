import type { UseMutationResult } from '@tanstack/react-query'
import { useRef } from 'react'
import { isApiError } from '../lib/api-error.ts'
import type { MessageResponse } from '../lib/api.ts'
import type { ImageUpload } from '../lib/post-image.ts'
import { showSnackbar } from '../lib/snackbar.ts'

/**
 * A new image for one row of a list, through one hidden file input for the whole list: `pick(id)` opens
 * the file chooser for that row, and `input` is the input to render once. A saved image shows the server's
 * message; a refused file (422) shows what the server said about the image field.
 */
export function useRowImageUpload(
  mutation: UseMutationResult<MessageResponse, Error, ImageUpload>,
  inputLabel: string,
) {
  const fileInput = useRef<HTMLInputElement>(null)
  const imageFor = useRef<number | null>(null)

  function pick(id: number) {
    imageFor.current = id
    fileInput.current?.click()
  }

  function upload(file: File | undefined) {
    const id = imageFor.current
    if (!file || id === null) return
    mutation.mutate(
      { id, file },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (error) => {
          if (isApiError(error) && error.status === 422)
            showSnackbar(error.errors?.image?.[0] ?? error.message, 'error')
        },
      },
    )
  }

  const input = (
    <input
      ref={fileInput}
      type="file"
      hidden
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      aria-label={inputLabel}
      onChange={(event) => {
        upload(event.target.files?.[0])
        event.target.value = ''
      }}
    />
  )

  return { pick, input }
}
