import { amountText } from '@counterpart/domain/money'
import { isStoredValue, TENDER_MESSAGES } from '@counterpart/domain/schemas/tenders'
import type { Kysely } from 'kysely'
import { dueAfterPayment, linesCost, saleTotals, totalsMismatches } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES, totalsErrors } from '@counterpart/domain/schemas/pos'
import { tradeInSplit } from '@counterpart/domain/schemas/trade-in'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { StockMove } from '../inventory/stock-service.ts'
import type { SettingsService } from '../settings/service.ts'
import { priceLines, type SaleLine } from './sale-lines.ts'
import { sellUnits, unitsOfLines, type UnitConflict } from './sale-units.ts'
import type { PosDeps } from './service.ts'
import { cashOf, checkTenders } from '../credit/tender-service.ts'
import { saleAudit, type SaleInCents } from './wire.ts'

type Db = Kysely<Database>
export type PosSettings = Awaited<ReturnType<SettingsService['get']>>['pos']

/** A sale made offline and replayed (issue 18): when the till sold it. */
export interface OfflineWrite {
  /** The order and its payments are dated then (ISO UTC). */
  soldAt: string
}

export interface WrittenSale {
  order: { id: number; key: string }
  /** What the audit event keeps of the sale. */
  audit: Record<string, unknown>
  lines: SaleLine[]
  /** The stock it took, for the conflicts an offline sale may leave. */
  moves: StockMove[]
  /** Units an offline sale handed over that the server could not mark sold (issue 29): reviewed. */
  unitConflicts: UnitConflict[]
}

/**
 * Writes a sale in the caller's transaction: order, lines, payments, then `alongside` (the caller's own rows
 * of the sale), then the kept counts and the stock through the stock service.
 * Shared by POST /sale and POST /offline-sales. An offline sale keeps the till's prices, is dated when it
 * was sold and never refused for stock (it was handed over already); an online one is refused a price the
 * catalogue no longer has and, with overSelling, stock that is not there.
 */
