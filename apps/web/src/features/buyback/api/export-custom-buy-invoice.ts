import { useMutation } from '@tanstack/react-query'
import { tr } from '@counterpart/domain/i18n/translate'
import { apiUrl } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** GET /api/export-custom-buy-invoice/{id}: the PDF, saved under the name the server gives it. */
export async function downloadCustomBuyInvoice(id: number): Promise<void> {
  const response = await fetch(apiUrl(`/export-custom-buy-invoice/${id}`), { credentials: 'same-origin' })
  if (!response.ok) throw new ApiError(response.status, tr('buyback:details.invoiceDownloadFailed'))
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `custom-purchase-${id}.pdf`
  saveFile(blob, name)
}

export function useDownloadCustomBuyInvoice() {
  return useMutation({ mutationFn: downloadCustomBuyInvoice })
}
