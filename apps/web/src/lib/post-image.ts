import { api } from './api.ts'

/** What a row's image upload sends: the row and the picked file. */
export interface ImageUpload {
  id: number
  file: File
}

/** The rows' image endpoints (products, categories, custom products, shop items) take one multipart `image`. */
export function postImage<Response>(path: string, file: File): Promise<Response> {
  const form = new FormData()
  form.append('image', file)
  return api.post<Response>(path, form)
}
