import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { galleryQueryKey } from './get-gallery.ts'
import { publicGalleryQuery } from './get-public-gallery.ts'

export function deleteGalleryItem(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/gallery/${id}`)
}

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicGalleryQuery.queryKey }),
      ]),
  })
}
