import { roundHalfAwayFromZero, type Cents } from './money.ts'
import { tr, trIn } from './i18n/translate.ts'

/**
 * The accountant's journal (issue 31, item 7): the shop's documents as double-entry lines, each document
 * balanced to the cent. Pure: the server reads the documents (cents, each with its shop-local date) and the
 * account map, this turns them into lines and checks them. Roles name what an account holds; the map
 * (journal_accounts) names the account codes; a per-category or per-rate role falls back to its default.
 */

/** The fixed roles an account plays. Per category (`revenue:ID`, `cogs:ID`) and per tax rate (`tax:RATE`) add to these. */
export const JOURNAL_ROLES = [
  'cash',
  'card',
  'cheque',
  'other',
  'trade-in',
  'receivable',
  'store-credit',
  'gift-card',
  'revenue',
  'revenue-service',
  'shipping',
  'tax',
  'cogs',
  'inventory',
  'credit-given',
  'other-income',
  'over-short',
  'rounding',
] as const
export type JournalFixedRole = (typeof JOURNAL_ROLES)[number]
export type JournalRole = JournalFixedRole | `revenue:${number}` | `cogs:${number}` | `tax:${string}`

export interface JournalAccount {
  code: string
  name: string
}

/** The keys of the default account names: a name the shop has not changed reads in the reader's language. */
const DEFAULT_ACCOUNT_NAME_KEYS: Record<JournalFixedRole, string> = {
  cash: 'documents:journal.accounts.cash',
  card: 'documents:journal.accounts.card',
  cheque: 'documents:journal.accounts.cheque',
  other: 'documents:journal.accounts.other',
  'trade-in': 'documents:journal.accounts.tradeIn',
  receivable: 'documents:journal.accounts.receivable',
  inventory: 'documents:journal.accounts.inventory',
  'store-credit': 'documents:journal.accounts.storeCredit',
  'gift-card': 'documents:journal.accounts.giftCard',
  tax: 'documents:journal.accounts.tax',
  revenue: 'documents:journal.accounts.revenue',
  'revenue-service': 'documents:journal.accounts.revenueService',
  shipping: 'documents:journal.accounts.shipping',
  'other-income': 'documents:journal.accounts.otherIncome',
  cogs: 'documents:journal.accounts.cogs',
  'credit-given': 'documents:journal.accounts.creditGiven',
  'over-short': 'documents:journal.accounts.overShort',
  rounding: 'documents:journal.accounts.rounding',
}

/**
 * The defaults, after Xero's standard chart of accounts (200 Sales, 260 Other Revenue, 310 Cost of Goods Sold,
 * 630 Inventory), with the shop's own accounts in the same ranges. Xero keeps Accounts Receivable (610) and the
 * sales tax account (820) as system accounts a manual journal may not post to, so the defaults are secondary
 * accounts beside them (611, 821), as Xero's help advises for journals to system accounts.
 */
const DEFAULT_ACCOUNT_CODES: Record<JournalFixedRole, string> = {
  cash: '092',
  card: '093',
  cheque: '094',
  other: '095',
  'trade-in': '096',
  receivable: '611',
  inventory: '630',
  'store-credit': '825',
  'gift-card': '826',
  tax: '821',
  revenue: '200',
  'revenue-service': '210',
  shipping: '220',
  'other-income': '260',
  cogs: '310',
  'credit-given': '480',
  'over-short': '485',
  rounding: '865',
}

/** A default account: its code fixed, its name read when asked (in the language then in effect). */
function defaultAccount(role: JournalFixedRole): JournalAccount {
  return {
    code: DEFAULT_ACCOUNT_CODES[role],
    get name() {
      return tr(DEFAULT_ACCOUNT_NAME_KEYS[role])
    },
  }
}

export const DEFAULT_JOURNAL_ACCOUNTS = Object.fromEntries(
  JOURNAL_ROLES.map((role) => [role, defaultAccount(role)]),
) as Record<JournalFixedRole, JournalAccount>

/**
 * The shop's account of a role as stored. A name equal to the default's English name was never renamed (the
 * settings screen shows the default as a placeholder, older saves wrote it out): it reads in the reader's
 * language like the default; any other name stays as the shop typed it.
 */
