import type { Kysely } from 'kysely'
import { amountText } from '@counterpart/domain/money'
import { tr } from '@counterpart/domain/i18n/translate'
import {
  DEFAULT_JOURNAL_ACCOUNTS,
  JOURNAL_MESSAGES,
  JOURNAL_ROLES,
  JOURNAL_ROLE_TEXT,
  journalDocuments,
  journalLines,
  storedJournalAccount,
  unbalancedDocuments,
  type JournalAccount,
  type JournalFileOptions,
  type JournalFixedRole,
  type JournalInput,
  type JournalLine,
  type QuickbooksDateOrder,
} from '@counterpart/domain/journal'

const quickbooksOrder = (name: string): QuickbooksDateOrder => (name === 'DD/MM/YYYY' ? 'DD/MM/YYYY' : 'MM/DD/YYYY')
import { formatCalendarDate, parseCalendarDate } from '@counterpart/domain/pricing/calendar'
import { daysRange } from '@counterpart/domain/pricing/report-period'
import { calendarDateAt, isTimeZone } from '@counterpart/domain/pricing/time-zone'
import { DEFAULT_XERO_TAX_RATE, type JournalAccountsUpdate } from '@counterpart/domain/schemas/journal'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { inLanguage } from '../../platform/request-language.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './journal-repository.ts'

type Db = Kysely<Database>

/** The row of the map that holds Xero's tax rate name (its `name`), beside the accounts. */
const XERO_TAX_RATE_ROLE = 'xero-tax-rate'
/** The row that holds QuickBooks' date order (its `name`). */
const QUICKBOOKS_DATE_ROLE = 'quickbooks-date-order'

/** The keys of the roles' names on the accounts screen (read in the reader's language). */
const ROLE_LABEL_KEYS: Record<JournalFixedRole, string> = {
  cash: 'fields:journal.roles.cash',
  card: 'fields:journal.roles.card',
  cheque: 'fields:journal.roles.cheque',
  other: 'fields:journal.roles.other',
  'trade-in': 'fields:journal.roles.tradeIn',
  receivable: 'fields:journal.roles.receivable',
  'store-credit': 'fields:journal.roles.storeCredit',
  'gift-card': 'fields:journal.roles.giftCard',
  revenue: 'fields:journal.roles.revenue',
  'revenue-service': 'fields:journal.roles.revenueService',
  shipping: 'fields:journal.roles.shipping',
  tax: 'fields:journal.roles.tax',
  cogs: 'fields:journal.roles.cogs',
  inventory: 'fields:journal.roles.inventory',
  'credit-given': 'fields:journal.roles.creditGiven',
  'other-income': 'fields:journal.roles.otherIncome',
  'over-short': 'fields:journal.roles.overShort',
  rounding: 'fields:journal.roles.rounding',
}

export interface JournalAnswer {
  from: string
  to: string
  session_id: number | null
  frozen_at: string | null
  lines: JournalLine[]
  options: JournalFileOptions
}

/**
 * The accountant's journal (issue 31, item 7): the documents of a date range or of one till session as
 * balanced lines, with the accounts the owner mapped (docs/money.md). A closed session's journal is written
 * in its close's transaction (`freezeSession`) and served as stored ever after.
 */
