import type { Kysely } from 'kysely'
import {
  TRADE_IN_GATEWAY,
  TRADE_IN_MESSAGES,
  tradeInSplit,
  type TradeInPayload,
} from '@counterpart/domain/schemas/trade-in'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import type { Cents } from '@counterpart/domain/money'
import type { Database } from '../../db/schema.ts'
import { ConflictError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { UploadStore } from '../../platform/uploads.ts'
import { identityOf, type DevicesService } from '../devices/service.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { SettingsService } from '../settings/service.ts'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import { insertCustomProduct } from './repository.ts'
import { decodeSignature, newBarcode } from './new-item.ts'
import { tradeInAudit } from './wire.ts'

/** The trade-in of a sale with its amounts in cents (the terminal sends decimals). */
export type TradeInInCents = Omit<TradeInPayload, 'cost' | 'price'> & { cost: Cents; price: Cents }

/**
 * A trade-in checked and its signature stored, ready for the sale's transaction. The signature is a file,
 * stored before the transaction as the buy-back form's is: `discard` removes it when the sale fails.
 */
export interface PreparedTradeIn {
  signKey: string
  discard: () => Promise<void>
}

const PRIVATE_AREA = 'custom-products'
const at = (field: string) => `tradeIn.${field}`

interface TradeInDeps {
  uploads: UploadStore
  settings: SettingsService
  payments: PaymentsService
  tills: TillTerminalService
  devices: DevicesService
}

/** What the sale's own audit event keeps of its trade-in (one event per sale: the trade-in is in it). */
export type TradeInAudit = Record<string, unknown>

/**
 * Trade-in at the counter (issue 29, item 7): the Buy From Customer purchase made inside a sale. The item,
 * its unit ("traded in", pointing at the buy-back, the sale in its data), its payout and the sale's
 * "Trade-in" payment are written in the sale's transaction; nothing is written when anything refuses.
 */
export function createTradeIns({ uploads, settings, payments, tills, devices }: TradeInDeps) {
  // The trade-ins prepared for sales under way, by the request's own object: the sale writer takes them
  // from the sale it is given. One the writer finds here was checked and its signature stored.
  const prepared = new WeakMap<TradeInInCents, PreparedTradeIn>()
  return {
    /**
     * Before the sale's transaction: the stolen-device check as Buy From Customer checks it (a flagged
     * device is a 409; the setting's required clear check a 422 on the trade-in's fields), then the
     * signature decoded and stored. Null when the sale has no trade-in.
     */
    async prepareTradeIn(tradeIn: TradeInInCents | undefined): Promise<PreparedTradeIn | null> {
      if (!tradeIn) return null
      if (tradeIn.checkResult === 'flagged') throw new ConflictError(TRADE_IN_MESSAGES.flagged)
      const errors: Record<string, string[]> = {}
      const required = (await settings.get()).pos.requireStolenCheck
      if (required && tradeIn.checkResult !== 'clear') errors[at('checkResult')] = [TRADE_IN_MESSAGES.checkRequired]
      if (required || tradeIn.checkResult === 'clear') {
        if (!tradeIn.checkService) errors[at('checkService')] = [TRADE_IN_MESSAGES.checkServiceRequired]
        if (!tradeIn.checkReference) errors[at('checkReference')] = [TRADE_IN_MESSAGES.checkReferenceRequired]
      }
      if (!identityOf({ imei: tradeIn.imei })) errors[at('imei')] = [TRADE_IN_MESSAGES.unreadableImei]
      if (Object.keys(errors).length > 0) throw new ValidationError(errors)
      const signature = await decodeSignature(tradeIn.sign, at('sign'), TRADE_IN_MESSAGES.signInvalid)
      const signKey = await uploads.savePrivate(PRIVATE_AREA, signature.buffer, signature.ext)
      const ready = { signKey, discard: () => uploads.removePrivate(signKey) }
      prepared.set(tradeIn, ready)
      return ready
    },

    /**
     * Inside the sale's transaction, once its order is written: buys the traded-in device for the sale.
     * It pays `applied` of the sale (a paid "Trade-in" payment of the order, and the buy-back's payout by
     * the same method); what it is worth beyond the goods is paid out in cash from the sale's drawer, as a
     * buy-back's cash payout. The devices service's 409 (an IMEI the shop holds) undoes the whole sale.
     */
    async takeTradeIn(
      trx: Kysely<Database>,
      sale: {
        tradeIn: TradeInInCents | undefined
        order: { id: number; key: string }
        total: Cents
        session: number | null
        user: { id: number; name: string }
        at: string
        offline: boolean
      },
    ): Promise<TradeInAudit | null> {
      const { tradeIn, order, session, user } = sale
      if (!tradeIn) return null
      // An offline till replays sales the shop has already made; a trade-in needs its signature and checks.
      const ready = prepared.get(tradeIn)
      if (sale.offline || !ready) throw ValidationError.field('tradeIn', TRADE_IN_MESSAGES.offline)
      const split = tradeInSplit(sale.total, tradeIn.cost)
      const now = nowIso()
      const row = {
        fullName: tradeIn.fullName,
        phone: tradeIn.phone,
        address: tradeIn.address,
        model: tradeIn.model,
        imei: tradeIn.imei,
        cost: tradeIn.cost,
        price: tradeIn.price,
        idType: tradeIn.idType,
        idNumber: tradeIn.idNumber,
        checkService: tradeIn.checkService,
        checkReference: tradeIn.checkReference,
        checkResult: tradeIn.checkResult,
        checkShot: null,
        sign: ready.signKey,
        photo: null,
        docs: null,
        image: null,
        barcode: await newBarcode(trx),
        isSold: 0,
        trade_in_order_id: order.id,
        created_by: user.id,
        created_at: now,
        updated_at: now,
      }
      const id = await insertCustomProduct(trx, row)
      const traded = await devices.tradedIn(trx, id, row, order)
      const checked =
        row.checkResult === 'clear'
          ? await devices.checked(trx, id, {
              service: row.checkService,
              reference: row.checkReference,
              result: row.checkResult,
            })
          : null
      // A traded-in phone waits out the buy-back hold days like any phone bought from a customer.
      const device = await devices.holdBought(trx, id, checked ?? traded)
      if (split.applied > 0) {
        // Money in by the trade-in toward the sale, and the same money out for the device: the method nets to
        // nothing in the Payments report and the drawer, and the books keep both the sale and the purchase.
        const common = { gateway: TRADE_IN_GATEWAY, amount: split.applied, user_id: user.id, session_id: session }
        await payments.record(
          trx,
          { id: order.id, kind: 'salling' },
          { ...common, paid: true, live: true, at: sale.at, note: `Trade-in: ${row.model}` },
        )
        await payments.recordPayout(trx, { customProductId: id, ...common })
      }
      if (split.cashOut > 0) {
        const paymentId = await payments.recordPayout(trx, {
          customProductId: id,
          gateway: CASH_GATEWAY,
          amount: split.cashOut,
          user_id: user.id,
          session_id: session,
        })
        await tills.recordCash(trx, {
          sessionId: session,
          kind: 'buyback',
          amount: -split.cashOut,
          orderId: order.id,
          paymentId,
          user,
        })
      }
      return tradeInAudit({ ...row, id }, split, device)
    },
  }
}

export type TradeIns = ReturnType<typeof createTradeIns>
