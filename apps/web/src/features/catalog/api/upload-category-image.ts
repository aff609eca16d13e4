import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function uploadCategoryImage({ id, file }: ImageUpload): Promise<MessageResponse & { image: string }> {
  return postImage<MessageResponse & { image: string }>(`/category-image/${id}`, file)
}

export const useUploadCategoryImage = invalidatingMutation(uploadCategoryImage, [categoriesQueryKey])
