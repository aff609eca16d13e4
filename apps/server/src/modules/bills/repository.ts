import type { Insertable, Kysely, Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { NEWEST_FIRST, paginateSearch, sortableColumns } from '../../platform/paging.ts'

type NewBill = Insertable<Database['bills']>
type NewBillItem = Omit<Insertable<Database['bill_items']>, 'id' | 'bill_id' | 'position'>

export function findBill(db: Kysely<Database>, id: number) {
  return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findBillItems(db: Kysely<Database>, billId: number) {
  return db
    .selectFrom('bill_items')
    .select(['name', 'imei', 'sNumber', 'qty', 'price'])
    .where('bill_id', '=', billId)
    .orderBy('position')
    .execute()
}

export async function insertBill(db: Kysely<Database>, bill: NewBill): Promise<number> {
  const row = await db.insertInto('bills').values(bill).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateBill(
  db: Kysely<Database>,
  id: number,
  change: Omit<Updateable<Database['bills']>, 'id' | 'created_at' | 'created_by'>,
): Promise<boolean> {
  const result = await db.updateTable('bills').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Replaces the bill's lines with these, in this order. */
export async function replaceBillItems(db: Kysely<Database>, billId: number, items: NewBillItem[]): Promise<void> {
  await db.deleteFrom('bill_items').where('bill_id', '=', billId).execute()
  if (items.length === 0) return
  await db
    .insertInto('bill_items')
    .values(items.map((item, position) => ({ ...item, bill_id: billId, position })))
    .execute()
}

export async function deleteBill(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('bill_items').where('bill_id', '=', id).execute()
  const result = await db.deleteFrom('bills').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

const BILL_SORT = sortableColumns('created_at', 'name', 'date', 'charges', 'taxRate', 'totalAmount', 'id')

export function listBills(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db
    .selectFrom('bills')
    .select(['id', 'name', 'date', 'time', 'charges', 'taxRate', 'totalAmount', 'created_at'])
  return paginateSearch(query, dialect, paging, ['name', 'description', 'date'], {
    sortable: BILL_SORT,
    ...NEWEST_FIRST,
  })
}
