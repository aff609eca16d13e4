import { POS_MESSAGES, type SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { markAuditReplay, recordAudit } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { isoInMs, nowIso } from '../../platform/time.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { clientSaleId, IDEMPOTENCY_TTL_MS, replay, requestHash } from './idempotency.ts'
import * as repo from './repository.ts'
import { createSaleWriter } from './sale-writer.ts'
import type { PosDeps } from './service.ts'
import type { SaleInCents } from './wire.ts'

/** The sale: order, lines, stock through the stock service and payment, in one transaction. */
export function createSaleService(deps: PosDeps) {
  const { db, settings, contacts, tills } = deps
  const writeSale = createSaleWriter(deps)

  /** The first answer to a retry: the first call sold and wrote the audit event, this one changes nothing. */
  function replayed(stored: { request_hash: string; response: string }, hash: string): SaleCreatedResponse {
    const answer = replay(stored, hash)
    markAuditReplay()
    return answer
  }

  /**
   * A sale the till's client id was stored with (issue 18), when this key is one: the till replayed it to
   * /offline-sales after this /sale's answer was lost, so it is answered, not sold again.
   */
  async function storedClientSale(clientId: string | null): Promise<SaleCreatedResponse | null> {
    const stored = clientId ? await repo.findClientSale(db, clientId) : undefined
    if (!stored) return null
    markAuditReplay()
    return { message: POS_MESSAGES.saleSaved, id: stored.order_id, key: stored.key }
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
      if (idempotencyKey) {
        const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
        if (stored) return replayed(stored, hash)
        const sold = await storedClientSale(clientId)
        if (sold) return sold
      }
      if (sale.customer_id !== null && !(await contacts.customerExists(sale.customer_id))) {
        throw ValidationError.field('customer_id', POS_MESSAGES.unknownCustomer)
      }
      const till = await tills.terminal(tillId)
      const { pos } = await settings.get()
      try {
        const answer = await db.transaction().execute(async (trx) => {
          // The till's open session (a 409 when the setting requires one and there is none): the sale books
          // its cash to that drawer.
          const session = await tills.sessionForSale(trx, till)
          const { order, audit } = await writeSale(trx, auth, sale, pos, session)
          const response: SaleCreatedResponse = { message: POS_MESSAGES.saleSaved, id: order.id, key: order.key }
          // Stored with the sale, in its transaction: the same key sent twice at once writes one sale, as
          // the second one fails here on the unique index and its whole transaction is undone.
          if (idempotencyKey) {
            const now = nowIso()
            await repo.storeIdempotencyKey(trx, {
              user_id: auth.user.id,
              key: idempotencyKey,
              request_hash: hash,
              response: JSON.stringify(response),
              created_at: now,
            })
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
              })
            }
          }
          await recordAudit(trx, { entity: 'order', entityId: order.id, action: 'sold', after: audit })
          return response
        })
        // Now and then, forget keys no retry will use again.
        if (idempotencyKey && answer.id % 100 === 0) await repo.purgeIdempotencyKeys(db, isoInMs(-IDEMPOTENCY_TTL_MS))
        return answer
      } catch (error) {
        // The same key sent twice at once: the second hit the unique index once the first had committed,
        // or the till's replay to /offline-sales stored the same client id first.
        if (idempotencyKey && isUniqueViolation(error)) {
          const stored = await repo.findIdempotencyKey(db, auth.user.id, idempotencyKey)
          if (stored) return replayed(stored, hash)
          const sold = await storedClientSale(clientId)
          if (sold) return sold
        }
        throw error
      }
    },
  }
}
