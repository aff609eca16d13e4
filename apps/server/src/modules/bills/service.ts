import { tr } from '@counterpart/domain/i18n/translate'
import type { Kysely } from 'kysely'
import { MAX_AMOUNT_CENTS } from '@counterpart/domain/cart-limits'
import { amountText } from '@counterpart/domain/money'
import { billTotals } from '@counterpart/domain/pricing/bills'
import { BILL_MESSAGES } from '@counterpart/domain/schemas/bills'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'
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
import { billAudit, type BillInCents } from './wire.ts'

interface BillsDeps {
  db: Kysely<Database>
  dialect: DialectName
}

/** The stored figures of a bill, recomputed from its lines; a total sent by the form must agree. */
function prepare(payload: BillInCents) {
  const { items } = payload
  const totals = billTotals({ charges: payload.charges, taxRate: payload.taxRate, items })
  if (totals.totalAmount > MAX_AMOUNT_CENTS)
    throw ValidationError.field('items', tr('messages:server.amountTooLarge', { amount: amountText(MAX_AMOUNT_CENTS) }))
  if (payload.totalAmount !== undefined && payload.totalAmount !== totals.totalAmount) {
    throw ValidationError.field('totalAmount', BILL_MESSAGES.totalMismatch(amountText(totals.totalAmount)))
  }
  const bill = {
    name: payload.name,
    description: payload.description,
    date: payload.date,
    time: payload.time,
    charges: payload.charges,
    taxRate: payload.taxRate,
    taxAmount: totals.taxAmount,
    subTotal: totals.subTotal,
    totalAmount: totals.totalAmount,
  }
  return { bill, items }
}

/** A bill's stored row and its lines (money in cents), or undefined when there is none. */
async function readBill(executor: Kysely<Database>, id: number): Promise<BillWithItems | undefined> {
  const bill = await findBill(executor, id)
  if (!bill) return undefined
  return { bill, items: await findBillItems(executor, id) }
}

/** A bill in its audit event, read in the change's transaction. */
async function audited(trx: Kysely<Database>, id: number) {
  const bill = await readBill(trx, id)
  if (!bill) throw new NotFoundError()
  return billAudit(bill)
}

export function createBillsService({ db, dialect }: BillsDeps) {
  return {
    list(paging: PagingQuery): Promise<Page<BillRow>> {
      return listBills(db, dialect, paging)
    },

    async get(id: number): Promise<BillWithItems> {
      const bill = await readBill(db, id)
      if (!bill) throw new NotFoundError()
      return bill
    },

    /** The bill and its lines in one transaction: both are written or neither. */
    async create(payload: BillInCents, userId: number | null): Promise<number> {
      const { bill, items } = prepare(payload)
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await insertBill(trx, { ...bill, created_by: userId, created_at: now, updated_at: now })
        await replaceBillItems(trx, id, items)
        await recordAudit(trx, { entity: 'bill', entityId: id, action: 'created', after: await audited(trx, id) })
        return id
      })
    },

    async update(id: number, payload: BillInCents): Promise<void> {
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
export type BillRow = Awaited<ReturnType<typeof listBills>>['items'][number]
export interface BillWithItems {
  bill: NonNullable<Awaited<ReturnType<typeof findBill>>>
  items: Awaited<ReturnType<typeof findBillItems>>
}
