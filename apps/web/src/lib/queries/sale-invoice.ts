import { useMutation } from '@tanstack/react-query'
import { apiUrl } from '../api.ts'
import { ApiError } from '../api-error.ts'

/** GET /export-sale-invoice/{id}: the invoice PDF, saved as exported.pdf (spec 001 §7). */
export async function downloadSaleInvoice(id: number): Promise<void> {
  const response = await fetch(apiUrl(`/export-sale-invoice/${id}`), { credentials: 'same-origin' })
  if (!response.ok) throw new ApiError(response.status, 'The invoice could not be downloaded.')
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'exported.pdf'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useDownloadSaleInvoice() {
  return useMutation({ mutationFn: downloadSaleInvoice })
}