export function createSaleWriter({ stock, orders, payments, buyback, tills, devices, storedValue }: PosDeps) {
  return async function writeSale(
    trx: Db,
    auth: Auth,
    sale: SaleInCents,
    pos: PosSettings,
    session: number | null,
    offline: OfflineWrite | null = null,
    alongside?: (sale: Omit<WrittenSale, 'moves' | 'unitConflicts'>) => Promise<void>,
  ): Promise<WrittenSale> {
    const lines = await priceLines(trx, sale, { tillPrices: offline !== null })
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
    // What the sale's own payment covers: its total less a trade-in's value (issue 29, item 7; the total itself).
    const payable = tradeInSplit(totals.totalAmount, sale.tradeIn?.cost ?? 0).net
    const entered = sale.enterAmount
    // Paid in several ways (issue 31): stored value needs the till online; the tenders pay the whole
    // (a live sale) or part of it (on account), and the cash handed over covers the cash tender only.
    const tenders = sale.tenders ?? null
    if (tenders && offline !== null && tenders.some((tender) => isStoredValue(tender.gateway))) {
      throw ValidationError.field('tenders', TENDER_MESSAGES.offline)
    }
    const paidByTenders = tenders
      ? await checkTenders(tenders, payable, sale.method, sale.customer_id, () => storedValue.currencyIn(trx))
      : 0
    const cashDue = tenders ? cashOf(tenders) : payable
    if (sale.method && entered > 0 && entered < cashDue) {
      throw ValidationError.field('enterAmount', POS_MESSAGES.enteredTooLittle(amountText(cashDue)))
    }
    // The units the lines name by IMEI or serial (issue 29): an unknown one is refused before anything is written.
    const units = await unitsOfLines(trx, devices, lines, offline !== null)
    const cost = linesCost(lines.map((line) => ({ cost: Number(line.cost ?? 0), qty: line.qty ?? 0 })))
    const at = offline?.soldAt ?? nowIso()
    const dueDate = sale.method ? null : (sale.dueDate ?? at.slice(0, 10))
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
      lines.map(({ type: _type, catalogPrice: _catalogPrice, offSale: _offSale, unit: _unit, ...line }) => line),
      at,
      'later',
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
    for (const line of lines) if (line.custom_product_id) await buyback.markSold(trx, line.custom_product_id, order.id)
    // Each unit a line names is sold with a guarded update: a second sale of it is refused (409).
    const unitSale = await sellUnits(trx, devices, units.named, order.id, offline !== null)

    // Trade-in at the counter (issue 29, item 7): the handed-in device is bought here and pays part of the sale.
    const tradeIn = await buyback.takeTradeIn(trx, {
      tradeIn: sale.tradeIn,
      order,
      at,
      session,
      total: totals.totalAmount,
      user: auth.user,
      offline: offline !== null,
    })
    const kind = { id: order.id, kind: 'salling' as const }
    const base = { gateway: sale.gateway, note: sale.note, user_id: auth.user.id, session_id: session, at }
    if (tenders) {
      // One payment per tender, then what is still owed on account; stored value is taken off its balance
      // here, so a refusal (not enough left) undoes the whole sale.
      for (const tender of tenders) {
        await payments.recordWithoutId(trx, kind, {
          ...base,
          gateway: tender.gateway,
          paid: true,
          live: true,
          amount: tender.amount,
        })
      }
      const owed = payable - paidByTenders
      if (owed > 0)
        await payments.recordWithoutId(trx, kind, { ...base, paid: false, live: false, amount: owed, dueDate })
      await storedValue.take(trx, tenders, {
        orderId: order.id,
        customerId: sale.customer_id,
        userId: auth.user.id,
        sessionId: session,
        at,
      })
    } else if (sale.method) {
      if (payable > 0) await payments.recordWithoutId(trx, kind, { ...base, paid: true, live: true, amount: payable })
    } else {
      // On credit: what was handed over now is paid, the rest is pending until the due date.
      const due = dueAfterPayment(entered, payable)
      const paidNow = payable - due
      if (paidNow > 0) await payments.recordWithoutId(trx, kind, { ...base, paid: true, live: true, amount: paidNow })
      if (due > 0)
        await payments.recordWithoutId(trx, kind, { ...base, paid: false, live: false, amount: due, dueDate })
    }
    // With a till session, the cash the sale left in its drawer.
    if (session !== null) {
      const cash = await payments.paidCash(trx, order.id)
      await tills.recordCash(trx, { sessionId: session, kind: 'sale', ...cash, orderId: order.id, user: auth.user })
    }
    const due = sale.method ? 0 : tenders ? payable - paidByTenders : dueAfterPayment(entered, payable)
    const audit = {
      ...saleAudit({
        key: order.key,
        totalAmount: totals.totalAmount,
        due,
        gateway: sale.gateway,
        customer_id: sale.customer_id,
        lines,
        tenders,
      }),
      ...(unitSale.sold.length ? { devices: unitSale.sold } : {}),
      // The sale's one audit event names its trade-in (the buy-back and unit it made).
      ...(tradeIn ? { tradeIn } : {}),
    }
    await alongside?.({ order, audit, lines })
    // Last, the rows every till's sales share: the kept counts and the stock rows stay locked from here to
    // the commit only, so two tills selling the same product wait for each other as little as can be
    // (issue 35). overSelling ('Disable Item (at zero qty)') forbids selling what is not there: a 409 that
    // undoes everything above. An offline sale already left the shop: its stock may go below zero (a stock
    // conflict, issue 18).
    await orders.recordNewSaleKeptCounts(trx, order.id, at, lines)
    await stock.move(trx, moves, { allowNegative: offline !== null || !pos.overSelling })
    return { order, audit, lines, moves, unitConflicts: [...units.conflicts, ...unitSale.conflicts] }
  }
}
