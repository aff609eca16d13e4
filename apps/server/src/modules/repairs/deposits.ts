import type { Kysely } from 'kysely'
import { STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import { REPAIR_DEPOSIT_MESSAGES, type RepairDepositGateway } from '@counterpart/domain/schemas/repair-deposits'
import type { Database } from '../../db/schema.ts'
import { ConflictError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { TenderPayer } from '../credit/tender-service.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { TerminalTill, TillTerminalService } from '../tills/till-terminal-service.ts'

type Db = Kysely<Database>

/** Who takes or pays back a deposit, as the till's drawer names them. */
export interface DepositUser {
  id: number
  name: string
}

export interface DepositDeps {
  payments: Pick<PaymentsService, 'recordDeposit' | 'depositsOf' | 'removeDeposits'>
  tills: Pick<TillTerminalService, 'sessionForSale' | 'recordCash' | 'recordCashIfOpen'>
  storedValue: Pick<TenderPayer, 'take' | 'giveBack'>
}

/** One change of what a ticket holds: `amount` signed cents, into the shop positive. */
export interface DepositMove {
  repair: { id: number; customer_id: number | null }
  amount: number
  gateway: RepairDepositGateway
  user: DepositUser | null
  /** The till the request came from (null: the back office, or a change of no money). */
  till: TerminalTill | null
  /** The field a refusal names: the form's (a deposit taken in store credit needs the ticket's customer). */
  customerField: 'customerId' | 'gateway'
}

/** What a ticket's deposit payments hold now, in cents: taken less paid back. */
export function heldOf(deposits: readonly { type: string; amount: number; status: number }[]): number {
  return deposits
    .filter((deposit) => deposit.status === 1)
    .reduce((sum, deposit) => sum + (deposit.type === 'debit' ? -Number(deposit.amount) : Number(deposit.amount)), 0)
}

/**
 * Deposits on repairs (issue 31, item 5): the spec's `prePaid` is money. Each change of it is a payment on
 * the ticket, in the ticket's transaction: at the till the request came from, its cash in (or out of) that
 * drawer, store credit taken from (or given back to) the ticket's customer by the guarded ledger. So
 * `repairs.prePaid` always equals what the ticket's deposit payments hold.
 */
export function createRepairDeposits({ payments, tills, storedValue }: DepositDeps) {
  return {
    /** Records one change of the deposit; nothing when the amount does not change. */
    async move(trx: Db, change: DepositMove): Promise<{ paymentId: number; sessionId: number | null } | null> {
      if (change.amount === 0) return null
      const { repair, gateway, user } = change
      // Every route that moves a deposit is signed in: money never moves without someone who moved it.
      if (!user) throw new Error('A deposit is taken or paid back by a signed-in user')
      if (gateway === STORE_CREDIT_GATEWAY && repair.customer_id === null) {
        throw ValidationError.field(
          change.customerField,
          change.amount > 0
            ? REPAIR_DEPOSIT_MESSAGES.creditNeedsCustomer
            : REPAIR_DEPOSIT_MESSAGES.refundCreditNeedsCustomer,
        )
      }
      // Only cash moves a drawer: a card or store-credit deposit needs no session, even where sales do.
      const session = change.till
        ? await tills.sessionForSale(trx, {
            ...change.till,
            required: change.till.required && gateway === CASH_GATEWAY,
          })
        : null
      const amount = Math.abs(change.amount)
      const paymentId = await payments.recordDeposit(trx, {
        repairId: repair.id,
        type: change.amount > 0 ? 'credit' : 'debit',
        gateway,
        amount,
        user_id: user.id,
        session_id: session,
      })
      if (gateway === CASH_GATEWAY) {
        await tills.recordCash(trx, {
          sessionId: session,
          kind: 'deposit',
          amount: change.amount,
          orderId: null,
          paymentId,
          user,
        })
      }
      if (gateway === STORE_CREDIT_GATEWAY) {
        const tender = [{ gateway, amount, code: '' }] as const
        const use = {
          orderId: null,
          repairId: repair.id,
          customerId: repair.customer_id,
          userId: user.id,
          sessionId: session,
          at: nowIso(),
        }
        if (change.amount > 0) await storedValue.take(trx, tender, use)
        else await storedValue.giveBack(trx, tender, use)
      }
      return { paymentId, sessionId: session }
    },

    /** A ticket's deposit payments, oldest first; `lock` holds them for a refund (PostgreSQL). Cents. */
    of(trx: Db, repairId: number, lock = false) {
      return payments.depositsOf(trx, repairId, lock)
    },

    /**
     * A ticket's removal: its deposits go with it, as a removed buy-back's payout does; the cash of each
     * comes back out of the drawer it went into while that session is open (a closed Z stays as counted).
     */
    async removed(trx: Db, repairId: number, user: DepositUser | null): Promise<number> {
      const deposits = await payments.depositsOf(trx, repairId, true)
      // The customer's credit events point at the ticket: a balance no document explains is not allowed.
      if (deposits.some((deposit) => deposit.gateway === STORE_CREDIT_GATEWAY))
        throw new ConflictError(REPAIR_DEPOSIT_MESSAGES.creditNotRemovable)
      if (user) {
        for (const deposit of deposits.filter((row) => row.gateway === CASH_GATEWAY && row.status === 1)) {
          await tills.recordCashIfOpen(trx, {
            sessionId: deposit.session_id,
            kind: 'deposit',
            amount: deposit.type === 'debit' ? Number(deposit.amount) : -Number(deposit.amount),
            orderId: null,
            paymentId: null,
            user,
          })
        }
      }
      await payments.removeDeposits(trx, repairId)
      return heldOf(deposits)
    },
  }
}

export type RepairDeposits = ReturnType<typeof createRepairDeposits>
