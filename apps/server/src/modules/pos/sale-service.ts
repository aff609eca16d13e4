import { amountText } from '@counterpart/domain/money'
import type { Kysely } from 'kysely'
import { dueAfterPayment, linesCost, saleTotals, totalsMismatches } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES, totalsErrors, type SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import type { StockMove } from '../inventory/stock-service.ts'
import type { SettingsService } from '../settings/service.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { IDEMPOTENCY_TTL_MS, replay, requestHash } from './idempotency.ts'
import * as repo from './repository.ts'
import { priceLines } from './sale-lines.ts'
import type { PosDeps } from './service.ts'
import type { SaleInCents } from './wire.ts'

type Db = Kysely<Database>
type PosSettings = Awaited<ReturnType<SettingsService['get']>>['pos']

/** The sale: order, lines, stock through the stock service and payment, in one transaction. */
export function createSaleService({ db, settings, stock, orders, payments, buyback, contacts, registers }: PosDeps) {
  async function writeSale(trx: Db, auth: Auth, sale: SaleInCents, pos: PosSettings, session: number | null) {
    const lines = await priceLines(trx, sale)
    if (pos.stopDiscount && sale.discountRate > 0)
      throw ValidationError.field('discountRate', POS_MESSAGES.discountNotAllowed)
    const totals = saleTotals({
      items: lines.map((line) => ({ price: Number(line.price), qty: line.qty ?? 0, discount: line.discount ?? 0 })),
      shippingAmount: sale.shippingAmount,
      taxRate: sale.taxRate,
      discountRate: sale.discountRate,
      isTaxIncluded: pos.isTaxIncluded,
      stopDiscount: pos.stopDiscount,
    })
    const mismatches = totalsErrors(totalsMismatches(sale, totals))
    if (Object.keys(mismatches).length) throw new ValidationError(mismatches)
    const entered = sale.enterAmount
    if (sale.method && entered > 0 && entered < totals.totalAmount) {
      throw ValidationError.field('enterAmount', POS_MESSAGES.enteredTooLittle(amountText(totals.totalAmount)))
    }
    const cost = linesCost(lines.map((line) => ({ cost: Number(line.cost ?? 0), qty: line.qty ?? 0 })))
    const dueDate = sale.method ? null : (sale.dueDate ?? nowIso().slice(0, 10))
    const order = await orders.create(
      trx,
      {
        user_id: auth.user.id,
        customer_id: sale.customer_id,
        salling: 1,
        totalItems: totals.totalItems,
        subTotal: totals.subTotal,
        discountRate: pos.stopDiscount ? 0 : sale.discountRate,
        discountedAmount: totals.discountedAmount,
        taxRate: sale.taxRate,
        taxAmount: totals.taxAmount,
        taxIncluded: pos.isTaxIncluded ? 1 : 0,
        shippingAmount: totals.shippingAmount,
        totalAmount: totals.totalAmount,
        cost,
        profit: totals.totalAmount - totals.taxAmount - totals.shippingAmount - cost,
        method: sale.method ? 1 : 0,
        dueDate,
        noteTitle: sale.noteTitle,
        saleNote: sale.saleNote,
        printNote: sale.printNote,
        shippingRecipient: sale.shippingRecipient,
        shippingInfo: sale.shippingInfo,
        // Kept for the receipt's Tendered and Change rows, printed again at any time later.
        enterAmount: entered,
        session_id: session,
      },
      lines.map(({ type: _type, ...line }) => line),
    )
    // Goods leave the shelf: the product's warehouseSaleFrom stock if it has one, else its basic qty.
    // Services hold no stock; items bought from customers are marked sold instead.
    const moves: StockMove[] = lines
      .filter((line) => line.product_id != null && line.type !== 'Service')
      .map((line) => ({
        product_id: line.product_id as number,
        warehouse_id: line.warehouse_id ?? null,
        delta: -(line.qty ?? 0),
        reason: 'sale',
        order_id: order.id,
        user_id: auth.user.id,
      }))
    // Rows are always locked in the same order (product, then warehouse), so two tills selling the same
    // products in a different cart order cannot deadlock on PostgreSQL.
    moves.sort((a, b) => a.product_id - b.product_id || (a.warehouse_id ?? 0) - (b.warehouse_id ?? 0))
    // overSelling ('Disable Item (at zero qty)') forbids selling what is not there: 409, nothing written.
    await stock.move(trx, moves, { allowNegative: !pos.overSelling })
    for (const line of lines) if (line.custom_product_id) await buyback.markSold(trx, line.custom_product_id)

    const kind = { id: order.id, kind: 'salling' as const }
    const base = { gateway: sale.gateway, note: sale.note, user_id: auth.user.id, session_id: session }
    if (sale.method) {
      if (totals.totalAmount > 0)
        await payments.record(trx, kind, { ...base, paid: true, live: true, amount: totals.totalAmount })
    } else {
      // On credit: what was handed over now is paid, the rest is pending until the due date.
      const due = dueAfterPayment(entered, totals.totalAmount)
      const paidNow = totals.totalAmount - due
      if (paidNow > 0) await payments.record(trx, kind, { ...base, paid: true, live: true, amount: paidNow })
      if (due > 0) await payments.record(trx, kind, { ...base, paid: false, live: false, amount: due, dueDate })
    }
    return order
  }

  return {
    /**
     * POST /sale. One transaction writes the order and its lines, moves the stock through the stock
     * service and records the payment; the Idempotency-Key is claimed in the same transaction, so a
     * retried checkout gets the first answer and is never sold twice.
     */
    async sale(
      auth: Auth,
      sale: SaleInCents,
      rawBody: unknown,
      idempotencyKey: string | null,
      registerId: number | null = null,
    ): Promise<SaleCreatedResponse> {
      const hash = requestHash(rawBody)
      if (idempotencyKey) {
        const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
        if (stored) return replay(stored, hash)
      }
      if (sale.customer_id !== null && !(await contacts.customerExists(sale.customer_id))) {
        throw ValidationError.field('customer_id', POS_MESSAGES.unknownCustomer)
      }
      const till = await registers.terminal(registerId)
      const { pos } = await settings.get()
      try {
        const answer = await db.transaction().execute(async (trx) => {
          // The till's open session (a 409 when the setting requires one and there is none) and, with one,
          // the cash the sale left in its drawer.
          const session = await registers.sessionForSale(trx, till)
          const order = await writeSale(trx, auth, sale, pos, session)
          if (session !== null) {
            const cash = await payments.paidCash(trx, order.id)
            await registers.recordCash(trx, {
              sessionId: session,
              kind: 'sale',
              ...cash,
              orderId: order.id,
              user: auth.user,
            })
          }
          const response: SaleCreatedResponse = { message: POS_MESSAGES.saleSaved, id: order.id, key: order.key }
          // Stored with the sale, in its transaction: the same key sent twice at once writes one sale, as
          // the second one fails here on the unique index and its whole transaction is undone.
          if (idempotencyKey) {
            await repo.storeIdempotencyKey(trx, {
              user_id: auth.user.id,
              key: idempotencyKey,
              request_hash: hash,
              response: JSON.stringify(response),
              created_at: nowIso(),
            })
          }
          return response
        })
        // Now and then, forget keys no retry will use again.
        if (idempotencyKey && answer.id % 100 === 0) await repo.purgeIdempotencyKeys(db, isoInMs(-IDEMPOTENCY_TTL_MS))
        return answer
      } catch (error) {
        // The same key sent twice at once: the second hit the unique index once the first had committed.
        if (idempotencyKey && isUniqueViolation(error)) {
          const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
          if (stored) return replay(stored, hash)
        }
        throw error
      }
    },
  }
}
