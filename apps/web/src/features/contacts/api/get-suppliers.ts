import { listQueryKey } from '../../../components/server-data-table.tsx'

/** GET /api/supplier, read by the SuppliersList table. */
export const SUPPLIER_LIST_PATH = '/supplier'

/** Every supplier list page and every single supplier. */
export const suppliersQueryKey = listQueryKey(SUPPLIER_LIST_PATH)
