import { useMutation } from '@tanstack/react-query'
import { apiUrl } from '../api.ts'
import { ApiError } from '../api-error.ts'
import { saveFile } from '../save-file.ts'

/** GET /export-sale-invoice/{id}: the invoice PDF, saved as exported.pdf (spec 001 §7). */
export async function downloadSaleInvoice(id: number): Promise<void> {
  const response = await fetch(apiUrl(`/export-sale-invoice/${id}`), { credentials: 'same-origin' })
  if (!response.ok) throw new ApiError(response.status, 'common:errors.invoiceDownload')
  const blob = await response.blob()
  saveFile(blob, 'exported.pdf')
}

export function useDownloadSaleInvoice() {
  return useMutation({ mutationFn: downloadSaleInvoice })
}