export function storedJournalAccount(role: string, code: string, name: string): JournalAccount {
  const fixed = (JOURNAL_ROLES as readonly string[]).includes(role) ? (role as JournalFixedRole) : undefined
  if (fixed && name === trIn('en', DEFAULT_ACCOUNT_NAME_KEYS[fixed]))
    return {
      code,
      get name() {
        return tr(DEFAULT_ACCOUNT_NAME_KEYS[fixed])
      },
    }
  return { code, name }
}

/** What each fixed role holds, for the settings screen and docs/money.md. */
export const JOURNAL_ROLE_TEXT: Record<JournalFixedRole, string> = {
  get cash() {
    return tr('messages:journal.journalRoleText.cash')
  },
  get card() {
    return tr('messages:journal.journalRoleText.card')
  },
  get cheque() {
    return tr('messages:journal.journalRoleText.cheque')
  },
  get other() {
    return tr('messages:journal.journalRoleText.other')
  },
  get ['trade-in']() {
    return tr('messages:journal.journalRoleText.tradeIn')
  },
  get receivable() {
    return tr('messages:journal.journalRoleText.receivable')
  },
  get inventory() {
    return tr('messages:journal.journalRoleText.inventory')
  },
  get ['store-credit']() {
    return tr('messages:journal.journalRoleText.storeCredit')
  },
  get ['gift-card']() {
    return tr('messages:journal.journalRoleText.giftCard')
  },
  get tax() {
    return tr('messages:journal.journalRoleText.tax')
  },
  get revenue() {
    return tr('messages:journal.journalRoleText.revenue')
  },
  get ['revenue-service']() {
    return tr('messages:journal.journalRoleText.revenueService')
  },
  get shipping() {
    return tr('messages:journal.journalRoleText.shipping')
  },
  get ['other-income']() {
    return tr('messages:journal.journalRoleText.otherIncome')
  },
  get cogs() {
    return tr('messages:journal.journalRoleText.cogs')
  },
  get ['credit-given']() {
    return tr('messages:journal.journalRoleText.creditGiven')
  },
  get ['over-short']() {
    return tr('messages:journal.journalRoleText.overShort')
  },
  get rounding() {
    return tr('messages:journal.journalRoleText.rounding')
  },
}

/** The payment methods (payments.gateway) and the role their money goes to. */
export const GATEWAY_ROLES: Record<string, JournalFixedRole> = {
  cash: 'cash',
  card: 'card',
  cheque: 'cheque',
  other: 'other',
  'trade-in': 'trade-in',
  credit: 'store-credit',
  'gift-card': 'gift-card',
}

export function gatewayRole(gateway: string): JournalFixedRole {
  return GATEWAY_ROLES[gateway] ?? 'other'
}

/** A tax rate as a role key: 20 -> 'tax:20', 5.5 -> 'tax:5.5'. */
export function taxRole(rate: number): `tax:${string}` {
  return `tax:${String(Number(rate))}`
}

// ---- documents ------------------------------------------------------------------------------------------

/** A line of a sale or refund: its category (null: a line typed at the till), its line total and unit cost. */
export interface JournalItem {
  categoryId: number | null
  categoryName: string | null
  service: boolean
  subTotal: Cents
  qty: number
  cost: Cents
}

/** A payment as the journal needs it. `type` credit is money in, debit money out. */
export interface JournalPayment {
  id: number
  date: string
  session: number | null
  gateway: string
  type: 'credit' | 'debit'
  amount: Cents
}

/** A sale or a refund with the payments taken with it (same local day and till session). */
export interface JournalOrder {
  kind: 'sale' | 'refund'
  id: number
  key: string
  date: string
  session: number | null
  customer: string
  totalAmount: Cents
  taxAmount: Cents
  taxRate: number
  shippingAmount: Cents
  items: JournalItem[]
}

