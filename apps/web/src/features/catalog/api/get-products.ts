import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/products, read by the ProductsList table. */
export const PRODUCT_LIST_PATH = '/products'

/** Every products list page and every single product (the detail keys start the same way). */
export const productsQueryKey = listQueryKey(PRODUCT_LIST_PATH)
