import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { CustomProductInput } from '@counterpart/domain/schemas/buyback'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export interface CustomProductFiles {
  photo: File | null
  docs: File | null
  /** The stolen-device check's screenshot (issue 29), private like the ID photo. */
  checkShot?: File | null
}

/** The multipart body of the form (spec 001 §7): photo, docs and checkShot are sent only when they are files. */
export function customProductFormData(input: CustomProductInput, files: CustomProductFiles): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) form.append(name, String(value))
  }
  if (files.photo instanceof File) form.append('photo', files.photo)
  if (files.docs instanceof File) form.append('docs', files.docs)
  if (files.checkShot instanceof File) form.append('checkShot', files.checkShot)
  return form
}

export interface CreateCustomProductResponse {
  message: string
  item: { id: number }
}

/** The payout is money out: a cash payout leaves the drawer of this device's till, so the request names it. */
export function createCustomProduct({ input, files }: { input: CustomProductInput; files: CustomProductFiles }) {
  return api.post<CreateCustomProductResponse>('/custom-product', customProductFormData(input, files), {
    headers: tillHeaders(),
  })
}

export const useCreateCustomProduct = invalidatingMutation(createCustomProduct, [customProductsQueryKey])