export interface JournalInput {
  orders: JournalOrder[]
  /** Paid payments of the orders (sales and refunds) of the period, by `orderId`. */
  orderPayments: (JournalPayment & {
    orderId: number
    orderKey: string
    orderKind: 'sale' | 'refund'
    customer: string
  })[]
  /** Buy-backs' payouts (custom products), money out for a device now in stock. */
  payouts: (JournalPayment & { customProductId: number; model: string })[]
  /** Gift-card sales' payments (a liability, never revenue). */
  giftCardPayments: (JournalPayment & { saleId: number; saleKey: string })[]
  /** Repairs' deposits taken (money in) and paid back (money out), on no order (issue 31, item 5). */
  repairDeposits?: (JournalPayment & { repairId: number; repairKey: string })[]
  /** Store credit and gift-card changes made by hand or by expiry: no payment mirrors them. */
  handCredits: {
    id: number
    ledger: 'store-credit' | 'gift-card'
    type: string
    /** Signed: a take-off or an expiry is negative. */
    amount: Cents
    date: string
    /** The customer, or empty. */
    who: string
    /** The buy-back whose bonus was paid in this credit. */
    buyBackId?: number | null
    /** A gift card's last digits (the code is what spends the card, so never more). */
    cardEnding?: string
  }[]
  /** Closed till sessions and the difference of their count (counted - expected). */
  tillCounts: { session: number; tillName: string; zNumber: number | null; date: string; difference: Cents }[]
}

/** One side of one line, before accounts are named: positive `amount` is a debit, negative a credit. */
export interface JournalPosting {
  role: JournalRole
  amount: Cents
  description: string
  /** The customer or supplier, for an account that wants one (QuickBooks' receivable lines). */
  name?: string
}

export interface JournalDocument {
  /** A short reference, unique in an export (QuickBooks keeps 21 characters): the order's key, `PAY-12`, `BB-3-40`, `GC-41`, `SC-7`, `Z-4`. */
  document: string
  date: string
  description: string
  postings: JournalPosting[]
}

export interface JournalLine {
  date: string
  account: string
  accountName: string
  debit: Cents
  credit: Cents
  document: string
  description: string
  name: string
}

/**
 * Splits `total` over `weights` in proportion, each share rounded half away from zero; what the shares leave
 * of the total (a cent or two) is returned as `rest` for the rounding account, never lost.
 */
export function splitByWeight(total: Cents, weights: readonly number[]): { shares: Cents[]; rest: Cents } {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (sum === 0 || weights.length === 0) return { shares: weights.map(() => 0), rest: total }
  const shares = weights.map((weight) => roundHalfAwayFromZero((total * weight) / sum))
  return { shares, rest: total - shares.reduce((acc, share) => acc + share, 0) }
}

function post(postings: JournalPosting[], role: JournalRole, amount: Cents, description: string, name?: string) {
  if (amount !== 0) postings.push({ role, amount, description, ...(name ? { name } : {}) })
}

const METHOD_KEYS: Record<string, string> = {
  cash: 'documents:journal.methods.cash',
  card: 'documents:journal.methods.card',
  cheque: 'documents:journal.methods.cheque',
  other: 'documents:journal.methods.other',
  'trade-in': 'documents:journal.methods.tradeIn',
  credit: 'documents:journal.methods.credit',
  'gift-card': 'documents:journal.methods.giftCard',
}
/** A payment method as the reader calls it; a method the journal does not know is shown as stored. */
const methodText = (gateway: string) => {
  const key = METHOD_KEYS[gateway]
  return key ? tr(key) : gateway
}

type Params = Record<string, string | number>

/**
 * The sentences of a sale's and a refund's lines, whole (word order differs by language); `key` is the
 * order's key in each.
 */
const ORDER_TEXT: Record<'sale' | 'refund', Record<string, (params: Params) => string>> = {
  sale: {
    payment: (params) => tr('documents:journal.sale.payment', params),
    owed: (params) => tr('documents:journal.sale.owed', params),
    category: (params) => tr('documents:journal.sale.category', params),
    services: (params) => tr('documents:journal.sale.services', params),
    otherSales: (params) => tr('documents:journal.sale.otherSales', params),
    rounding: (params) => tr('documents:journal.sale.rounding', params),
    tax: (params) => tr('documents:journal.sale.tax', params),
    shipping: (params) => tr('documents:journal.sale.shipping', params),
    costOf: (params) => tr('documents:journal.sale.costOf', params),
    costOfOther: (params) => tr('documents:journal.sale.costOfOther', params),
    goods: (params) => tr('documents:journal.sale.goods', params),
    document: (params) => tr('documents:journal.sale.document', params),
    documentFor: (params) => tr('documents:journal.sale.documentFor', params),
  },
  refund: {
    payment: (params) => tr('documents:journal.refund.payment', params),
    owed: (params) => tr('documents:journal.refund.owed', params),
    category: (params) => tr('documents:journal.refund.category', params),
    services: (params) => tr('documents:journal.refund.services', params),
    otherSales: (params) => tr('documents:journal.refund.otherSales', params),
    rounding: (params) => tr('documents:journal.refund.rounding', params),
    tax: (params) => tr('documents:journal.refund.tax', params),
    shipping: (params) => tr('documents:journal.refund.shipping', params),
    costOf: (params) => tr('documents:journal.refund.costOf', params),
    costOfOther: (params) => tr('documents:journal.refund.costOfOther', params),
    goods: (params) => tr('documents:journal.refund.goods', params),
    document: (params) => tr('documents:journal.refund.document', params),
    documentFor: (params) => tr('documents:journal.refund.documentFor', params),
  },
}
const orderText = (kind: 'sale' | 'refund', part: string, params: Params) => {
  const text = ORDER_TEXT[kind][part]
  if (!text) throw new Error(`No journal text ${kind}.${part}`)
  return text(params)
}

