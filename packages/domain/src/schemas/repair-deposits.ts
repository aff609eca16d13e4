import { z } from 'zod'
import './zod-messages.ts'
import { GATEWAYS } from '../constants.ts'
import { STORE_CREDIT_GATEWAY, paymentMethodLabel } from './tenders.ts'
import { choice } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Deposits on repairs (issue 31, item 5): the spec's `prePaid` is money taken on the ticket. Each deposit
 * (or a deposit paid back) is a payment on the repair, at the till it was taken at; a cancelled ticket's
 * deposits are refunded to cash, card or the customer's store credit.
 */

/** How a deposit is paid or paid back: the spec's four gateways and the customer's store credit. */
export const REPAIR_DEPOSIT_GATEWAYS = [...GATEWAYS, STORE_CREDIT_GATEWAY] as const
export type RepairDepositGateway = (typeof REPAIR_DEPOSIT_GATEWAYS)[number]
/** The spec's callers send no gateway: a deposit is cash unless the form says otherwise. */
export const DEFAULT_DEPOSIT_GATEWAY: RepairDepositGateway = 'cash'

export const REPAIR_DEPOSIT_LABELS = {
  get prePaidGateway() {
    return tr('fields:repairs.deposits.prePaidGateway')
  },
  get gateway() {
    return tr('fields:repairs.deposits.gateway')
  },
  get deposit() {
    return tr('fields:repairs.deposits.deposit')
  },
  get balance() {
    return tr('fields:repairs.deposits.balance')
  },
}

export const REPAIR_DEPOSIT_MESSAGES = {
  get creditNeedsCustomer() {
    return tr('messages:repairs.deposits.creditNeedsCustomer')
  },
  get refundCreditNeedsCustomer() {
    return tr('messages:repairs.deposits.refundCreditNeedsCustomer')
  },
  get notCancelled() {
    return tr('messages:repairs.deposits.notCancelled')
  },
  get nothingHeld() {
    return tr('messages:repairs.deposits.nothingHeld')
  },
  refunded: (amount: string) => tr('messages:repairs.deposits.refunded', { amount }),
  /** A ticket whose deposit moved store credit is not removed: the customer's ledger points at it. */
  get creditNotRemovable() {
    return tr('messages:repairs.deposits.creditNotRemovable')
  },
}

/** The optional field of POST /repair and PATCH /repair/{id}: how the deposit taken now is paid. */
export const prePaidGatewayField = choice(REPAIR_DEPOSIT_LABELS.prePaidGateway, REPAIR_DEPOSIT_GATEWAYS).optional()

/** POST /repairs/{id}/refund-deposit. */
export const refundDepositSchema = z.object({
  gateway: choice(REPAIR_DEPOSIT_LABELS.gateway, REPAIR_DEPOSIT_GATEWAYS).default(DEFAULT_DEPOSIT_GATEWAY),
})
export type RefundDepositInput = z.input<typeof refundDepositSchema>

/** One deposit payment of a ticket: 'credit' money taken, 'debit' paid back. */
export const repairDepositSchema = z.object({
  id: z.number().int(),
  type: z.enum(['credit', 'debit']),
  gateway: z.string(),
  amount: z.number(),
  /** The till session it was taken at; null from the back office (or booked before deposits were payments). */
  session_id: z.number().int().nullable(),
  user: z.string().nullable(),
  created_at: z.string(),
})
export type RepairDeposit = z.infer<typeof repairDepositSchema>

/** The repair page's deposits, oldest first, and what they hold now. */
export const repairDepositDetailFields = {
  deposits: z.array(repairDepositSchema),
  depositHeld: z.number(),
}

/**
 * The tracking page's deposit (no names, no dates): what is held, how it was paid (the methods of the
 * deposits taken, in order) and the balance left to pay. Null when no deposit was ever taken.
 */
export const trackedDepositSchema = z
  .object({
    paid: z.number(),
    methods: z.array(z.string()),
    balance: z.number(),
  })
  .nullable()

/** How a ticket's deposits were paid, for its receipt and tracking page: "Deposit (Cash, Card)". */
export function depositLabel(methods: readonly string[]): string {
  const named = [...new Set(methods)].map(paymentMethodLabel)
  return named.length === 0
    ? REPAIR_DEPOSIT_LABELS.deposit
    : tr('fields:repairs.deposits.depositBy', { methods: named.join(', ') })
}

export const refundDepositAnswerSchema = z.object({ message: z.string() })
