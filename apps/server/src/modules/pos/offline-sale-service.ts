import { amountText } from '@counterpart/domain/money'
import {
  belowCatalogue,
  dateOfflineSale,
  mayKeepOffline,
  type OfflineDating,
  type OfflineReviewReason,
  type OfflineSaleDate,
} from '@counterpart/domain/offline-sale'
import {
  OFFLINE_MESSAGES,
  OFFLINE_TEXTS,
  type OfflineReviewsQuery,
  type OfflineSaleResponse,
} from '@counterpart/domain/schemas/offline'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { markAuditReplay, recordAudit } from '../../platform/audit.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import { clientSaleId } from './idempotency.ts'
import * as repo from './repository.ts'
import * as reviews from './offline-review-repository.ts'
import type { SaleLine } from './sale-lines.ts'
import type { UnitConflict } from './sale-units.ts'
import { createSaleWriter, type PosSettings } from './sale-writer.ts'
import type { PosDeps } from './service.ts'
import { priceChangeOnWire, type SaleInCents } from './wire.ts'

/** POST /offline-sales in cents: the till's client id, when it sold, and the sale as /sale takes it. */
export interface OfflineSaleInCents {
  clientId: string
  soldAt: string
  sale: SaleInCents
}

/** A line sold at a price the catalogue no longer had when the sale arrived (cents). */
export interface StoredPriceChange {
  product_id: number
  name: string
  soldPrice: number
  catalogPrice: number
}

function parsePriceChanges(text: string): StoredPriceChange[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as StoredPriceChange[]) : []
  } catch {
    return []
  }
}

/** A refusal of the sale's fields, named as the body nests them (`sale.items.0.price`). */
function inSale(error: ValidationError): ValidationError {
  const errors = Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, texts]) => [`sale.${field}`, texts]),
  )
  return new ValidationError(errors, error.message)
}

const DATING_WORDS: Readonly<Record<Exclude<OfflineDating, 'asClaimed'>, string>> = {
  beforeContact: "before the till's last contact with the server",
  beforeSession: 'before the till session it landed in opened',
  future: 'after it reached the server',
}

/**
 * What an offline sale asks the owner to look at, as the stock conflicts do (issue 34): a time of sale
 * outside its till's window, a sale made while the till was in touch, a price below the catalogue's beyond
 * the shop's tolerance, a product off sale, no till session to land in. Each is kept, never refused.
 */
function reviewItems(sale: {
  soldAt: string
  dated: OfflineSaleDate
  outside: boolean
  lines: SaleLine[]
  pos: PosSettings
  unitConflicts: readonly UnitConflict[]
}): { reason: OfflineReviewReason; detail: string }[] {
  const items: { reason: OfflineReviewReason; detail: string }[] = []
  const { dated } = sale
  if (dated.dating !== 'asClaimed') {
    items.push({
      reason: 'dated',
      detail: `The till said ${sale.soldAt}, ${DATING_WORDS[dated.dating]}; dated ${dated.datedAt}.`,
    })
  }
  if (dated.whileOnline) {
    items.push({ reason: 'whileOnline', detail: `The till was in touch with the server at ${sale.soldAt}.` })
  }
  for (const line of sale.lines) {
    if (line.product_id == null) continue
    const sold = Number(line.price)
    if (belowCatalogue(sold, line.catalogPrice, sale.pos.offlinePriceTolerance)) {
      items.push({
        reason: 'belowCatalogue',
        detail: `${line.name}: sold at ${amountText(sold)}, catalogue ${amountText(line.catalogPrice)}.`,
      })
    }
    if (line.offSale) items.push({ reason: 'offSale', detail: `${line.name} was off sale.` })
  }
  // A unit sold meanwhile online (or on hold, or unknown): the goods are gone, the unit was left as it is.
  for (const conflict of sale.unitConflicts) {
    items.push({
      reason: 'unitConflict',
      detail: DEVICE_MESSAGES.offlineUnitConflict(conflict.line, conflict.identifier, conflict.why),
    })
  }
  if (sale.outside) {
    items.push({ reason: 'outsideSession', detail: 'No session was open on the till: on its next Z, apart.' })
  }
  return items
}