/** A store-credit or gift-card change made by hand, as a sentence: `who` is the customer, `ending` a card's last digits. */
const HAND_TEXT: Record<
  'store-credit' | 'gift-card',
  Record<string, { plain: (p: Params) => string; who: (p: Params) => string; card: (p: Params) => string }>
> = {
  'store-credit': {
    issued: {
      plain: (p) => tr('documents:journal.storeCredit.issued', p),
      who: (p) => tr('documents:journal.storeCredit.issuedWho', p),
      card: (p) => tr('documents:journal.storeCredit.issuedWho', p),
    },
    redeemed: {
      plain: (p) => tr('documents:journal.storeCredit.redeemed', p),
      who: (p) => tr('documents:journal.storeCredit.redeemedWho', p),
      card: (p) => tr('documents:journal.storeCredit.redeemedWho', p),
    },
    expired: {
      plain: (p) => tr('documents:journal.storeCredit.expired', p),
      who: (p) => tr('documents:journal.storeCredit.expiredWho', p),
      card: (p) => tr('documents:journal.storeCredit.expiredWho', p),
    },
    adjusted: {
      plain: (p) => tr('documents:journal.storeCredit.adjusted', p),
      who: (p) => tr('documents:journal.storeCredit.adjustedWho', p),
      card: (p) => tr('documents:journal.storeCredit.adjustedWho', p),
    },
    bonus: {
      plain: (p) => tr('documents:journal.storeCredit.bonus', p),
      who: (p) => tr('documents:journal.storeCredit.bonusWho', p),
      card: (p) => tr('documents:journal.storeCredit.bonusWho', p),
    },
    other: {
      plain: (p) => tr('documents:journal.storeCredit.other', p),
      who: (p) => tr('documents:journal.storeCredit.otherWho', p),
      card: (p) => tr('documents:journal.storeCredit.otherWho', p),
    },
  },
  'gift-card': {
    expired: {
      plain: (p) => tr('documents:journal.giftCard.expired', p),
      who: (p) => tr('documents:journal.giftCard.expiredWho', p),
      card: (p) => tr('documents:journal.giftCard.expiredCard', p),
    },
    adjusted: {
      plain: (p) => tr('documents:journal.giftCard.adjusted', p),
      who: (p) => tr('documents:journal.giftCard.adjustedWho', p),
      card: (p) => tr('documents:journal.giftCard.adjustedCard', p),
    },
    other: {
      plain: (p) => tr('documents:journal.giftCard.other', p),
      who: (p) => tr('documents:journal.giftCard.otherWho', p),
      card: (p) => tr('documents:journal.giftCard.otherCard', p),
    },
  },
}

function handText(change: JournalInput['handCredits'][number]): string {
  const kind = change.buyBackId != null ? 'bonus' : change.type
  const texts = HAND_TEXT[change.ledger]
  const text = texts[kind] ?? texts['other']!
  const params = { type: change.type, who: change.who, id: change.buyBackId ?? '', ending: change.cardEnding ?? '' }
  if (change.cardEnding) return text.card(params)
  return change.who ? text.who(params) : text.plain(params)
}

/** A payment's signed amount: money in is a debit of its method. */
const signed = (payment: { type: 'credit' | 'debit'; amount: Cents }) =>
  payment.type === 'credit' ? payment.amount : -payment.amount

