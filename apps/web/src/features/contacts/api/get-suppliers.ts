import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/supplier, read by the SuppliersList table. */
export const SUPPLIER_LIST_PATH = '/supplier'

/** Every supplier list page and every single supplier. */
export const suppliersQueryKey = listQueryKey(SUPPLIER_LIST_PATH)
