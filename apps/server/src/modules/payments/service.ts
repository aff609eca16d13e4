import type { Kysely } from 'kysely'
import { amountText } from '@counterpart/domain/money'
import {
  orderDue,
  paidTotal,
  payableTotal,
  pendingTotal,
  refundSettlement,
  type RefundSettlement,
} from '@counterpart/domain/pricing/payments'
import { canReadOrder, orderKind } from '@counterpart/domain/schemas/orders'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { PAYMENT_MESSAGES, type OrderKind } from '@counterpart/domain/schemas/payments'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, PaymentTable } from '../../db/schema.ts'
import type { Selectable } from 'kysely'
import { recordAudit } from '../../platform/audit.ts'
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'
import { paymentAudit, type PaymentInCents } from './wire.ts'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import type { PrintHook } from '../printing/service.ts'
import type { TenderPayer } from '../credit/tender-service.ts'
import { isStoredValue } from '@counterpart/domain/schemas/tenders'

export type PaymentRow = Selectable<PaymentTable>
/** A payment of an order: every payment but a buy-back's payout. */
export type OrderPaymentRow = PaymentRow & { order_id: number }

// A payment as the API shows it, for the order detail of the orders module (modules meet in services).
export { toPaymentRecord } from './wire.ts'

/** A payment as another service records it inside its own transaction. Money in cents. */
export interface NewPayment {
  gateway: string
  paid: boolean
  live: boolean
  amount: number
  note?: string
  dueDate?: string | null
  user_id: number | null
  /** The till session a terminal sale took it in (issue 19). */
  session_id?: number | null
  /** When it was taken: an offline sale's payment is dated when the till sold it. Now by default. */
  at?: string
}

/** A buy-back's payout as the buy-back records it in its transaction (issue 28). Money in cents. */
export interface BuybackPayout {
  customProductId: number
  gateway: string
  amount: number
  user_id: number | null
  /** The till session it was paid in; null from the back office. */
  session_id: number | null
}

/**
 * A gift-card sale's payment (issue 31, item 3), in that sale's transaction: money in ('credit') when the
 * cards are sold, out ('debit') when the sale is refunded. Never an order's payment: the lists of payments
 * and the sales reports leave it out, the till's takings count it. Money in cents.
 */
export interface GiftCardSalePayment {
  saleId: number
  type: 'credit' | 'debit'
  gateway: string
  amount: number
  user_id: number | null
  session_id: number | null
}

/** A repair's deposit as the repair records it in its transaction (issue 31, item 5). Money in cents. */
export interface RepairDeposit {
  repairId: number
  /** 'credit' a deposit taken, 'debit' one paid back. */
  type: 'credit' | 'debit'
  gateway: string
  amount: number
  user_id: number | null
  /** The till session it was taken (or paid back) at; null from the back office. */
  session_id: number | null
}

/** Money into the shop (sales) is credit; money out (purchases, refunds, buy-backs) is debit. */
/** The payments row of a payment recorded with an order. */
function paymentRow(order: { id: number; kind: OrderKind }, payment: NewPayment) {
  const now = payment.at ?? nowIso()
  return {
    order_id: order.id,
    user_id: payment.user_id,
    gateway: payment.gateway,
    status: payment.paid ? 1 : 0,
    method: payment.live ? 1 : 0,
    type: paymentType(order.kind),
    amount: payment.amount,
    note: payment.note ?? '',
    dueDate: payment.paid ? null : (payment.dueDate ?? null),
    created_at: now,
    updated_at: now,
    session_id: payment.session_id ?? null,
  }
}

export function paymentType(kind: OrderKind): 'credit' | 'debit' {
  return kind === 'salling' ? 'credit' : 'debit'
}

/** What the order's payments settle: a sale less its refunds, a refund less what it took off the sale's debt. */
/** How many of a customer's newest sales the terminal's balance reads: a shop's regular has far fewer. */
const CUSTOMER_BALANCE_SALES = 500

