import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { GalleryItem } from '@counterpart/domain/schemas/showcase'
import { api } from '../../../lib/api.ts'
import { galleryQueryKey } from './get-gallery.ts'
import { publicGalleryQuery } from './get-public-gallery.ts'

export function createGalleryItem({ title, image }: { title: string; image: File }) {
  const form = new FormData()
  form.append('title', title)
  form.append('image', image)
  return api.post<{ message: string; updated: GalleryItem }>('/gallery', form)
}

export const useCreateGalleryItem = invalidatingMutation(createGalleryItem, [
  galleryQueryKey,
  publicGalleryQuery.queryKey,
])
