import type { Kysely } from 'kysely'
import { amountText, fromCents, toCents } from '@counterpart/domain/money'
import { billTotals } from '@counterpart/domain/pricing/bills'
import { BILL_MESSAGES, type BillListRow, type BillPayload, type BillRecord } from '@counterpart/domain/schemas/bills'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import { MAX_AMOUNT } from '@counterpart/domain/schemas/repairs'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import {
  deleteBill,
  findBill,
  findBillItems,
  insertBill,
  listBills,
  replaceBillItems,
  updateBill,
} from './repository.ts'

interface BillsDeps {
  db: Kysely<Database>
  dialect: DialectName
}

/** The stored figures of a bill, recomputed from its lines; a total sent by the form must agree. */
function prepare(payload: BillPayload) {
  const items = payload.items.map((item) => ({ ...item, price: toCents(item.price) }))
  const totals = billTotals({ charges: toCents(payload.charges), taxRate: payload.taxRate, items })
  if (totals.totalAmount > toCents(MAX_AMOUNT))
    throw ValidationError.field('items', `The total may not be greater than ${MAX_AMOUNT}.`)
  if (payload.totalAmount !== undefined && toCents(payload.totalAmount) !== totals.totalAmount) {
    throw ValidationError.field('totalAmount', BILL_MESSAGES.totalMismatch(amountText(totals.totalAmount)))
  }
  const bill = {
    name: payload.name,
    description: payload.description,
    date: payload.date,
    time: payload.time,
    charges: toCents(payload.charges),
    taxRate: payload.taxRate,
    taxAmount: totals.taxAmount,
    subTotal: totals.subTotal,
    totalAmount: totals.totalAmount,
  }
  return { bill, items }
}

/** A bill as the API shows it (money in decimals), or undefined when there is none. */
async function readBill(executor: Kysely<Database>, id: number): Promise<BillRecord | undefined> {
  const row = await findBill(executor, id)
  if (!row) return undefined
  const items = await findBillItems(executor, id)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    date: row.date,
    time: row.time,
    charges: fromCents(row.charges),
    taxRate: Number(row.taxRate),
    taxAmount: fromCents(row.taxAmount),
    subTotal: fromCents(row.subTotal),
    totalAmount: fromCents(row.totalAmount),
    items: items.map((item) => ({ ...item, price: fromCents(item.price) })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A bill in its audit event, read in the change's transaction: the record less what the event names. */
async function audited(trx: Kysely<Database>, id: number) {
  const record = await readBill(trx, id)
  if (!record) throw new NotFoundError()
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = record
  return fields
}

export function createBillsService({ db, dialect }: BillsDeps) {
  return {
    async list(paging: PagingQuery) {
      const page = await listBills(db, dialect, paging)
      const items: BillListRow[] = page.items.map((row) => ({
        ...row,
        taxRate: Number(row.taxRate),
        charges: fromCents(row.charges),
        totalAmount: fromCents(row.totalAmount),
      }))
      return { items, total: page.total }
    },

    async get(id: number): Promise<BillRecord> {
      const record = await readBill(db, id)
      if (!record) throw new NotFoundError()
      return record
    },

    /** The bill and its lines in one transaction: both are written or neither. */
    async create(payload: BillPayload, userId: number | null): Promise<number> {
      const { bill, items } = prepare(payload)
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await insertBill(trx, { ...bill, created_by: userId, created_at: now, updated_at: now })
        await replaceBillItems(trx, id, items)
        await recordAudit(trx, { entity: 'bill', entityId: id, action: 'created', after: await audited(trx, id) })
        return id
      })
    },

    async update(id: number, payload: BillPayload): Promise<void> {
      const { bill, items } = prepare(payload)
      await db.transaction().execute(async (trx) => {
        const before = await audited(trx, id)
        if (!(await updateBill(trx, id, { ...bill, updated_at: nowIso() }))) throw new NotFoundError()
        await replaceBillItems(trx, id, items)
        const after = await audited(trx, id)
        await recordAudit(trx, { entity: 'bill', entityId: id, action: 'updated', before, after })
      })
    },

    /** Bills are not referenced by orders or payments; a bill goes with its own lines. */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await audited(trx, id)
        if (!(await deleteBill(trx, id))) throw new NotFoundError()
        await recordAudit(trx, { entity: 'bill', entityId: id, action: 'removed', before })
      })
    },
  }
}

export type BillsService = ReturnType<typeof createBillsService>
