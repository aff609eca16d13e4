import { lineSubTotal, linesCost, refundTotals, totalsMismatches } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES, REFUND_LABELS, totalsErrors, type SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { STORE_CREDIT_GATEWAY, TENDER_MESSAGES } from '@counterpart/domain/schemas/tenders'
import { recordAudit } from '../../platform/audit.ts'
import { AppError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { StockMove } from '../inventory/stock-service.ts'
import * as repo from './repository.ts'
import type { PosDeps } from './service.ts'
import { parseJson, refundAudit, type RefundInCents, type ReturnableSale } from './wire.ts'

/** The refund: the sale it returns (confirm-sale) and the refund order with stock and money back. */
export function createRefundService({
  db,
  dialect,
  stock,
  orders,
  payments,
  buyback,
  contacts,
  tills,
  devices,
  storedValue,
  printing,
}: PosDeps) {
  return {
    /** POST /confirm-sale: the sale a refund returns, with what may still come back of each line. */
    async confirmSale(trx: string): Promise<ReturnableSale> {
      const sale = await repo.findSaleByKey(db, trx.trim())
      if (!sale || sale.salling !== 1 || sale.deleted_at) {
        throw new AppError(404, POS_MESSAGES.saleNotFound, { trx: [POS_MESSAGES.saleNotFound] })
      }
      const [items, refunded, customer, tradeIn] = await Promise.all([
        repo.saleItemsWithReturned(db, sale.id),
        repo.refundedTotal(db, sale.id),
        sale.customer_id === null ? undefined : contacts.findCustomer(sale.customer_id),
        // A trade-in stays the shop's on a refund (issue 29, item 7): the refund screen says so.
        orders.tradeInOf(sale.id),
      ])
      return { sale, items, refunded, customer: customer ?? null, tradeIn: tradeIn !== undefined }
    },

    /**
     * POST /sale-return: a refund order pointing at its sale, the stock back through the stock service,
     * the money paid back (a debit payment). The sale row is locked first, so two refunds of one sale
     * are checked one after the other and together never return more than was sold.
     */
    async saleReturn(auth: Auth, input: RefundInCents, tillId: number | null = null): Promise<SaleCreatedResponse> {
      const till = await tills.terminal(tillId)
      const order = await db.transaction().execute(async (trx) => {
        const session = await tills.sessionForSale(trx, till)
        const sale = await repo.findSaleHeader(trx, dialect, input.parent_id, true)
        if (!sale || sale.salling !== 1 || sale.deleted_at)
          throw ValidationError.field('parent_id', POS_MESSAGES.saleNotFound)
        // Store credit is given to the sale's customer (issue 31, item 2): a walk-in sale has none.
        if (input.gateway === STORE_CREDIT_GATEWAY && sale.customer_id === null) {
          throw ValidationError.field('gateway', TENDER_MESSAGES.refundCreditNeedsCustomer)
        }
        const soldItems = await repo.saleItemsWithReturned(trx, sale.id)
        const byId = new Map(soldItems.map((item) => [item.id, item]))
        const wanted = new Map<number, number>()
        const errors: Record<string, string[]> = {}
        input.items.forEach((item, index) => {
          const sold = byId.get(item.id)
          if (!sold) {
            errors[`items.${index}.id`] = [POS_MESSAGES.notOnSale]
            return
          }
          const total = (wanted.get(item.id) ?? 0) + item.qty
          wanted.set(item.id, total)
          const returnable = Math.max(0, sold.qty - Number(sold.returned))
          if (total > returnable) errors[`items.${index}.qty`] = [POS_MESSAGES.qtyOverSold(returnable)]
        })
        if (Object.keys(errors).length) throw new ValidationError(errors)

        const lines = [...wanted].map(([id, qty]) => ({ sold: byId.get(id) as (typeof soldItems)[number], qty }))
        const refundable = sale.totalAmount - (await repo.refundedTotal(trx, sale.id))
        const totals = refundTotals({
          items: lines.map(({ sold, qty }) => ({ price: sold.price, qty, discount: sold.discount })),
          taxRate: sale.taxRate,
          discountRate: sale.discountRate,
          taxIncluded: sale.taxIncluded === 1,
          refundableTotal: Math.max(0, refundable),
        })
        const mismatches = totalsErrors(
          totalsMismatches({ ...input, discountedAmount: input.discountedAmount ?? input.discountAmount }, totals),
          REFUND_LABELS,
        )
        // The spec's payload names it discountAmount: the error names the field the terminal sent.
        if (input.discountedAmount === undefined && mismatches.discountedAmount) {
          mismatches.discountAmount = mismatches.discountedAmount
          delete mismatches.discountedAmount
        }
        if (Object.keys(mismatches).length) throw new ValidationError(mismatches)

        const cost = linesCost(lines.map(({ sold, qty }) => ({ cost: sold.cost, qty })))
        const refund = await orders.create(
          trx,
          {
            user_id: auth.user.id,
            customer_id: sale.customer_id,
            parent_id: sale.id,
            refunding: 1,
            totalItems: totals.totalItems,
            subTotal: totals.subTotal,
            discountRate: sale.discountRate,
            discountedAmount: totals.discountedAmount,
            taxRate: sale.taxRate,
            taxAmount: totals.taxAmount,
            taxIncluded: sale.taxIncluded,
            shippingAmount: 0,
            totalAmount: totals.totalAmount,
            cost,
            // The profit the sale made on these lines, taken back.
            profit: totals.totalAmount - totals.taxAmount - cost,
            method: 1,
            dueDate: null,
            saleNote: input.note,
            session_id: session,
          },
          lines.map(({ sold, qty }) => ({
            product_id: sold.product_id,
            custom_product_id: sold.custom_product_id,
            parent_item_id: sold.id,
            name: sold.name,
            sku: sold.sku,
            barcode: sold.barcode,
            qty,
            price: sold.price,
            cost: sold.cost,
            discount: sold.discount,
            subTotal: lineSubTotal({ price: sold.price, qty, discount: sold.discount }),
            imei: sold.imei,
            sNumber: sold.sNumber,
            variant: sold.variant,
            warehouse_id: sold.warehouse_id,
            data: sold.data,
          })),
        )
        // The goods go back where they were sold from; services and items bought from customers held no stock.
        const moves: StockMove[] = lines
          .filter(({ sold }) => sold.product_id !== null && parseJson(sold.data).type !== 'Service')
          .map(({ sold, qty }) => ({
            product_id: sold.product_id as number,
            warehouse_id: sold.warehouse_id,
            delta: qty,
            reason: 'refund',
            order_id: refund.id,
            user_id: auth.user.id,
          }))
        moves.sort((a, b) => a.product_id - b.product_id || (a.warehouse_id ?? 0) - (b.warehouse_id ?? 0))
        await stock.move(trx, moves, { allowNegative: true })
        // An item bought from a customer that comes back is for sale again.
        for (const { sold } of lines)
          if (sold.custom_product_id) await buyback.markNotSold(trx, sold.custom_product_id, refund.id)
        // A unit a line sold comes back too (issue 29): the shop's again, Returned, for sale again.
        const unitsBack = []
        for (const { sold } of lines) {
          if (sold.product_id === null || (!sold.imei && !sold.sNumber)) continue
          const back = await devices.productUnitRefunded(trx, {
            saleId: sale.id,
            refundId: refund.id,
            productId: sold.product_id,
            imei: sold.imei,
            sNumber: sold.sNumber,
          })
          if (back) unitsBack.push(back)
        }
        // What the customer still owed on the sale is cancelled first; only money they paid above the
        // sale's new total is paid out (docs/decisions.md, Refunds of sales on credit).
        const settlement = await payments.settleRefund(trx, {
          saleId: sale.id,
          refundId: refund.id,
          amount: totals.totalAmount,
          gateway: input.gateway,
          note: input.note,
          user_id: auth.user.id,
          session_id: session,
        })
        if (settlement.cancelled > 0) await repo.setCancelledDue(trx, refund.id, settlement.cancelled)
        // Paid out as stored value (issue 31): onto the customer's store credit or back onto a gift card.
        if (settlement.paidOut > 0) {
          await storedValue.giveBack(trx, [{ gateway: input.gateway, amount: settlement.paidOut, code: input.code }], {
            orderId: refund.id,
            customerId: sale.customer_id,
            userId: auth.user.id,
            sessionId: session,
            at: nowIso(),
          })
        }
        // The cash paid out of the till's drawer, with a session (negative: money out).
        const cash = await payments.paidCash(trx, refund.id)
        if (session !== null) {
          await tills.recordCash(trx, {
            sessionId: session,
            kind: 'refund',
            ...cash,
            orderId: refund.id,
            user: auth.user,
          })
        }
        // Issue 33: its receipt prints by itself where the till prints always; cash paid back opens the drawer.
        await printing.autoPrint(trx, {
          tillId: till.tillId,
          cash: cash.amount !== 0,
          slips: [{ kind: 'refund', documentId: refund.id, label: `refund ${refund.key}` }],
        })
        await recordAudit(trx, {
          entity: 'order',
          entityId: refund.id,
          action: 'refunded',
          after: {
            ...refundAudit({
              key: refund.key,
              sale_id: sale.id,
              totalAmount: totals.totalAmount,
              paidOut: settlement.paidOut,
              cancelledDue: settlement.cancelled,
              gateway: input.gateway,
              lines,
            }),
            ...(unitsBack.length ? { devices: unitsBack } : {}),
          },
        })
        return refund
      })
      return { message: POS_MESSAGES.refundSaved, id: order.id, key: order.key }
    },
  }
}
