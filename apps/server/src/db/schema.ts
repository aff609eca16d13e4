import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { PermissionFlag } from '@counterpart/domain/permissions'
import type {
  TillTable,
  TillSessionTable,
  CashMovementTable,
  ZReportTable,
  AuditEventTable,
  AuditChainHeadTable,
} from './tills-audit-tables.ts'
import type { ClientSaleTable, OfflineReviewTable, StockConflictTable } from './offline-tables.ts'
import type { DeviceEventTable, DeviceUnitTable } from './device-tables.ts'
import type {
  RepairEstimateLineTable,
  RepairEstimateTable,
  RepairEventTable,
  RepairStatusTable,
  ShopOpeningHoursTable,
} from './repair-tables.ts'
import type { RepairPartTable } from './repair-part-tables.ts'
import type {
  ChecklistCategoryTable,
  MessageChannelTable,
  MessageLogTable,
  RepairChecklistTable,
  RepairMessageTable,
  RepairMessageTemplateTable,
  RepairPhotoTable,
  RepairSignatureTable,
} from './repair-evidence-tables.ts'

export type { DeviceEventTable, DeviceUnitTable } from './device-tables.ts'
export type {
  RepairEstimateLineTable,
  RepairEstimateTable,
  RepairEventTable,
  RepairStatusTable,
  ShopOpeningHoursTable,
} from './repair-tables.ts'
export type { RepairPartTable } from './repair-part-tables.ts'

export type { ClientSaleTable, OfflineReviewTable, StockConflictTable } from './offline-tables.ts'

export type {
  TillTable,
  TillSessionTable,
  CashMovementTable,
  ZReportTable,
  AuditEventTable,
  AuditChainHeadTable,
} from './tills-audit-tables.ts'

/**
 * Table types. Timestamps are ISO-8601 UTC text on both databases (they sort and compare as text);
 * booleans are 0/1 integers; money is integer cents.
 */
export type UserTable = {
  id: Generated<number>
  name: string
  email: string
  password: string
  avatar: string | null
  roleName: string
  isAdmin: number
  /** Their own language ('en', 'ar' ...); null follows the shop's (General settings). */
  language: Generated<string | null>
  created_at: string
  updated_at: string
} & Record<PermissionFlag, number>

export interface SessionTable {
  id: string
  user_id: number
  ip: string
  user_agent: string
  created_at: string
  last_seen_at: string
  expires_at: string
}

export interface LoginAttemptTable {
  key: string
  attempts: number
  locked_until: string | null
  updated_at: string
}

