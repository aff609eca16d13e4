import { queryOptions } from '@tanstack/react-query'
import type { DisplayPairing } from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'

/** GET /customer-display/pairing: the till this display shows, or a 401 when it is not paired. */
export const pairingQuery = queryOptions({
  queryKey: ['customer-display', 'pairing'] as const,
  queryFn: () => api.get<DisplayPairing>(DISPLAY_API.pairing, { overlay: false, skipGlobalHandler: true }),
  retry: false,
  staleTime: Infinity,
})
