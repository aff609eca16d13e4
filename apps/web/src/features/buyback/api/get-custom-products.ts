import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/custom-product, read by the Buy From Customer table. */
export const CUSTOM_PRODUCT_LIST_PATH = '/custom-product'

/** Every list page and every single item bought from a customer. */
export const customProductsQueryKey = listQueryKey(CUSTOM_PRODUCT_LIST_PATH)