export interface PasswordResetTable {
  id: Generated<number>
  email: string
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface SettingsTable {
  id: number
  data: string
  updated_at: string
}

export interface Database {
  users: UserTable
  sessions: SessionTable
  login_attempts: LoginAttemptTable
  password_resets: PasswordResetTable
  settings: SettingsTable
  // catalog (0002-catalog)
  categories: CategoryTable
  products: ProductTable
  product_variants: ProductVariantTable
  product_suppliers: ProductSupplierTable
  suppliers: SupplierTable
  warehouses: WarehouseTable
  stocks: StockTable
  // contacts, orders, payments, stock history (0003-inventory-purchasing)
  customers: CustomerTable
  credit_events: CreditEventTable
  gift_card_sales: GiftCardSaleTable
  gift_cards: GiftCardTable
  gift_card_events: GiftCardEventTable
  orders: OrderTable
  order_items: OrderItemTable
  payments: PaymentTable
  stock_movements: StockMovementTable
  // counts, transfers, adjustments (0028-stock-documents)
  stock_documents: StockDocumentTable
  stock_document_lines: StockDocumentLineTable
  // partial receiving (0029-partial-receiving)
  purchase_receipts: PurchaseReceiptTable
  purchase_closures: PurchaseClosureTable
  // sales terminal (0004-pos)
  idempotency_keys: IdempotencyKeyTable
  // repairs, bills, buyback, showcase (0005-repairs-bills-buyback-showcase)
  repairs: RepairTable
  bills: BillTable
  bill_items: BillItemTable
  custom_products: CustomProductTable
  gallery_items: GalleryItemTable
  shop_items: ShopItemTable
  rate_limits: RateLimitTable
  // installer (0007-installation)
  installation: InstallationTable
  // kept counts (0014-maintained-counts)
  product_sold_daily: ProductSoldDailyTable
  order_counts: OrderCountTable
  // tills and the audit log (0017-tills-audit; named tills since 0021-till-names)
  tills: TillTable
  till_sessions: TillSessionTable
  cash_movements: CashMovementTable
  z_reports: ZReportTable
  audit_events: AuditEventTable
  audit_chain_head: AuditChainHeadTable
  // offline selling (0018-offline-selling)
  client_sales: ClientSaleTable
  stock_conflicts: StockConflictTable
  // the terminal's favourites (0019-pos-favourites)
  pos_favourites: PosFavouriteTable
  // offline sales' window and reviews (0020-offline-sale-window)
  offline_reviews: OfflineReviewTable
  // device units and their events (0033-device-units)
  device_units: DeviceUnitTable
  device_events: DeviceEventTable
  // the repair workflow (0040-repair-workflow)
  repair_statuses: RepairStatusTable
  repair_events: RepairEventTable
  // parts of a repair (0041-repair-parts)
  repair_parts: RepairPartTable
  shop_opening_hours: ShopOpeningHoursTable
  // repair estimates (0042-repair-estimates)
  repair_estimates: RepairEstimateTable
  repair_estimate_lines: RepairEstimateLineTable
  // messages to customers (0043-repair-messages) and evidence (0044-repair-evidence)
  repair_message_templates: RepairMessageTemplateTable
  message_channels: MessageChannelTable
  repair_messages: RepairMessageTable
  message_log: MessageLogTable
  checklist_categories: ChecklistCategoryTable
  repair_photos: RepairPhotoTable
  repair_checklists: RepairChecklistTable
  repair_signatures: RepairSignatureTable
  // the accountant's journal (0049-journal-accounts)
  journal_accounts: JournalAccountTable
  z_journals: ZJournalTable
  // printing at the counter (0050-printers)
  printers: PrinterTable
  print_jobs: PrintJobTable
  // the customer display (0051-customer-displays)
  display_pairing_codes: DisplayPairingCodeTable
  customer_displays: CustomerDisplayTable
}

/** A pairing code a terminal showed (0051): single use, valid a few minutes, kept hashed. */
export interface DisplayPairingCodeTable {
  id: Generated<number>
  till_id: number
  code_hash: string
  expires_at: string
  used_at: string | null
  created_at: string
}

/** A display paired with a till (0051): its secret kept hashed; it reads that till's display state only. */
export interface CustomerDisplayTable {
  id: Generated<number>
  till_id: number
  secret_hash: string
  paired_at: string
  last_seen_at: string | null
}

/** A network receipt printer (ESC/POS over TCP). */
export interface PrinterTable {
  id: Generated<number>
  name: string
  host: string
  port: number
  /** Paper width in mm: 58 or 80. */
  paper_width: number
  /** 'codepage' | 'raster'. */
  mode: string
  code_page: string
  /** The drawer kick connector's pin: 2 or 5. */
  drawer_pin: number
  created_at: string
  updated_at: string
}

/** A print job (0050): sent by the worker, claimed with a lease so it is sent once. */
export interface PrintJobTable {
  id: Generated<number>
  till_id: number | null
  printer_id: number
  /** 'receipt' | 'refund' | 'payment' | 'drawer' | 'test' | 'x_report' | 'z_report'. */
  kind: string
  document_id: number | null
  /** 'queued' | 'sent' | 'failed' | 'cancelled'. */
  state: string
  attempts: number
  round_start: number
  next_attempt_at: string | null
  claim: string | null
  claimed_until: string | null
  last_error: string
  /** JSON: `{bytes}` (base64) printed as stored, or the options a receipt is rebuilt with (`{openDrawer}`). */
  payload: string
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** Live orders of a kind, spread over 16 shards (order id mod 16). */
export interface OrderCountTable {
  kind: string
  shard: number
  live: number
}

/** A product on the terminal's first page, at its position (1 first). */
export interface PosFavouriteTable {
  product_id: number
  position: number
}

/** Units sold minus units returned, per UTC day and product, by live sales and refunds. */
export interface ProductSoldDailyTable {
  day: string
  product_id: number
  /** A partial count (0023-sold-daily-slots): the writer's database session; readers sum the slots. */
  slot: number
  sold: number
}

// ---- catalog (0002-catalog): money in cents, flags 0/1 ----

export interface CategoryTable {
  id: Generated<number>
  name: string
  barcode: string | null
  parent_id: number | null
  mode: number
  image: string | null
  created_at: string
  updated_at: string
}

export interface ProductTable {
  id: Generated<number>
  name: string
  sku: string
  barcode: string
  category_id: number | null
  type: 'Standard' | 'Combo' | 'Service'
  price: number
  cost: number
  qty: number
  warehouseSaleFrom: number
  unitOfMeasure: string
  imei: string
  sNumber: string
  description: string
  image: string | null
  discounted: number
  state: number
  /** 0037: receiving it asks for one IMEI or serial per unit, each a device unit (issue 29). */
  serialTracked: Generated<number>
  /** 0041: units of the basic qty open repair reservations hold. */
  reserved: Generated<number>
  /** Lower-cased name, sku and barcode, for the list search. */
  search_text: string
  created_at: string
  updated_at: string
}

export interface ProductVariantTable {
  id: Generated<number>
  product_id: number
  variant: string
  price: number
  position: number
}

export interface ProductSupplierTable {
  product_id: number
  supplier_id: number
}

export interface SupplierTable {
  id: Generated<number>
  firstName: string
  lastName: string
  dateOfBirth: string | null
  gender: string | null
  company: string
  identification: string
  taxId: string
  companyAddress: string
  shippingAdress: string
  email: string
  phone: string
  address: string
  created_at: string
  updated_at: string
}

export interface WarehouseTable {
  id: Generated<number>
  name: string
  email: string
  phone: string
  location: string
  maxVolume: number
  created_at: string
  updated_at: string
}

export interface StockTable {
  id: Generated<number>
  product_id: number
  warehouse_id: number
  quantity: number
  sold: number
  returned: number
  cost: number
  price: number
  rackNumber: string
  created_at: string
  updated_at: string
  /** 0041: units open repair reservations hold; what may be sold is quantity - reserved. */
  reserved: Generated<number>
}

// ---- contacts, orders, payments, stock history (0003): money in cents, rates percent, flags 0/1 ----
// Generated<...> marks a column with a database default: an insert may leave it out.

export interface CustomerTable {
  id: Generated<number>
  firstName: string
  lastName: Generated<string>
  phone: Generated<string>
  email: Generated<string>
  address: Generated<string>
  identification: Generated<string>
  taxId: Generated<string>
  gender: string | null
  dateOfBirth: string | null
  /** The language of their receipts, invoices, mails and tracking page; null follows the shop's. */
  language: Generated<string | null>
  created_at: string
  updated_at: string
  /** Store credit left, cents: the sum of the customer's credit_events (issue 31). */
  creditBalance: Generated<number>
}

/** Sales, refunds and purchases, told apart by salling / refunding / purchasing (docs/data-model.md). */
export interface OrderTable {
  id: Generated<number>
  key: string
  reference: Generated<string>
  user_id: number | null
  customer_id: number | null
  supplier_id: number | null
  parent_id: number | null
  salling: Generated<number>
  refunding: Generated<number>
  purchasing: Generated<number>
  totalItems: Generated<number>
  subTotal: Generated<number>
  discountRate: Generated<number>
  discountedAmount: Generated<number>
  taxRate: Generated<number>
  taxAmount: Generated<number>
  shippingAmount: Generated<number>
  totalAmount: Generated<number>
  cost: Generated<number>
  profit: Generated<number>
  method: Generated<number>
  dueDate: string | null
  noteTitle: Generated<string>
  saleNote: Generated<string>
  printNote: Generated<string>
  shippingRecipient: Generated<string>
  shippingInfo: Generated<string>
  shippingStatus: Generated<number>
  stockUpdated: Generated<number>
  deleted_at: string | null
  created_at: string
  updated_at: string
  /** 0004-pos: 1 when the sale's prices held the tax (its refunds reverse the same way). */
  taxIncluded: Generated<number>
  /** 0009-refund-settlement: on a refund, the part of its total taken off the sale's debt, not paid out (cents). */
  cancelledDue: Generated<number>
  /** 0015-tendered-amount: on a sale, the amount the customer handed over (cents); 0 when none was recorded. */
  enterAmount: Generated<number>
  /** 0017-tills-audit: the till session a terminal sale or refund belongs to; null without one. */
  session_id: number | null
}

export interface OrderItemTable {
  id: Generated<number>
  order_id: number
  product_id: number | null
  name: string
  sku: Generated<string>
  barcode: Generated<string>
  qty: Generated<number>
  price: Generated<number>
  cost: Generated<number>
  discount: Generated<number>
  subTotal: Generated<number>
  imei: Generated<string>
  sNumber: Generated<string>
  variant: Generated<string>
  warehouse_id: number | null
  /** JSON snapshot of the product as sold. */
  data: Generated<string>
  /** 0004-pos: on a refund line, the sale line it returns. */
  parent_item_id: Generated<number | null>
  /** 0004-pos: the item bought from a customer this line sold. */
  custom_product_id: Generated<number | null>
}

/** 0004-pos: the first answer to a (user, Idempotency-Key), so a retried sale is not sold twice. */
export interface IdempotencyKeyTable {
  id: Generated<number>
  user_id: number
  key: string
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string
  /** The JSON answer given the first time ('' while the sale is being written). */
  response: string
  created_at: string
}

export interface PaymentTable {
  id: Generated<number>
  /** Null only on a buy-back's payout (0026-buyback-payouts), which has `custom_product_id` instead. */
  order_id: number | null
  user_id: number | null
  gateway: Generated<string>
  /** 1 paid, 0 pending. */
  status: Generated<number>
  /** 1 Live, 0 Due. */
  method: Generated<number>
  /** 'credit' money in (sales), 'debit' money out (purchases, refunds, buy-backs). */
  type: string
  amount: Generated<number>
  note: Generated<string>
  dueDate: string | null
  created_at: string
  updated_at: string
  /** 0017-tills-audit: the till session the payment was taken in; null without one. */
  session_id: number | null
  /** 0026-buyback-payouts: the buy-back (custom product) this payout paid for; null on an order's payment. */
  custom_product_id: number | null
  /** 0046-gift-cards-tenders: the gift-card sale this payment paid for; null on every other payment. */
  gift_card_sale_id: Generated<number | null>
  /** 0048-repair-deposits: the repair a deposit was paid (or given back) on; null on every other payment. */
  repair_id: Generated<number | null>
}

export interface StockMovementTable {
  id: Generated<number>
  product_id: number
  /** Null: the product's basic qty. */
  warehouse_id: number | null
  delta: number
  reason: string
  order_id: number | null
  user_id: number | null
  created_at: string
  /** 0028-stock-documents: the count, transfer or adjustment it belongs to (null for an order's). */
  document_id: Generated<number | null>
}

// ---- stock counts, transfers and adjustments (0028-stock-documents) ----

export interface StockDocumentTable {
  id: Generated<number>
  kind: 'count' | 'transfer' | 'adjustment'
  status: 'draft' | 'posted' | 'sent' | 'received'
  warehouse_id: number
  to_warehouse_id: number | null
  category_id: number | null
  blind: Generated<number>
  reason: Generated<string>
  note: string
  user_id: number | null
  counted_by: number | null
  counted_at: string | null
  closed_by: number | null
  closed_at: string | null
  created_at: string
  updated_at: string
}

export interface StockDocumentLineTable {
  id: Generated<number>
  document_id: number
  product_id: number
  expected: number
  counted: number | null
  cost: Generated<number>
  price: Generated<number>
}

// ---- partial receiving (0029-partial-receiving) ----

export interface PurchaseReceiptTable {
  id: Generated<number>
  order_id: number
  product_id: number
  warehouse_id: number
  qty: number
  user_id: number | null
  created_at: string
}

export interface PurchaseClosureTable {
  order_id: number
  reason: string
  user_id: number | null
  created_at: string
}

export type ProductRow = Selectable<ProductTable>
export type CategoryRow = Selectable<CategoryTable>

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>

// ---- repairs, bills, buyback, showcase (0005): money in cents, rates in percent, flags 0/1 ----

export interface RepairTable {
  id: Generated<number>
  /** The public tracking key: random, unique, never the row id. */
  key: string
  name: string
  email: string
  phone: string
  address: string
  issue: string
  deviceName: string
  imei: string
  sNumber: string
  charges: number
  taxRate: number
  taxAmount: number
  prePaid: number
  totalAmount: number
  due: number
  status: number
  created_by: number | null
  created_at: string
  updated_at: string
  /** Issue 30: the shop's status (its group decides `status`), the technician, the promised date, the priority. */
  status_id: number
  technician_id: number | null
  promised_at: string | null
  priority: string
  /** The customer the ticket belongs to (0045); the name, phone and email stay copied as the spec has them. */
  customer_id: Generated<number | null>
  /** Issue 30 (0042): the last entry into the collected group (the warranty starts there), the come-back link. */
  collected_at: string | null
  warranty_of: number | null
  warranty_claim: Generated<number>
}

export interface BillTable {
  id: Generated<number>
  name: string
  description: string
  date: string
  time: string
  charges: number
  taxRate: number
  taxAmount: number
  subTotal: number
  totalAmount: number
  created_by: number | null
  created_at: string
  updated_at: string
}

export interface BillItemTable {
  id: Generated<number>
  bill_id: number
  position: number
  name: string
  imei: string
  sNumber: string
  qty: number
  price: number
}

export interface CustomProductTable {
  id: Generated<number>
  fullName: string
  phone: string
  address: string
  model: string
  imei: string
  cost: number
  price: number
  /** Private upload-store keys (area/name), served only through the gated file route. */
  sign: string | null
  photo: string | null
  docs: string | null
  /** Public product picture URL. */
  image: string | null
  barcode: string
  isSold: number
  created_by: number | null
  /** 0037: the seller's identity document, as the police register lists it. */
  idType: Generated<string>
  idNumber: Generated<string>
  /** 0037: the stolen-device check recorded on the form; checkResult '' when none was. */
  checkService: Generated<string>
  checkReference: Generated<string>
  checkResult: Generated<string>
  /** Private upload-store key of the check's screenshot. */
  checkShot: Generated<string | null>
  /** 0038: the sale it was traded in on (issue 29, item 7); null when bought through Buy From Customer. */
  trade_in_order_id: Generated<number | null>
  created_at: string
  updated_at: string
}

export interface GalleryItemTable {
  id: Generated<number>
  title: string
  image: string
  created_at: string
}

export interface ShopItemTable {
  id: Generated<number>
  name: string
  price: number
  description: string
  image: string | null
  created_at: string
  updated_at: string
}

export interface RateLimitTable {
  key: string
  hits: number
  window_start: string
}

// ---- installer (0007-installation) ----

/** One row once the application is installed; the web installer is refused from then on. */
export interface InstallationTable {
  id: number
  version: string
  installed_at: string
}

/** Store credit (0035, issue 31): one row per change of a customer's balance, never updated. Cents. */
export interface CreditEventTable {
  id: Generated<number>
  customer_id: number
  type: string
  amount: number
  balance: number
  order_id: number | null
  custom_product_id: number | null
  note: Generated<string>
  user_id: number | null
  created_at: string
  /** 0046-gift-cards-tenders: the till session the change was made in; null without one. */
  session_id: Generated<number | null>
  /** 0048-repair-deposits: the repair whose deposit was paid or given back in store credit. */
  repair_id: Generated<number | null>
}

/** 0046 (issue 31, item 3): a sale of gift cards, a liability and never an order. Cents. */
export interface GiftCardSaleTable {
  id: Generated<number>
  key: string
  total: number
  customer_id: number | null
  user_id: number | null
  session_id: number | null
  refunded_at: Generated<string | null>
  created_at: string
  /** 0047-gift-card-indexes: how it was paid, and the cash handed over (cents; the total when not cash). */
  gateway: string
  tendered: number
}

/** 0046: one gift card; `balance` moves only by a guarded update with its event. Cents. */
export interface GiftCardTable {
  id: Generated<number>
  code: string
  initial: number
  balance: number
  /** active | void (its sale refunded). */
  status: Generated<string>
  expires_at: string | null
  sale_id: number | null
  customer_id: number | null
  created_at: string
  updated_at: string
}

/** 0046: one row per change of a card's balance, never updated. Cents, signed. */
export interface GiftCardEventTable {
  id: Generated<number>
  gift_card_id: number
  type: string
  amount: number
  balance: number
  order_id: number | null
  note: Generated<string>
  user_id: number | null
  session_id: number | null
  created_at: string
}

/** 0049 (issue 31, item 7): the account a journal role posts to; a role without a row takes its default. */
export interface JournalAccountTable {
  role: string
  code: Generated<string>
  name: Generated<string>
  updated_at: string
}

/** 0049: a closed till session's journal lines (JSON, cents), written with its Z and never rewritten. */
export interface ZJournalTable {
  session_id: number
  lines: string
  created_at: string
}