export function createJournalService({
  db,
  settings,
  defaultTimezone,
}: {
  db: Db
  settings: SettingsService
  defaultTimezone: string
}) {
  async function timezone(): Promise<string> {
    const chosen = (await settings.get()).general.timezone || defaultTimezone
    return isTimeZone(chosen) ? chosen : 'UTC'
  }

  async function accountMap(
    trx: Db,
  ): Promise<{ map: Map<string, JournalAccount>; typed: Map<string, string>; options: JournalFileOptions }> {
    const rows = await repo.accountRows(trx)
    const map = new Map<string, JournalAccount>()
    // The names as stored, for the settings screen: what the shop saved comes back to it unchanged.
    const typed = new Map(rows.map((row) => [row.role, row.name]))
    const options: JournalFileOptions = { xeroTaxRate: DEFAULT_XERO_TAX_RATE, quickbooksDateOrder: 'MM/DD/YYYY' }
    for (const row of rows) {
      if (row.role === XERO_TAX_RATE_ROLE) options.xeroTaxRate = row.name || DEFAULT_XERO_TAX_RATE
      else if (row.role === QUICKBOOKS_DATE_ROLE) options.quickbooksDateOrder = quickbooksOrder(row.name)
      else if (row.code) map.set(row.role, storedJournalAccount(row.role, row.code, row.name))
    }
    return { map, typed, options }
  }

  /** The rows of a scope in the domain's terms, each dated on the shop's calendar. */
  async function input(trx: Db, scope: repo.JournalScope, timeZone: string): Promise<JournalInput> {
    const day = (iso: string) => formatCalendarDate(calendarDateAt(Date.parse(iso), timeZone))
    const { orders, items } = await repo.ordersOf(trx, scope)
    const [payments, payouts, cards, deposits, hand, cardChanges, counts] = [
      await repo.orderPaymentsOf(trx, scope),
      await repo.payoutsOf(trx, scope),
      await repo.giftCardPaymentsOf(trx, scope),
      await repo.repairDepositsOf(trx, scope),
      await repo.handCreditsOf(trx, scope),
      await repo.giftCardChangesOf(trx, scope),
      await repo.tillCountsOf(trx, scope),
    ]
    const itemsOf = new Map<number, JournalInput['orders'][number]['items']>()
    for (const item of items) {
      const list = itemsOf.get(item.order_id) ?? []
      // A line typed at the till (no product, no buy-back) is a service: it holds no stock.
      const typed = item.product_id === null && item.custom_product_id === null
      list.push({
        categoryId: item.category_id === null ? null : Number(item.category_id),
        categoryName: item.category_name,
        service: typed || item.type === 'Service',
        subTotal: Number(item.subTotal),
        qty: Number(item.qty),
        cost: Number(item.cost),
      })
      itemsOf.set(item.order_id, list)
    }
    const type = (value: string) => (value === 'debit' ? ('debit' as const) : ('credit' as const))
    return {
      orders: orders.map((order) => ({
        kind: Number(order.salling) === 1 ? 'sale' : 'refund',
        id: order.id,
        key: order.key,
        date: day(order.created_at),
        session: order.session_id,
        customer: order.customer ?? '',
        totalAmount: Number(order.totalAmount),
        taxAmount: Number(order.taxAmount),
        taxRate: Number(order.taxRate),
        shippingAmount: Number(order.shippingAmount),
        items: itemsOf.get(order.id) ?? [],
      })),
      orderPayments: payments.map((payment) => ({
        id: payment.id,
        date: day(payment.created_at),
        session: payment.session_id,
        gateway: payment.gateway,
        type: type(payment.type),
        amount: Number(payment.amount),
        orderId: payment.order_id,
        orderKey: payment.order_key,
        orderKind: Number(payment.salling) === 1 ? 'sale' : 'refund',
        customer: payment.customer ?? '',
      })),
      payouts: payouts.map((payout) => ({
        id: payout.id,
        date: day(payout.created_at),
        session: payout.session_id,
        gateway: payout.gateway,
        type: type(payout.type),
        amount: Number(payout.amount),
        customProductId: payout.custom_product_id,
        model: payout.model,
      })),
      giftCardPayments: cards.map((payment) => ({
        id: payment.id,
        date: day(payment.created_at),
        session: payment.session_id,
        gateway: payment.gateway,
        type: type(payment.type),
        amount: Number(payment.amount),
        saleId: payment.sale_id,
        saleKey: payment.sale_key,
      })),
      repairDeposits: deposits.map((deposit) => ({
        id: deposit.id,
        date: day(deposit.created_at),
        session: deposit.session_id,
        gateway: deposit.gateway,
        type: type(deposit.type),
        amount: Number(deposit.amount),
        repairId: deposit.repair_id,
        repairKey: deposit.repair_key,
      })),
      handCredits: [
        ...hand.map((change) => ({
          id: change.id,
          ledger: 'store-credit' as const,
          type: change.type,
          buyBackId: change.custom_product_id,
          amount: Number(change.amount),
          date: day(change.created_at),
          who: change.customer ?? '',
        })),
        ...cardChanges.map((change) => ({
          id: change.id,
          ledger: 'gift-card' as const,
          type: change.type,
          amount: Number(change.amount),
          date: day(change.created_at),
          who: '',
          // The last digits only: the code is what spends the card.
          cardEnding: change.code.slice(-4),
        })),
      ],
      tillCounts: counts.map((count) => ({
        session: count.id,
        tillName: count.till_name,
        zNumber: count.z_number === null ? null : Number(count.z_number),
        date: day(count.closed_at ?? ''),
        difference: Number(count.difference),
      })),
    }
  }

  /** A document that does not balance stops the export, named (409): an import of it would be refused anyway. */
  function checked(lines: JournalLine[]): JournalLine[] {
    const wrong = unbalancedDocuments(lines)[0]
    if (wrong)
      throw new ConflictError(JOURNAL_MESSAGES.unbalanced(wrong.document, amountText(Math.abs(wrong.difference))))
    return lines
  }

  /** The lines of a scope, as the documents and the account map stand now (unchecked). */
  async function linesOf(trx: Db, scope: repo.JournalScope, timeZone: string) {
    const [{ map, options }, rows] = [await accountMap(trx), await input(trx, scope, timeZone)]
    return { lines: journalLines(journalDocuments(rows, map), map), options }
  }

  return {
    timezone,

    /** The journal of the shop's days `from` to `to` (inclusive), made as asked. */
    async range(from: string, to: string): Promise<JournalAnswer> {
      const timeZone = await timezone()
      const first = parseCalendarDate(from)
      const last = parseCalendarDate(to)
      // The query's schema has checked both days; a bad one here is the caller's bug.
      if (!first || !last) throw new RangeError(`Not a calendar day: ${from} or ${to}`)
      const range = daysRange(first, last, timeZone)
      const { lines, options } = await linesOf(db, { kind: 'range', ...range }, timeZone)
      return { from, to, session_id: null, frozen_at: null, lines: checked(lines), options }
    },

    /**
     * Writes a session's journal in its close's transaction (the caller's `trx`, after the session is
     * marked closed with its count), so the per-Z export is the journal as it stood at the close.
     * `timeZone` is read by the caller before its transaction (SQLite's one connection is held by it).
     * Stored unchecked: a fault in the journal must never stop a till from closing; the export checks. Its
     * texts stay in the shop's language of the close: a frozen journal is served as stored.
     */
    async freezeSession(trx: Db, sessionId: number, timeZone: string): Promise<void> {
      // Stored once for everyone, so in the shop's language (like the shop's other records), not in the
      // language of whoever closed the till; read in the transaction, whose connection SQLite holds.
      const { language } = (await settings.getIn(trx)).general
      const { lines } = await inLanguage(language, () => linesOf(trx, { kind: 'session', id: sessionId }, timeZone))
      await repo.insertZJournal(trx, { session_id: sessionId, lines: JSON.stringify(lines), created_at: nowIso() })
    },

    /**
     * A closed session's journal as frozen at its close (404 unknown, 409 still open). A session closed before
     * journals were frozen (0049) is made from what is stored now.
     */
    async session(sessionId: number): Promise<JournalAnswer> {
      const session = await repo.sessionOf(db, sessionId)
      if (!session) throw new NotFoundError()
      if (session.closed_at === null) throw new ConflictError(JOURNAL_MESSAGES.notClosed)
      const timeZone = await timezone()
      const day = (iso: string) => formatCalendarDate(calendarDateAt(Date.parse(iso), timeZone))
      const frozen = await repo.zJournal(db, sessionId)
      const { options } = await accountMap(db)
      const lines = frozen
        ? (JSON.parse(frozen.lines) as JournalLine[])
        : (await linesOf(db, { kind: 'session', id: sessionId }, timeZone)).lines
      return {
        from: day(session.opened_at),
        to: day(session.closed_at),
        session_id: sessionId,
        frozen_at: frozen?.created_at ?? null,
        lines: checked(lines),
        options,
      }
    },

    /** Every role with its account: the fixed ones, each category's revenue and cost, each tax rate seen. */
    async accounts() {
      const [{ map, typed, options }, categories, rates] = [
        await accountMap(db),
        await repo.categories(db),
        await repo.taxRates(db),
      ]
      const row = (role: string, label: string, holds: string, fallback: JournalAccount) => {
        const own = map.get(role)
        return {
          role,
          label,
          holds,
          code: own?.code ?? '',
          name: own ? (typed.get(role) ?? '') : '',
          defaultCode: fallback.code,
          defaultName: fallback.name,
        }
      }
      const fixed = JOURNAL_ROLES.map((role) =>
        row(role, tr(ROLE_LABEL_KEYS[role]), JOURNAL_ROLE_TEXT[role], DEFAULT_JOURNAL_ACCOUNTS[role]),
      )
      const fallback = (role: JournalFixedRole) => map.get(role) ?? DEFAULT_JOURNAL_ACCOUNTS[role]
      const perCategory = categories.flatMap((category) => [
        row(
          `revenue:${category.id}`,
          tr('fields:journal.roles.categorySales', { category: category.name }),
          tr('messages:journal.journalRoleText.categorySales', { category: category.name }),
          fallback('revenue'),
        ),
        row(
          `cogs:${category.id}`,
          tr('fields:journal.roles.categoryCost', { category: category.name }),
          tr('messages:journal.journalRoleText.categoryCost', { category: category.name }),
          fallback('cogs'),
        ),
      ])
      const perRate = [...new Set(rates)]
        .sort((a, b) => a - b)
        .map((rate) =>
          row(
            `tax:${rate}`,
            tr('fields:journal.roles.taxRate', { rate }),
            tr('messages:journal.journalRoleText.taxRate', { rate }),
            fallback('tax'),
          ),
        )
      return { accounts: [...fixed, ...perCategory, ...perRate], ...options }
    },

    /** Saves the roles sent (an empty code gives a role back its default), in one audited transaction. */
    async saveAccounts(update: JournalAccountsUpdate): Promise<void> {
      const now = nowIso()
      await db.transaction().execute(async (trx) => {
        const before = await repo.accountRows(trx)
        const was = new Map(before.map((row) => [row.role, row]))
        const changes: Record<string, { before: string; after: string }> = {}
        const text = (row: { code: string; name: string } | undefined) => (row ? `${row.code} ${row.name}`.trim() : '')
        for (const account of update.accounts) {
          const row = { role: account.role, code: account.code.trim(), name: account.name.trim(), updated_at: now }
          if (text(was.get(account.role)) !== text(row))
            changes[account.role] = { before: text(was.get(account.role)), after: text(row) }
          await repo.saveAccount(trx, row)
        }
        const fileOptions = [
          [XERO_TAX_RATE_ROLE, update.xeroTaxRate?.trim()],
          [QUICKBOOKS_DATE_ROLE, update.quickbooksDateOrder],
        ] as const
        for (const [role, name] of fileOptions) {
          if (name === undefined) continue
          const old = was.get(role)?.name ?? ''
          if (old !== name) changes[role] = { before: old, after: name }
          await repo.saveAccount(trx, { role, code: '', name, updated_at: now })
        }
        await recordAudit(trx, {
          entity: 'settings',
          entityId: 'journal-accounts',
          action: 'updated',
          before: Object.fromEntries(Object.entries(changes).map(([role, change]) => [role, change.before])),
          after: Object.fromEntries(Object.entries(changes).map(([role, change]) => [role, change.after])),
        })
      })
    },
  }
}

export type JournalService = ReturnType<typeof createJournalService>