function payableOf(order: Pick<repo.OrderHeader, 'totalAmount' | 'refunded' | 'cancelledDue'>): number {
  return payableTotal({
    totalAmount: order.totalAmount,
    refunded: Number(order.refunded ?? 0),
    cancelledDue: Number(order.cancelledDue),
  })
}

/** A refund's payment, recorded by the POS inside the refund's transaction. Money in cents. */
export interface RefundPayment {
  saleId: number
  refundId: number
  amount: number
  gateway: string
  note: string
  user_id: number | null
  /** The till session a terminal refund pays it out in (issue 19). */
  session_id?: number | null
}

/**
 * Payments on orders. The rules (docs/decisions.md, Payments): what is due = payable total - paid (the
 * payable total of a sale is its total less its refunds); paid plus pending never exceeds it; a paid
 * payment settles the order's pending (on credit) payments first, oldest first, so the books never show
 * the same debt both paid and pending. A refund of a sale on credit cancels pending payments the same
 * way before any money is paid out.
 */
export function createPaymentsService({
  db,
  dialect,
  tills,
  storedValue,
  printing,
}: {
  db: Kysely<Database>
  dialect: DialectName
  tills: TillTerminalService
  /** A payment's receipt at the till it is taken at, and the drawer for cash (issue 33). */
  printing: PrintHook
  /** Store credit and gift cards paying a sale's debt (issue 31). */
  storedValue: Pick<TenderPayer, 'take'>
}) {
  async function lockOrder(trx: Kysely<Database>, orderId: number) {
    const order = await repo.findOrderHeader(trx, dialect, orderId, true)
    if (!order) throw new NotFoundError()
    if (order.deleted_at) throw new ConflictError(PAYMENT_MESSAGES.orderRemoved)
    return order
  }

  /** A payment of an order, for its edit or removal; a buy-back's payout changes only with its buy-back. */
  async function orderPayment(trx: Kysely<Database>, id: number) {
    const existing = await repo.findPayment(trx, id)
    if (!existing) throw new NotFoundError()
    if (existing.order_id === null) throw new ConflictError(PAYMENT_MESSAGES.buybackPayout)
    return { ...existing, order_id: existing.order_id }
  }

  async function requireReadable(auth: Auth | null, orderId: number) {
    const order = await repo.findOrderHeader(db, dialect, orderId)
    // A removed order counts nowhere (docs/decisions.md, Removed orders count nowhere): nor do its payments.
    if (!order || order.deleted_at) throw new NotFoundError()
    if (!canReadOrder(auth?.actions, orderKind(order))) throw new ForbiddenError()
    return order
  }

  /**
   * Reduces pending payments, oldest first, by a paid amount; a pending payment reduced to nothing is
   * replaced by the paid one. `keep` (a payment just edited) is left as the user set it.
   */
  async function settlePending(
    trx: Kysely<Database>,
    payments: PaymentRow[],
    amount: number,
    now: string,
    keep: number | null = null,
  ): Promise<void> {
    let left = amount
    for (const payment of payments) {
      if (left <= 0) break
      if (payment.status === 1 || payment.id === keep) continue
      const take = Math.min(left, payment.amount)
      left -= take
      if (take === payment.amount) await repo.deletePayment(trx, payment.id)
      else await repo.updatePayment(trx, payment.id, { amount: payment.amount - take, updated_at: now })
    }
  }

  /**
   * Makes the order's pending (on credit) payments hold exactly what is left to pay: payable − paid, or
   * nothing when more was paid. Too much pending is settled oldest first, as a paid payment does; too
   * little is added to the newest pending payment, or recorded as a new one with the order's due date.
   * Every add, edit and removal of a payment ends here, so the Due of an order, its pending payments, the
   * Payments report and Pending bills always agree. `keep`: the payment the user just edited.
   */
  async function rebalance(
    trx: Kysely<Database>,
    order: repo.OrderHeader,
    now: string,
    userId: number | null,
    keep: number | null = null,
  ): Promise<void> {
    const payments = await repo.paymentsOfOrder(trx, order.id)
    const target = Math.max(0, payableOf(order) - paidTotal(payments))
    const pending = pendingTotal(payments)
    if (pending > target) {
      await settlePending(trx, payments, pending - target, now, keep)
      return
    }
    if (pending === target) return
    const grow = payments.filter((payment) => payment.status !== 1 && payment.id !== keep).at(-1)
    if (grow) {
      await repo.updatePayment(trx, grow.id, { amount: grow.amount + target - pending, updated_at: now })
      return
    }
    await repo.insertPayment(trx, {
      order_id: order.id,
      user_id: userId,
      gateway: DEFAULT_GATEWAY,
      status: 0,
      method: 0,
      type: paymentType(orderKind(order)),
      amount: target - pending,
      note: '',
      dueDate: order.dueDate,
      created_at: now,
      updated_at: now,
    })
  }

  return {
    /** Records the payment an order is made with, in the caller's transaction. */
    async record(trx: Kysely<Database>, order: { id: number; kind: OrderKind }, payment: NewPayment): Promise<number> {
      return repo.insertPayment(trx, paymentRow(order, payment))
    },

    /** As record, for a caller that needs no id (the sale): on PostgreSQL it goes with the next statement. */
    async recordWithoutId(
      trx: Kysely<Database>,
      order: { id: number; kind: OrderKind },
      payment: NewPayment,
    ): Promise<void> {
      await repo.insertPaymentDeferred(trx, paymentRow(order, payment))
    },

    /**
     * A buy-back's payout (issue 28), in the buy-back's transaction: money out like a purchase's payment,
     * paid at once (a customer selling a phone is paid on the spot), by the way it was paid.
     */
    async recordPayout(trx: Kysely<Database>, payout: BuybackPayout): Promise<number> {
      const now = nowIso()
      return repo.insertPayout(trx, {
        order_id: null,
        custom_product_id: payout.customProductId,
        user_id: payout.user_id,
        gateway: payout.gateway,
        status: 1,
        method: 1,
        type: 'debit',
        amount: payout.amount,
        note: '',
        dueDate: null,
        created_at: now,
        updated_at: now,
        session_id: payout.session_id,
      })
    },

    /** A gift-card sale's payment or its refund (issue 31), paid at once, in the caller's transaction. */
    async recordGiftCardSale(trx: Kysely<Database>, payment: GiftCardSalePayment): Promise<number> {
      const now = nowIso()
      return repo.insertPayout(trx, {
        order_id: null,
        custom_product_id: null,
        gift_card_sale_id: payment.saleId,
        user_id: payment.user_id,
        gateway: payment.gateway,
        status: 1,
        method: 1,
        type: payment.type,
        amount: payment.amount,
        note: '',
        dueDate: null,
        created_at: now,
        updated_at: now,
        session_id: payment.session_id,
      })
    },

    /** A repair's deposit or its paying back (issue 31, item 5), paid at once, in the repair's transaction. */
    async recordDeposit(trx: Kysely<Database>, deposit: RepairDeposit): Promise<number> {
      const now = nowIso()
      return repo.insertPayout(trx, {
        order_id: null,
        repair_id: deposit.repairId,
        user_id: deposit.user_id,
        gateway: deposit.gateway,
        status: 1,
        method: 1,
        type: deposit.type,
        amount: deposit.amount,
        note: '',
        dueDate: null,
        created_at: now,
        updated_at: now,
        session_id: deposit.session_id,
        custom_product_id: null,
      })
    },

    /** A repair's deposits, oldest first (cents); `lock` holds them until the caller's transaction ends. */
    depositsOf(trx: Kysely<Database>, repairId: number, lock = false) {
      return repo.depositsOfRepair(trx, dialect, repairId, lock)
    },

    /** A repair's removal: its deposits go with it, as a removed buy-back's payout does. */
    removeDeposits(trx: Kysely<Database>, repairId: number): Promise<void> {
      return repo.deleteDepositsOfRepair(trx, repairId)
    },

    /**
     * The payout of a buy-back, held (PostgreSQL) until the caller's transaction ends; undefined for one
     * bought before payouts were recorded (0026).
     */
    payoutOf(trx: Kysely<Database>, customProductId: number): Promise<PaymentRow | undefined> {
      return repo.payoutOfBuyback(trx, dialect, customProductId)
    },

    /** How a buy-back's customer was paid, for its page; null for one bought before payouts were recorded. */
    async payoutGateway(customProductId: number): Promise<string | null> {
      return (await repo.payoutOfBuyback(db, dialect, customProductId, false))?.gateway ?? null
    },

    /** A buy-back's edit: its payout follows the cost and the way it was paid. */
    async changePayout(trx: Kysely<Database>, id: number, change: { gateway: string; amount: number }): Promise<void> {
      await repo.updatePayment(trx, id, { ...change, updated_at: nowIso() })
    },

    /** A buy-back's removal: its payout goes with it (it counts nowhere, as a removed order's payments). */
    async removePayout(trx: Kysely<Database>, id: number): Promise<void> {
      await repo.deletePayment(trx, id)
    },

    /**
     * The cash an order's paid payments moved at the till, for its drawer: money in (credit) positive,
     * money out (debit) negative, with the first such payment's id. Cents.
     */
    async paidCash(trx: Kysely<Database>, orderId: number): Promise<{ amount: number; paymentId: number | null }> {
      const cash = (await repo.paymentsOfOrder(trx, orderId)).filter(
        (payment) => payment.status === 1 && payment.gateway === CASH_GATEWAY,
      )
      const amount = cash.reduce(
        (sum, payment) => sum + (payment.type === 'debit' ? -payment.amount : payment.amount),
        0,
      )
      return { amount, paymentId: cash[0]?.id ?? null }
    },

    /** The payments of an order, oldest first, and what is left to pay of its payable total. Cents. */
    async ofOrder(orderId: number) {
      const [order, payments] = await Promise.all([
        repo.findOrderHeader(db, dialect, orderId),
        repo.paymentsOfOrder(db, orderId),
      ])
      return { payments, due: order ? orderDue(payableOf(order), payments) : 0 }
    },

    /**
     * What a customer owes on their sales (the terminal's customer chip, issue 26): each sale with something
     * due, oldest due date first, and the sum. Cents. Reads the newest CUSTOMER_BALANCE_SALES sales.
     */
    async customerBalance(customerId: number) {
      const sales = await repo.salesOfCustomer(db, customerId, CUSTOMER_BALANCE_SALES)
      const payments = await repo.paymentsOfOrders(
        db,
        sales.map((sale) => sale.id),
      )
      const owing = sales
        .map((sale) => ({
          sale,
          due: orderDue(
            payableOf(sale),
            payments.filter((payment) => payment.order_id === sale.id),
          ),
        }))
        .filter((entry) => entry.due > 0)
        .sort((a, b) => (a.sale.dueDate ?? '9999').localeCompare(b.sale.dueDate ?? '9999') || a.sale.id - b.sale.id)
      return { balance: owing.reduce((sum, entry) => sum + entry.due, 0), sales: owing }
    },

    async orderPanel(auth: Auth | null, orderId: number) {
      const order = await requireReadable(auth, orderId)
      const payments = await repo.paymentsOfOrder(db, orderId)
      return { payments, due: orderDue(payableOf(order), payments) }
    },

    /**
     * The money side of a refund, in the refund's transaction, after the refund order is written (the
     * caller holds the sale's lock). What the customer still owed on the sale is cancelled first: the
     * sale's pending payments are reduced, oldest first, as a paid payment would settle them. Only what
     * they had paid above the sale's new total is paid out, as a paid debit payment on the refund.
     */
    async settleRefund(trx: Kysely<Database>, refund: RefundPayment): Promise<RefundSettlement> {
      const sale = await repo.findOrderHeader(trx, dialect, refund.saleId)
      if (!sale) throw new NotFoundError()
      const payments = await repo.paymentsOfOrder(trx, refund.saleId)
      const settlement = refundSettlement({
        refund: refund.amount,
        saleTotalAfter: payableOf(sale),
        paid: paidTotal(payments),
      })
      const now = nowIso()
      await settlePending(trx, payments, settlement.cancelled, now)
      if (settlement.paidOut > 0) {
        await repo.insertPayment(trx, {
          order_id: refund.refundId,
          user_id: refund.user_id,
          gateway: refund.gateway,
          status: 1,
          method: 1,
          type: paymentType('refunding'),
          amount: settlement.paidOut,
          note: refund.note,
          dueDate: null,
          created_at: now,
          updated_at: now,
          session_id: refund.session_id ?? null,
        })
      }
      return settlement
    },

    async make(auth: Auth, orderId: number, input: PaymentInCents, tillId: number | null = null): Promise<number> {
      const { amount } = input
      const till = await tills.terminal(tillId)
      return db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId)
        // A payment taken at a till belongs to its open session. The setting that requires one governs
        // the money of sales and refunds; a supplier is paid from the back office, with no till.
        const kind = orderKind(order)
        const session = await tills.sessionForSale(trx, {
          ...till,
          required: till.required && kind !== 'purchasing',
        })
        const payable = payableOf(order)
        const payments = await repo.paymentsOfOrder(trx, orderId)
        const paid = paidTotal(payments)
        const pending = pendingTotal(payments)
        const now = nowIso()
        const stored = isStoredValue(input.gateway)
        if (stored && (kind !== 'salling' || !input.status)) {
          throw ValidationError.field('gateway', PAYMENT_MESSAGES.storedValueOnSale)
        }
        if (input.status) {
          const due = payable - paid
          if (due <= 0) throw new ConflictError(PAYMENT_MESSAGES.nothingDue)
          if (amount > due) throw ValidationError.field('amount', PAYMENT_MESSAGES.overTotal(amountText(due)))
          await settlePending(trx, payments, amount, now)
        } else {
          const room = payable - paid - pending
          if (amount > room)
            throw ValidationError.field('amount', PAYMENT_MESSAGES.overTotal(amountText(Math.max(0, room))))
        }
        const id = await repo.insertPayment(trx, {
          order_id: orderId,
          user_id: auth.user.id,
          gateway: input.gateway,
          status: input.status ? 1 : 0,
          method: input.method ? 1 : 0,
          type: paymentType(orderKind(order)),
          amount,
          note: input.note,
          dueDate: input.status ? null : order.dueDate,
          created_at: now,
          updated_at: now,
          session_id: session,
        })
        await rebalance(trx, order, now, auth.user.id, id)
        if (stored) {
          await storedValue.take(trx, [{ gateway: input.gateway, amount, code: input.code }], {
            orderId,
            customerId: order.customer_id,
            userId: auth.user.id,
            sessionId: session,
            at: now,
          })
        }
        if (input.status && input.gateway === CASH_GATEWAY) {
          const signed = paymentType(kind) === 'credit' ? amount : -amount
          await tills.recordCash(trx, {
            sessionId: session,
            kind: 'payment',
            amount: signed,
            orderId,
            paymentId: id,
            user: auth.user,
          })
        }
        // Issue 33: a customer's payment prints its receipt where the till prints always; cash opens the drawer.
        await printing.autoPrint(trx, {
          tillId: till.tillId,
          cash: input.status && input.gateway === CASH_GATEWAY,
          slips: kind === 'purchasing' ? [] : [{ kind: 'payment', documentId: id, label: order.key }],
        })
        await recordAudit(trx, {
          entity: 'payment',
          entityId: id,
          action: 'made',
          after: paymentAudit({
            ...input,
            order_id: orderId,
            status: input.status ? 1 : 0,
            method: input.method ? 1 : 0,
          }),
        })
        return id
      })
    },

    /**
     * Edits a payment. The limit is what the other payments leave: the payable total less what they
     * paid (pending payments are re-balanced, so they never stand in the way). An edit is refused only
     * when it raises the amount above that limit, so the note of a payment on a refunded sale (paid above
     * its new total, the money went back on the refund) can still be corrected.
     */
    async update(auth: Auth, id: number, input: PaymentInCents): Promise<void> {
      const { amount } = input
      const status = input.status ? 1 : 0
      await db.transaction().execute(async (trx) => {
        const existing = await orderPayment(trx, id)
        if (isStoredValue(existing.gateway) || isStoredValue(input.gateway)) {
          throw new ConflictError(PAYMENT_MESSAGES.storedValueFixed)
        }
        const order = await lockOrder(trx, existing.order_id)
        const others = (await repo.paymentsOfOrder(trx, existing.order_id)).filter((payment) => payment.id !== id)
        const limit = Math.max(0, payableOf(order) - paidTotal(others))
        const unchanged = existing.status === status ? existing.amount : 0
        if (amount > limit && amount > unchanged) {
          throw ValidationError.field('amount', PAYMENT_MESSAGES.overTotal(amountText(limit)))
        }
        const now = nowIso()
        const changes = {
          gateway: input.gateway,
          status,
          method: input.method ? 1 : 0,
          amount,
          note: input.note,
          dueDate: input.status ? null : (existing.dueDate ?? order.dueDate),
          updated_at: now,
        }
        await repo.updatePayment(trx, id, changes)
        await rebalance(trx, order, now, auth.user.id, id)
        await recordAudit(trx, {
          entity: 'payment',
          entityId: id,
          action: 'updated',
          before: paymentAudit(existing),
          after: paymentAudit({ ...existing, ...changes }),
        })
      })
    },

    /**
     * Removes a payment: what it paid becomes pending again. A pending payment holds what is still owed;
     * removing it is refused unless another pending payment takes its amount over.
     */
    async remove(auth: Auth, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const existing = await orderPayment(trx, id)
        if (isStoredValue(existing.gateway)) throw new ConflictError(PAYMENT_MESSAGES.storedValueFixed)
        const order = await lockOrder(trx, existing.order_id)
        if (existing.status !== 1) {
          const others = (await repo.paymentsOfOrder(trx, existing.order_id)).filter((payment) => payment.id !== id)
          const owed = payableOf(order) - paidTotal(others)
          if (owed > 0 && !others.some((payment) => payment.status !== 1)) {
            throw new ConflictError(PAYMENT_MESSAGES.pendingIsOwed)
          }
        }
        await repo.deletePayment(trx, id)
        await rebalance(trx, order, nowIso(), auth.user.id)
        await recordAudit(trx, { entity: 'payment', entityId: id, action: 'removed', before: paymentAudit(existing) })
      })
    },

    async detail(id: number) {
      const found = await repo.findPayment(db, id)
      // A buy-back's payout is shown with its buy-back, not as a payment of an order.
      if (!found || found.order_id === null) throw new NotFoundError()
      const payment = { ...found, order_id: found.order_id }
      const order = await repo.findOrderHeader(db, dialect, payment.order_id)
      if (!order) throw new AppError(500, 'A payment without its order')
      if (order.deleted_at) throw new NotFoundError()
      return { payment, order }
    },

    list(paging: PagingQuery) {
      return repo.listPayments(db, dialect, paging)
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
