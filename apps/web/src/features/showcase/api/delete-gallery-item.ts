import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { galleryQueryKey } from './get-gallery.ts'
import { publicGalleryQuery } from './get-public-gallery.ts'

export function deleteGalleryItem(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/gallery/${id}`)
}

export const useDeleteGalleryItem = invalidatingMutation(deleteGalleryItem, [
  galleryQueryKey,
  publicGalleryQuery.queryKey,
])
