import { queryOptions } from '@tanstack/react-query'
import type { DisplayPairing } from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'
import { isApiError } from '../../../lib/api-error.ts'

/** GET /customer-display/pairing: the till this display shows, or a 404 when it is not paired. */
export const pairingQuery = queryOptions({
  queryKey: ['customer-display', 'pairing'] as const,
  queryFn: () => api.get<DisplayPairing>(DISPLAY_API.pairing, { overlay: false, skipGlobalHandler: true }),
  // Not paired (404) is an answer; anything else (the server restarting, the network down) is tried again.
  retry: (_count, error) => !(isApiError(error) && error.status === 404),
  retryDelay: 3000,
  staleTime: Infinity,
})