/**
 * A sale: Dr each payment taken with it, Dr receivable for what is owed, Cr revenue per category (the total
 * less tax and shipping, split by line totals), Cr tax at its rate, Cr shipping; Dr cost of goods per category,
 * Cr inventory. A refund is the same with every side turned.
 */
function orderDocument(
  order: JournalOrder,
  payments: readonly JournalPayment[],
  map: ReadonlyMap<string, JournalAccount>,
): JournalDocument {
  const sign = order.kind === 'sale' ? 1 : -1
  const postings: JournalPosting[] = []
  const text = (part: string, params: Params = {}) => orderText(order.kind, part, { key: order.key, ...params })
  let paid = 0
  for (const payment of payments) {
    // A sale's payment is money in (+), a refund's money out (-): in sale terms both are `signed`.
    paid += signed(payment) * sign
    post(
      postings,
      gatewayRole(payment.gateway),
      signed(payment),
      text('payment', { method: methodText(payment.gateway) }),
    )
  }
  post(postings, 'receivable', sign * (order.totalAmount - paid), text('owed'), order.customer)
  const net = order.totalAmount - order.taxAmount - order.shippingAmount
  // Lines of one revenue account are weighed together (categories sharing an account split nothing, so leave
  // no cent to round): a category, services, or lines typed at the till.
  const groups = new Map<string, { role: JournalRole; weight: number; text: string }>()
  for (const item of order.items) {
    const role: JournalRole = item.service
      ? 'revenue-service'
      : item.categoryId === null
        ? 'revenue'
        : `revenue:${item.categoryId}`
    const account = accountOf(role, map)
    const key = `${account.code}\u0000${account.name}`
    const group = groups.get(key) ?? {
      role,
      weight: 0,
      text: item.service
        ? text('services')
        : item.categoryName === null
          ? text('otherSales')
          : text('category', { category: item.categoryName }),
    }
    group.weight += item.subTotal
    groups.set(key, group)
  }
  const entries = [...groups.entries()]
  const { shares, rest } = splitByWeight(
    net,
    entries.map(([, group]) => group.weight),
  )
  entries.forEach(([, group], index) => post(postings, group.role, -sign * (shares[index] ?? 0), group.text))
  post(postings, 'rounding', -sign * rest, text('rounding'))
  post(postings, taxRole(order.taxRate), -sign * order.taxAmount, text('tax', { rate: order.taxRate }))
  post(postings, 'shipping', -sign * order.shippingAmount, text('shipping'))
  const costs = new Map<JournalRole, { cost: number; text: string }>()
  for (const item of order.items) {
    if (item.service) continue
    const role: JournalRole = item.categoryId === null ? 'cogs' : `cogs:${item.categoryId}`
    const entry = costs.get(role) ?? {
      cost: 0,
      text: item.categoryName === null ? text('costOfOther') : text('costOf', { category: item.categoryName }),
    }
    entry.cost += item.cost * item.qty
    costs.set(role, entry)
  }
  for (const [role, entry] of costs) {
    post(postings, role, sign * entry.cost, entry.text)
    post(postings, 'inventory', -sign * entry.cost, text('goods'))
  }
  return {
    document: order.key,
    date: order.date,
    description: order.customer ? text('documentFor', { customer: order.customer }) : text('document'),
    postings,
  }
}

