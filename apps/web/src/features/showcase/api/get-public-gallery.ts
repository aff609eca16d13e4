import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicGalleryItem } from '@counterpart/domain/schemas/showcase'
import { api } from '../../../lib/api.ts'

export const publicGalleryQuery = queryOptions({
  queryKey: ['/get-gallery-items'] as const,
  queryFn: async () => (await api.get<{ items: PublicGalleryItem[] }>('/get-gallery-items')).items,
})

/** GET /api/get-gallery-items: the repair gallery for visitors. */
export function usePublicGallery() {
  return useQuery(publicGalleryQuery)
}
