import { useMutation } from '@tanstack/react-query'
import { tr } from '@counterpart/domain/i18n/translate'
import type { FieldErrors } from '../../../lib/api-error.ts'
import { apiUrl } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { saveFile } from '../../../lib/save-file.ts'

export interface PoliceRegisterPeriod {
  from: string
  to: string
}

/**
 * GET /api/custom-product-police-register?from=&to= (issue 29): the CSV of a period, saved under the name
 * the server gives it. A refused period (422) comes back with its messages by field.
 */
export async function downloadPoliceRegister(period: PoliceRegisterPeriod): Promise<void> {
  const response = await fetch(apiUrl('/custom-product-police-register', { ...period }), {
    credentials: 'same-origin',
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
    throw new ApiError(response.status, body.message ?? tr('buyback:police.downloadFailed'), body.errors)
  }
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `police-register-${period.from}_${period.to}.csv`
  saveFile(blob, name)
}

export function useDownloadPoliceRegister() {
  return useMutation({ mutationFn: downloadPoliceRegister })
}