/**
 * Offline sales (issues 18 and 34, docs/offline.md): a sale a till already handed over, replayed from its
 * outbox. Stored once per client id whatever happens to the answers (client_sales' unique index decides a
 * race); refused only when no till would have kept it (mayKeepOffline) or when its fields are bad as for
 * POST /sale. Never refused for stock (a stock conflict instead), for a price or a product off sale, nor
 * for its time: dated inside its till's window, in the open session or on the next Z apart, and each of
 * these raises a review item the owner clears, as stock conflicts are.
 */
export function createOfflineSaleService(deps: PosDeps) {
  const { db, dialect, settings, contacts, tills, stockConflicts } = deps
  const writeSale = createSaleWriter(deps)

  /** The first sale stored with this client id: nothing is written now. */
  async function replayOf(stored: NonNullable<Awaited<ReturnType<typeof repo.findClientSale>>>) {
    markAuditReplay()
    return {
      message: OFFLINE_MESSAGES.saleSaved,
      id: stored.order_id,
      key: stored.key,
      replayed: true,
      stockConflicts: await stockConflicts.countOfOrder(stored.order_id),
      priceChanges: parsePriceChanges(stored.price_changes).length,
      reviews: (await reviews.reviewsOfOrder(db, stored.order_id)).length,
    } satisfies OfflineSaleResponse
  }

  /** The rule the terminal keeps sales by (mayKeepOffline): a sale it would not keep did not come from it. */
  function refuseWhatNoTillKeeps(sale: SaleInCents): void {
    if (mayKeepOffline(sale, sale)) return
    // The till keeps no items bought from customers: such a line cannot come from an offline till.
    const custom = sale.items.flatMap((item, index) => (item.custom ? [`items.${index}.id`] : []))
    if (custom.length)
      throw new ValidationError(Object.fromEntries(custom.map((at) => [`sale.${at}`, [OFFLINE_TEXTS.notCached]])))
    throw ValidationError.field('sale.gateway', OFFLINE_MESSAGES.notKeptOffline)
  }

  return {
    async offlineSale(
      auth: Auth,
      input: OfflineSaleInCents,
      idempotencyKey: string | null,
      tillId: number,
    ): Promise<OfflineSaleResponse> {
      const clientId = input.clientId.toLowerCase()
      if (clientSaleId(idempotencyKey) !== clientId) {
        throw new ValidationError({ 'Idempotency-Key': [OFFLINE_MESSAGES.keyMismatch] }, OFFLINE_MESSAGES.keyMismatch)
      }
      const stored = await repo.findClientSale(db, clientId)
      if (stored) return replayOf(stored)

      const { sale } = input
      refuseWhatNoTillKeeps(sale)
      if (sale.customer_id !== null && !(await contacts.customerExists(sale.customer_id))) {
        throw ValidationError.field('sale.customer_id', POS_MESSAGES.unknownCustomer)
      }
      await tills.terminal(tillId)
      const { pos } = await settings.get()
      const receivedAt = nowIso()
      const soldAt = new Date(input.soldAt).toISOString()
      try {
        return await db.transaction().execute(async (trx) => {
          // Never refused for when it says it sold (a till's clock can be wrong): dated inside the window in
          // which its till could have been offline, in the session open now or on the till's next Z.
          const contact = await tills.contactForOfflineSale(trx, tillId, receivedAt)
          const session = await tills.offlineSession(trx, tillId)
          const dated = dateOfflineSale(soldAt, { contact, sessionOpenedAt: session?.opened_at ?? null, receivedAt })
          const { order, audit, lines, moves, unitConflicts } = await writeSale(
            trx,
            auth,
            sale,
            pos,
            session?.id ?? null,
            {
              soldAt: dated.datedAt,
            },
          )
          const conflicts = await stockConflicts.recordShortfalls(trx, {
            order_id: order.id,
            till_id: tillId,
            moves,
          })
          const priceChanges: StoredPriceChange[] = lines
            .filter((line) => line.product_id != null && Number(line.price) !== line.catalogPrice)
            .map((line) => ({
              product_id: line.product_id as number,
              name: line.name,
              soldPrice: Number(line.price),
              catalogPrice: line.catalogPrice,
            }))
          const raised = reviewItems({ soldAt, dated, outside: session === null, lines, pos, unitConflicts }).map(
            (item) => ({
              order_id: order.id,
              till_id: tillId,
              reason: item.reason,
              detail: item.detail,
              created_at: receivedAt,
            }),
          )
          await reviews.insertReviews(trx, raised)
          // Last but the audit event: a replay racing this one fails here and its transaction is undone.
          await repo.insertClientSale(trx, {
            client_id: clientId,
            order_id: order.id,
            till_id: tillId,
            user_id: auth.user.id,
            offline: 1,
            sold_at: soldAt,
            received_at: receivedAt,
            price_changes: JSON.stringify(priceChanges),
            dated_at: dated.datedAt,
            dating: dated.dating,
            outside_session: session === null ? 1 : 0,
          })
          await recordAudit(trx, {
            entity: 'order',
            entityId: order.id,
            action: 'sold',
            after: {
              ...audit,
              offline: {
                clientId,
                till_id: tillId,
                soldAt,
                datedAt: dated.datedAt,
                session_id: session?.id ?? null,
                stockConflicts: conflicts,
                priceChanges: priceChanges.map(priceChangeOnWire),
                reviews: raised.map((item) => item.reason),
              },
            },
          })
          return {
            message: OFFLINE_MESSAGES.saleSaved,
            id: order.id,
            key: order.key,
            replayed: false,
            stockConflicts: conflicts,
            priceChanges: priceChanges.length,
            reviews: raised.length,
          }
        })
      } catch (error) {
        // Two replays of one sale at once (or its lost /sale): the other stored it first.
        if (isUniqueViolation(error)) {
          const first = await repo.findClientSale(db, clientId)
          if (first) return replayOf(first)
        }
        throw error instanceof ValidationError ? inSale(error) : error
      }
    },

    /** GET /offline-reviews: what offline sales ask the owner to look at, open or cleared, paged. */
    offlineReviews: (query: OfflineReviewsQuery) => reviews.listReviews(db, query),

    /** The owner has looked at an offline sale's review item: cleared once, with what they found. */
    async clearOfflineReview(auth: Auth, id: number, note: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const review = await reviews.lockReview(trx, dialect, id)
        if (!review) throw new NotFoundError()
        if (review.cleared_at !== null) throw new ConflictError(OFFLINE_MESSAGES.reviewAlreadyCleared)
        const cleared = await reviews.clearReview(trx, id, { cleared_at: nowIso(), cleared_by: auth.user.id, note })
        if (!cleared) throw new ConflictError(OFFLINE_MESSAGES.reviewAlreadyCleared)
        await recordAudit(trx, {
          entity: 'offline-review',
          entityId: id,
          action: 'cleared',
          before: { cleared: false },
          after: { cleared: true, reason: review.reason, order_id: review.order_id, note },
        })
      })
    },

    /**
     * The sale this user's till sent under `clientId` and heard nothing back of (its page closed mid-request):
     * stored, or 404, when the till drops it, since the cashier was never told it was sold.
     */
    async clientSale(auth: Auth, clientId: string): Promise<{ id: number; key: string }> {
      const stored = await repo.findClientSale(db, clientId.toLowerCase())
      if (!stored || stored.user_id !== auth.user.id) throw new NotFoundError(OFFLINE_MESSAGES.unknownClientSale)
      return { id: stored.order_id, key: stored.key }
    },

    /** GET /orders/{id}/offline: how a sale made offline reached the server (prices in cents); 404 for any other order. */
    async offlineInfo(orderId: number) {
      const row = await repo.offlineSaleOf(db, orderId)
      if (!row) throw new NotFoundError()
      return {
        clientId: row.client_id,
        till: row.till ?? '',
        soldAt: row.sold_at,
        receivedAt: row.received_at,
        priceChanges: parsePriceChanges(row.price_changes),
      }
    },
  }
}

export type OfflineSaleService = ReturnType<typeof createOfflineSaleService>
