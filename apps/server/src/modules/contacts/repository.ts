import type { Insertable, Kysely, Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { CustomerTable, Database, SupplierTable } from '../../db/schema.ts'
import { NEWEST_FIRST, paginateSearch, sortableColumns } from '../../platform/paging.ts'

type Db = Kysely<Database>

const CONTACT_SORT = sortableColumns('id', 'firstName', 'lastName', 'phone', 'email', 'created_at')

// ---- customers --------------------------------------------------------------------------------------

export function listCustomers(db: Db, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('customers').selectAll()
  return paginateSearch(query, dialect, paging, ['firstName', 'lastName', 'phone', 'email'], {
    sortable: CONTACT_SORT,
    ...NEWEST_FIRST,
  })
}

export function findCustomer(db: Db, id: number) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertCustomer(db: Db, customer: Insertable<CustomerTable>): Promise<number> {
  const row = await db.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateCustomer(db: Db, id: number, change: Updateable<CustomerTable>): Promise<boolean> {
  const result = await db.updateTable('customers').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customers').where('id', '=', id).execute()
}

export async function customerHasOrders(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('orders').select('id').where('customer_id', '=', id).limit(1).executeTakeFirst()) !== undefined
  )
}

/** The customer's payments, newest first, with the order each belongs to; a removed order's count nowhere. */
export function customerPayments(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'orders.id as order_id',
      'orders.key as order_key',
      'orders.totalAmount as order_totalAmount',
      'orders.salling as order_salling',
      'orders.refunding as order_refunding',
      'orders.purchasing as order_purchasing',
      'payments.gateway',
      'payments.status',
      'payments.method',
      'payments.type',
      'payments.amount',
      'payments.note',
      'payments.dueDate',
      'payments.created_at',
      'payments.updated_at',
    ])
    .where('orders.customer_id', '=', customerId)
    .where('orders.deleted_at', 'is', null)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute()
}

/** What the POS customer picker lists. */
export function posCustomers(db: Db, limit: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName', 'phone', 'email'])
    .orderBy('firstName')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** The till's offline snapshot (issue 18): names and phones after `after`, in id order (keyset pages). */
export function customersAfter(db: Db, after: number, limit: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName', 'phone'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute()
}

// ---- suppliers --------------------------------------------------------------------------------------

const SUPPLIER_SORT = { ...CONTACT_SORT, company: 'company' }

export function listSuppliers(db: Db, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('suppliers').selectAll()
  return paginateSearch(query, dialect, paging, ['firstName', 'lastName', 'company', 'phone', 'email'], {
    sortable: SUPPLIER_SORT,
    ...NEWEST_FIRST,
  })
}

export function findSupplier(db: Db, id: number) {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertSupplier(db: Db, supplier: Insertable<SupplierTable>): Promise<number> {
  const row = await db.insertInto('suppliers').values(supplier).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateSupplier(db: Db, id: number, change: Updateable<SupplierTable>): Promise<boolean> {
  const result = await db.updateTable('suppliers').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteSupplier(db: Db, id: number): Promise<void> {
  // The product links go with it (they are links, not records); products themselves stay.
  await db.deleteFrom('product_suppliers').where('supplier_id', '=', id).execute()
  await db.deleteFrom('suppliers').where('id', '=', id).execute()
}

export async function supplierHasOrders(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('orders').select('id').where('supplier_id', '=', id).limit(1).executeTakeFirst()) !== undefined
  )
}

/** The products a supplier supplies. */
export function suppliedProducts(db: Db, supplierId: number, limit: number) {
  return db
    .selectFrom('product_suppliers')
    .innerJoin('products', 'products.id', 'product_suppliers.product_id')
    .leftJoin('warehouses', 'warehouses.id', 'products.warehouseSaleFrom')
    .select([
      'products.id',
      'products.name',
      'products.sku',
      'products.barcode',
      'products.type',
      'products.unitOfMeasure',
      'products.warehouseSaleFrom',
      'warehouses.name as warehouseName',
      'products.cost',
    ])
    .where('product_suppliers.supplier_id', '=', supplierId)
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(limit)
    .execute()
}
