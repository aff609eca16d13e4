import { useMutation } from '@tanstack/react-query'
import type { TrackStockResponse } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'

export function trackStock(key: string): Promise<TrackStockResponse> {
  // An unknown SKU is a 422 whose message the page shows under the SKU field itself.
  return api.post<TrackStockResponse>('/track-stock', { key }, { skipGlobalHandler: [422] })
}

export function useTrackStock() {
  return useMutation({ mutationFn: trackStock })
}
