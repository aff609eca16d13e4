import { POS_MESSAGES, type SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { markAuditReplay, recordAudit } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import { assertSameRequest, clientSaleId, IDEMPOTENCY_TTL_MS, replay, requestHash } from './idempotency.ts'
import * as repo from './repository.ts'
import { createSaleWriter } from './sale-writer.ts'
import type { PosDeps } from './service.ts'
import type { SaleInCents } from './wire.ts'

const saleCreated = (order: { id: number; key: string }): SaleCreatedResponse => ({
  message: POS_MESSAGES.saleSaved,
  id: order.id,
  key: order.key,
})

/** The sale: order, lines, stock through the stock service and payment, in one transaction. */
export function createSaleService(deps: PosDeps) {
  const { db, contacts, tills, buyback, payments, printing } = deps
  const writeSale = createSaleWriter(deps)

  /**
   * The first answer to a retry, when this key was used before; the first call sold and wrote the audit
   * event, this one changes nothing. A UUID key is the till's client id (issue 18), kept in client_sales
   * alone (0024): a sale replayed to /offline-sales after this /sale's answer was lost is answered too.
   */
  async function earlierAnswer(
    auth: Auth,
    key: string,
    clientId: string | null,
    hash: string,
  ): Promise<SaleCreatedResponse | null> {
    if (clientId === null) {
      const stored = await repo.findIdempotencyKey(db, auth.user.id, key)
      if (!stored) return null
      const answer = replay(stored, hash)
      markAuditReplay()
      return answer
    }
    const stored = await repo.findClientSale(db, clientId)
    if (!stored) return null
    const response = saleCreated({ id: stored.order_id, key: stored.key })
    // The same member of staff sending the same id with another cart is refused, as any reused key is.
    if (stored.request_hash && stored.user_id === auth.user.id) assertSameRequest(stored.request_hash, hash)
    markAuditReplay()
    return response
  }

  return {
    /**
     * POST /sale. One transaction writes the order and its lines, moves the stock through the stock
     * service and records the payment; the Idempotency-Key is claimed in the same transaction, so a
     * retried checkout gets the first answer and is never sold twice. A key that is a UUID is the till's
     * client id (issue 18), recorded in client_sales in the same transaction.
     */
    async sale(
      auth: Auth,
      sale: SaleInCents,
      rawBody: unknown,
      idempotencyKey: string | null,
      tillId: number | null = null,
    ): Promise<SaleCreatedResponse> {
      const hash = requestHash(rawBody)
      const clientId = clientSaleId(idempotencyKey)
      // Trade-in (issue 29, item 7): checked and its signature stored before the transaction; removed on failure.
      const tradeIn = await buyback.prepareTradeIn(sale.tradeIn)
      // A retry is not looked up first (one query less for every sale, issue 35): it fails on the key's
      // unique index in the transaction, or earlier on a check the catalogue no longer passes, and the
      // catch below answers it with the first sale.
      try {
        if (sale.customer_id !== null && !(await contacts.customerExists(sale.customer_id))) {
          throw ValidationError.field('customer_id', POS_MESSAGES.unknownCustomer)
        }
        const till = await tills.terminal(tillId)
        const answer = await db.transaction().execute(async (trx) => {
          // The till's open session (a 409 when the setting requires one and there is none): the sale books
          // its cash to that drawer.
          const session = await tills.sessionForSale(trx, till)
          const { order } = await writeSale(trx, auth, sale, till.pos, session, null, async ({ order, audit }) => {
            // Stored with the sale, in its transaction: the same key sent twice at once writes one sale, as
            // the second one fails here on the unique index and its whole transaction is undone.
            const now = nowIso()
            if (clientId) {
              await repo.insertClientSale(trx, {
                client_id: clientId,
                order_id: order.id,
                till_id: till.tillId,
                user_id: auth.user.id,
                offline: 0,
                sold_at: now,
                received_at: now,
                price_changes: '[]',
                request_hash: hash,
              })
            } else if (idempotencyKey) {
              await repo.storeIdempotencyKey(trx, {
                user_id: auth.user.id,
                key: idempotencyKey,
                request_hash: hash,
                response: JSON.stringify(saleCreated(order)),
                created_at: now,
              })
            }
            await recordAudit(trx, { entity: 'order', entityId: order.id, action: 'sold', after: audit })
          })
          // Issue 33: the receipt prints by itself at a till whose printer prints always, and the drawer opens
          // for cash. Queued in this transaction: a sale undone prints nothing, a sale kept is never lost.
          if (till.tillId !== null) {
            const cash = await payments.paidCash(trx, order.id)
            await printing.saleReceipt(trx, {
              orderId: order.id,
              key: order.key,
              tillId: till.tillId,
              cashPaid: cash.amount > 0,
            })
          }
          return saleCreated(order)
        })
        // Now and then, forget keys no retry will use again.
        if (idempotencyKey && answer.id % 100 === 0) await repo.purgeIdempotencyKeys(db, isoInMs(-IDEMPOTENCY_TTL_MS))
        return answer
      } catch (error) {
        await tradeIn?.discard()
        // A retry, or the same key sent twice at once (the second hit the unique index once the first had
        // committed), or the till's replay to /offline-sales stored the same client id first.
        if (idempotencyKey) {
          const earlier = await earlierAnswer(auth, idempotencyKey, clientId, hash)
          if (earlier) return earlier
        }
        throw error
      }
    },
  }
}
