import type { Kysely } from 'kysely'
import { currencyOf, formatCents, type CurrencySettings } from '@counterpart/domain/format'
import { CREDIT_MESSAGES, type CreditEntry, type CreditEventType } from '@counterpart/domain/schemas/credit'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './repository.ts'

/** A change of one customer's store credit, in cents (signed), and the document it belongs to. */
export interface CreditMove {
  customer_id: number
  type: CreditEventType
  amount: number
  order_id?: number | null
  custom_product_id?: number | null
  note?: string
  user_id: number | null
  /** The till session it was made in (the Z report's liabilities); none for a back-office change. */
  session_id?: number | null
}

/**
 * THE store-credit ledger (issue 31, item 1): every change of a balance goes through `move`, inside the
 * caller's transaction, writing one event and the balance in one guarded update, so the balance is always
 * the sum of the events and never below zero. Sales, refunds and buy-backs paid in credit will call it from
 * their own transactions; for now staff enter credit by hand.
 */
export function createCreditService({ db, settings }: { db: Kysely<Database>; settings: SettingsService }) {
  /**
   * `currency` words the refusal ("Only $20.00 … is left"): the caller reads the settings before its
   * transaction, as a read through another connection inside it would wait on SQLite's one writer.
   */
  async function move(
    trx: Kysely<Database>,
    change: CreditMove,
    currency: CurrencySettings,
  ): Promise<{ id: number; balance: number }> {
    const balance = await repo.moveBalance(trx, change.customer_id, change.amount)
    if (balance === null) {
      const left = await repo.balanceOf(trx, change.customer_id)
      if (left === undefined) throw new NotFoundError()
      throw new ConflictError(CREDIT_MESSAGES.notEnough(formatCents(left, currency)))
    }
    const id = await repo.insertEvent(trx, { ...change, balance, created_at: nowIso() })
    return { id, balance }
  }

  return {
    move,

    /** A hand entry: issued adds, redeemed takes off, an adjustment does either with its reason. Cents. */
    async enter(customerId: number, entry: Omit<CreditEntry, 'amount'> & { amount: number }, userId: number | null) {
      const sign = entry.type === 'redeemed' || (entry.type === 'adjusted' && entry.takeOff) ? -1 : 1
      const currency = currencyOf((await settings.get()).general)
      return db.transaction().execute(async (trx) => {
        const moved = await move(
          trx,
          { customer_id: customerId, type: entry.type, amount: sign * entry.amount, note: entry.note, user_id: userId },
          currency,
        )
        await recordAudit(trx, {
          entity: 'customer',
          entityId: customerId,
          action: `credit ${entry.type}`,
          after: { amount: sign * entry.amount, creditBalance: moved.balance, note: entry.note },
        })
        return moved
      })
    },

    async history(customerId: number, page: number, perPage: number) {
      const balance = await repo.balanceOf(db, customerId)
      if (balance === undefined) throw new NotFoundError()
      return { balance, ...(await repo.eventsOf(db, customerId, page, perPage)) }
    },

    /** A customer's balance in cents; undefined when there is no such customer. */
    balance: (customerId: number) => repo.balanceOf(db, customerId),

    ledgerViolations: () => repo.ledgerViolations(db),
  }
}

export type CreditService = ReturnType<typeof createCreditService>
