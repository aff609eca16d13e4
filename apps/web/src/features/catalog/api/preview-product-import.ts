import { useMutation } from '@tanstack/react-query'
import type { ProductImportPreview } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'

/**
 * POST /api/products/import/preview: every row of the file with its errors; nothing is written. A file
 * the server cannot read (422 on `file`) is shown in the import dialog, not as a snackbar.
 */
export function previewProductImport(file: File): Promise<ProductImportPreview> {
  const form = new FormData()
  form.append('file', file)
  return api.post<ProductImportPreview>('/products/import/preview', form, { skipGlobalHandler: [422] })
}

export function usePreviewProductImport() {
  return useMutation({ mutationFn: previewProductImport })
}
