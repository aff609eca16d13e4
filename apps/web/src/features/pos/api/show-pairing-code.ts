import { useMutation } from '@tanstack/react-query'
import type { PairingCodeResponse } from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'

/** POST /customer-display/codes: a code that pairs one display with this till, for a few minutes. */
export function useShowPairingCode() {
  return useMutation({
    mutationFn: () => api.post<PairingCodeResponse>(DISPLAY_API.codes, undefined, { headers: tillHeaders() }),
  })
}