/** Orders, payments and the rest of a period as balanced documents, in date order. */
export function journalDocuments(
  input: JournalInput,
  map: ReadonlyMap<string, JournalAccount> = new Map(),
): JournalDocument[] {
  const documents: JournalDocument[] = []
  const orders = new Map(input.orders.map((order) => [order.id, order]))
  // A payment taken on the order's own day and till session belongs to the order's document; a later one is
  // its own document against the receivable.
  const withOrder = new Map<number, JournalPayment[]>()
  for (const payment of input.orderPayments) {
    const order = orders.get(payment.orderId)
    if (order && order.date === payment.date && order.session === payment.session) {
      withOrder.set(order.id, [...(withOrder.get(order.id) ?? []), payment])
      continue
    }
    const postings: JournalPosting[] = []
    const params = { key: payment.orderKey, method: methodText(payment.gateway) }
    const sale = payment.orderKind === 'sale'
    const text = sale ? tr('documents:journal.payment.sale', params) : tr('documents:journal.payment.refund', params)
    const withMethod = sale
      ? tr('documents:journal.payment.saleMethod', params)
      : tr('documents:journal.payment.refundMethod', params)
    post(postings, gatewayRole(payment.gateway), signed(payment), withMethod)
    post(postings, 'receivable', -signed(payment), text, payment.customer)
    documents.push({ document: `PAY-${payment.id}`, date: payment.date, description: text, postings })
  }
  for (const order of input.orders) documents.push(orderDocument(order, withOrder.get(order.id) ?? [], map))
  for (const payout of input.payouts) {
    const postings: JournalPosting[] = []
    const params = { id: payout.customProductId, model: payout.model, method: methodText(payout.gateway) }
    const text = tr('documents:journal.buyBack.bought', params)
    post(postings, 'inventory', -signed(payout), text)
    post(postings, gatewayRole(payout.gateway), signed(payout), tr('documents:journal.buyBack.paidBy', params))
    documents.push({
      document: `BB-${payout.customProductId}-${payout.id}`,
      date: payout.date,
      description: text,
      postings,
    })
  }
  for (const payment of input.giftCardPayments) {
    const postings: JournalPosting[] = []
    const params = { key: payment.saleKey, method: methodText(payment.gateway) }
    const sold = payment.type === 'credit'
    const text = sold
      ? tr('documents:journal.giftCards.sold', params)
      : tr('documents:journal.giftCards.refunded', params)
    const withMethod = sold
      ? tr('documents:journal.giftCards.soldMethod', params)
      : tr('documents:journal.giftCards.refundedMethod', params)
    post(postings, gatewayRole(payment.gateway), signed(payment), withMethod)
    post(postings, 'gift-card', -signed(payment), text)
    // The payment's id keeps the reference within QuickBooks' 21 characters; the description names the sale.
    documents.push({ document: `GC-${payment.id}`, date: payment.date, description: text, postings })
  }
  // A repair's deposit is repair income when taken (the shop's books have always counted it received), and
  // goes back out of it when paid back; a repair is never an order, so nothing else books it.
  for (const deposit of input.repairDeposits ?? []) {
    const postings: JournalPosting[] = []
    const params = { key: deposit.repairKey, method: methodText(deposit.gateway) }
    const taken = deposit.type === 'credit'
    const text = taken
      ? tr('documents:journal.repairDeposit.taken', params)
      : tr('documents:journal.repairDeposit.paidBack', params)
    const withMethod = taken
      ? tr('documents:journal.repairDeposit.takenMethod', params)
      : tr('documents:journal.repairDeposit.paidBackMethod', params)
    post(postings, gatewayRole(deposit.gateway), signed(deposit), withMethod)
    post(postings, 'revenue-service', -signed(deposit), text)
    documents.push({ document: `RD-${deposit.id}`, date: deposit.date, description: text, postings })
  }
  for (const change of input.handCredits) {
    const postings: JournalPosting[] = []
    const text = handText(change)
    // Credit given by hand is an expense; a take-off gives it back; an expiry frees the liability as income.
    const against: JournalRole = change.type === 'expired' ? 'other-income' : 'credit-given'
    post(postings, against, change.amount, text)
    post(postings, change.ledger, -change.amount, text)
    const prefix = change.ledger === 'store-credit' ? 'SC' : 'GCE'
    documents.push({ document: `${prefix}-${change.id}`, date: change.date, description: text, postings })
  }
  for (const count of input.tillCounts) {
    const postings: JournalPosting[] = []
    const params = { till: count.tillName, session: count.session, z: count.zNumber ?? '' }
    const short = count.difference < 0
    const text =
      count.zNumber === null
        ? short
          ? tr('documents:journal.tillCount.sessionShort', params)
          : tr('documents:journal.tillCount.sessionOver', params)
        : short
          ? tr('documents:journal.tillCount.zShort', params)
          : tr('documents:journal.tillCount.zOver', params)
    // Counted less than expected (negative): the shortage is a cost and the drawer holds less.
    post(postings, 'cash', count.difference, text)
    post(postings, 'over-short', -count.difference, text)
    if (postings.length)
      documents.push({ document: `Z-${count.session}`, date: count.date, description: text, postings })
  }
  return documents
    .filter((document) => document.postings.length > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The account of a role: its own, else its default's (a category's revenue falls back to Sales). */
export function accountOf(role: JournalRole, map: ReadonlyMap<string, JournalAccount>): JournalAccount {
  const own = map.get(role)
  if (own && own.code) return own
  const base = role.split(':')[0] as JournalFixedRole
  return map.get(base) ?? DEFAULT_JOURNAL_ACCOUNTS[base] ?? DEFAULT_JOURNAL_ACCOUNTS.rounding
}

/**
 * The lines of the documents with their accounts named: one line per account and document (two categories on
 * the same account make one line), debit or credit, never both, never zero.
 */
export function journalLines(
  documents: readonly JournalDocument[],
  map: ReadonlyMap<string, JournalAccount>,
): JournalLine[] {
  const lines: JournalLine[] = []
  for (const document of documents) {
    const byAccount = new Map<string, { account: JournalAccount; amount: number; description: string; name: string }>()
    for (const posting of document.postings) {
      const account = accountOf(posting.role, map)
      const key = `${account.code}\u0000${account.name}`
      const entry = byAccount.get(key) ?? {
        account,
        amount: 0,
        description: posting.description,
        name: posting.name ?? '',
      }
      entry.amount += posting.amount
      byAccount.set(key, entry)
    }
    for (const entry of byAccount.values()) {
      if (entry.amount === 0) continue
      lines.push({
        date: document.date,
        account: entry.account.code,
        accountName: entry.account.name,
        debit: entry.amount > 0 ? entry.amount : 0,
        credit: entry.amount < 0 ? -entry.amount : 0,
        document: document.document,
        description: entry.description,
        name: entry.name,
      })
    }
  }
  return lines
}

/** The documents whose lines do not balance (debits ≠ credits), with the difference: empty when all do. */
export function unbalancedDocuments(lines: readonly JournalLine[]): { document: string; difference: Cents }[] {
  const sums = new Map<string, number>()
  for (const line of lines) sums.set(line.document, (sums.get(line.document) ?? 0) + line.debit - line.credit)
  return [...sums.entries()]
    .filter(([, difference]) => difference !== 0)
    .map(([document, difference]) => ({ document, difference }))
}

export function journalTotals(lines: readonly JournalLine[]): { debit: Cents; credit: Cents } {
  return lines.reduce((acc, line) => ({ debit: acc.debit + line.debit, credit: acc.credit + line.credit }), {
    debit: 0,
    credit: 0,
  })
}

export const JOURNAL_MESSAGES = {
  unbalanced: (document: string, difference: string) =>
    tr('messages:journal.journal.unbalanced', { document, difference }),
  get notClosed() {
    return tr('messages:journal.journal.notClosed')
  },
}

// ---- the CSV shapes ------------------------------------------------------------------------------------

/** The plain CSV's header. */
export const JOURNAL_CSV_HEADER = [
  'Date',
  'Document',
  'Account',
  'Account name',
  'Debit',
  'Credit',
  'Description',
  'Name',
] as const

/** Xero's manual journal import template (Manual Journals › Import › Download template file). */
export const XERO_CSV_HEADER = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
] as const

