import { apiUrl } from '../../../lib/api.ts'

/** GET /api/products/export: every product of the list's category and search, as a CSV download. */
export function productExportUrl(filter: { search: string; category_id: number | null }): string {
  return apiUrl('/products/export', {
    search: filter.search || undefined,
    category_id: filter.category_id ?? undefined,
  })
}

/** GET /api/products/import/template: the header row and one example product. */
export const PRODUCT_IMPORT_TEMPLATE_URL = apiUrl('/products/import/template')
