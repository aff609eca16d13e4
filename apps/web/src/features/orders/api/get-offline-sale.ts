import { useQuery } from '@tanstack/react-query'
import type { OfflineSaleInfo } from '@counterpart/domain/schemas/offline'
import { api } from '../../../lib/api.ts'
import { isApiError } from '../../../lib/api-error.ts'

/** GET /api/orders/{id}/offline: how a sale made offline reached the server (issue 18). */
export const OFFLINE_SALE_INFO_PATH = (orderId: number) => `/orders/${orderId}/offline`

/** The offline sale's till, times and flagged prices; null for a sale made online (the server's 404). */
export function useOfflineSaleInfo(orderId: number) {
  return useQuery({
    queryKey: ['/orders', orderId, 'offline'] as const,
    queryFn: async (): Promise<OfflineSaleInfo | null> => {
      try {
        return await api.get<OfflineSaleInfo>(OFFLINE_SALE_INFO_PATH(orderId), {
          skipGlobalHandler: [404],
          overlay: false,
        })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    retry: false,
    // What a till sent never changes once stored.
    staleTime: Infinity,
  })
}