/** QuickBooks Online's journal entry import (Settings › Import data › Journal entries). */
export const QUICKBOOKS_CSV_HEADER = [
  'Journal No',
  'Journal Date',
  'Account Name',
  'Debits',
  'Credits',
  'Description',
  'Name',
] as const

/** 2026-03-09 -> 09/03/2026 (Xero: dd/mm/yyyy). */
export function xeroDate(date: string): string {
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year}`
}

/** QuickBooks Online reads dates in its company's order: month first in the US, day first elsewhere. */
export const QUICKBOOKS_DATE_ORDERS = ['MM/DD/YYYY', 'DD/MM/YYYY'] as const
export type QuickbooksDateOrder = (typeof QUICKBOOKS_DATE_ORDERS)[number]

/** 2026-03-09 -> 03/09/2026 (MM/DD/YYYY) or 09/03/2026 (DD/MM/YYYY). */
export function quickbooksDate(date: string, order: QuickbooksDateOrder = 'MM/DD/YYYY'): string {
  const [year, month, day] = date.split('-')
  return order === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`
}

/** What the files need beside the lines: Xero's tax rate name and QuickBooks' date order (Settings). */
export interface JournalFileOptions {
  xeroTaxRate: string
  quickbooksDateOrder: QuickbooksDateOrder
}
