import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MESSAGES } from '../messages.ts'
import { PERMISSION_FLAGS, permissionLabel } from '../permissions.ts'
import * as authLabels from './auth-labels.ts'
import * as auth from './auth.ts'
import * as backups from './backups.ts'
import * as bills from './bills.ts'
import * as buyback from './buyback.ts'
import * as catalog from './catalog.ts'
import * as contacts from './contacts.ts'
import * as customerDisplay from './customer-display.ts'
import * as customerDisplayScreen from './customer-display-screen.ts'
import * as customerDisplayTexts from './customer-display-texts.ts'
import * as devices from './devices.ts'
import * as fieldMessages from './field-messages.ts'
import * as fields from './fields.ts'
import * as giftCards from './gift-cards.ts'
import * as installer from './installer.ts'
import * as inventory from './inventory.ts'
import * as journal from './journal.ts'
import * as orders from './orders.ts'
import * as paging from './paging.ts'
import * as payments from './payments.ts'
import * as pos from './pos.ts'
import * as printing from './printing.ts'
import * as purchasing from './purchasing.ts'
import * as repairDeposits from './repair-deposits.ts'
import * as repairs from './repairs.ts'
import * as repairWorkflow from './repair-workflow.ts'
import * as repairEstimates from './repair-estimates.ts'
import * as reports from './reports.ts'
import * as settings from './settings.ts'
import * as showcase from './showcase.ts'
import * as tenders from './tenders.ts'
import * as tradeIn from './trade-in.ts'
import * as users from './users.ts'

/**
 * Issue 16 point 6: a message names the field's label as the screen shows it, never its wire name
 * ("The Printer width must be between 40 and 500.", not "The printerWidth ..."). This sweep feeds every
 * exported schema of every schema file wrong values, field by field, and reads every message it answers,
 * plus every static text of the *_MESSAGES tables. A new schema file belongs in MODULES.
 */
const MODULES = {
  auth,
  backups,
  bills,
  buyback,
  catalog,
  contacts,
  customerDisplay,
  customerDisplayScreen,
  customerDisplayTexts,
  devices,
  fields,
  fieldMessages,
  giftCards,
  installer,
  inventory,
  journal,
  orders,
  paging,
  payments,
  pos,
  printing,
  purchasing,
  repairs,
  repairEstimates,
  reports,
  settings,
  showcase,
  users,
} as const

/** A camelCase or snake_case word: how wire names look, and no label does. */
const WIRE_WORD = /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b|\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b/

const BAD_VALUES: unknown[] = [
  null,
  '',
  '   ',
  'x',
  'not valid at all',
  'x'.repeat(70_000),
  -1,
  -0.5,
  0,
  1.5,
  0.001,
  1e15,
  -1e15,
  true,
  {},
  [],
  [{}],
  '2020-02-30',
  '1.234',
]

interface Found {
  schema: string
  path: string
  key: string | null
  message: string
}

type AnySchema = z.ZodType

/** The object inside optional/default/nullable/pipe/preprocess wrappers, or null. */
function objectShape(schema: AnySchema, depth = 0): Record<string, AnySchema> | null {
  if (depth > 8) return null
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, AnySchema>
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return objectShape(def.innerType as AnySchema, depth + 1)
    case 'pipe':
      return objectShape(def.out as AnySchema, depth + 1) ?? objectShape(def.in as AnySchema, depth + 1)
    default:
      return null
  }
}

/** The element schema of an array inside wrappers, or null. */
function arrayElement(schema: AnySchema, depth = 0): AnySchema | null {
  if (depth > 8) return null
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  switch (def.type) {
    case 'array':
      return def.element as AnySchema
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return arrayElement(def.innerType as AnySchema, depth + 1)
    case 'pipe':
      return arrayElement(def.in as AnySchema, depth + 1) ?? arrayElement(def.out as AnySchema, depth + 1)
    default:
      return null
  }
}

function issuesOf(name: string, schema: AnySchema, input: unknown): Found[] {
  const result = schema.safeParse(input)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const last = [...issue.path].reverse().find((part) => typeof part === 'string')
    return {
      schema: name,
      path: issue.path.join('.'),
      key: typeof last === 'string' ? last : null,
      message: issue.message,
    }
  })
}

/** Every message the schema answers to wrong values, one field at a time, items of lists included. */
function sweep(name: string, schema: AnySchema): Found[] {
  const shape = objectShape(schema)
  if (!shape) return BAD_VALUES.flatMap((value) => issuesOf(name, schema, value))
  const found = issuesOf(name, schema, {})
  for (const [key, field] of Object.entries(shape)) {
    for (const value of BAD_VALUES) found.push(...issuesOf(name, schema, { [key]: value }))
    const element = arrayElement(field)
    const elementShape = element ? objectShape(element) : null
    if (elementShape) {
      for (const itemKey of Object.keys(elementShape)) {
        for (const value of BAD_VALUES) found.push(...issuesOf(name, schema, { [key]: [{ [itemKey]: value }] }))
      }
    }
  }
  return found
}

const SCHEMAS = Object.entries(MODULES).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, AnySchema] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file}.${name}`, schema })),
)

/** The fixed texts: every *_MESSAGES table (functions called with sample values) and the shared MESSAGES. */
function staticTexts(): { name: string; text: string }[] {
  const tables = Object.entries(MODULES).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .map(([name, table]) => [`${file}.${name}`, table as Record<string, unknown>] as const),
  )
  tables.push(['messages.MESSAGES', MESSAGES])
  return tables.flatMap(([table, entries]) =>
    Object.entries(entries).flatMap(([key, value]) => {
      const name = `${table}.${key}`
      if (typeof value === 'string') return [{ name, text: value }]
      if (typeof value === 'function') return [{ name, text: callWithSamples(value as (...a: unknown[]) => unknown) }]
      return []
    }),
  )
}

const STATIC_TEXTS = new Set(staticTexts().map((entry) => entry.text))

describe('field messages name the label the screen shows', () => {
  const all = SCHEMAS.flatMap(({ name, schema }) => sweep(name, schema))

  it('sweeps every schema of the package', () => {
    expect(SCHEMAS.length).toBeGreaterThan(40)
    expect(all.length).toBeGreaterThan(5000)
  })

  it('has no message with a camelCase or snake_case wire name', () => {
    const offending = [...new Set(all.filter((found) => WIRE_WORD.test(found.message)).map(describeFound))]
    expect(offending).toEqual([])
  })

  it('has no message naming its field by the wire key ("The qty ...", "The selected email ...")', () => {
    const offending = [
      ...new Set(
        all
          .filter(
            (found) =>
              found.key !== null && new RegExp(`\\b(The|the|selected) ${escape(found.key)}\\b`).test(found.message),
          )
          .map(describeFound),
      ),
    ]
    expect(offending).toEqual([])
  })

  it('has no fixed text with a wire name', () => {
    const offending = staticTexts().filter((entry) => WIRE_WORD.test(entry.text))
    expect(offending).toEqual([])
  })
})

const permissionLabels = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, permissionLabel(flag)]))

/** Each form's schema with its label map (and the label map of its list items). */
const LABELLED: { name: string; schema: AnySchema; labels: Record<string, string>; items?: Record<string, string> }[] =
  [
    { name: 'login', schema: auth.loginSchema, labels: authLabels.LOGIN_LABELS },
    { name: 'forget password', schema: auth.passwordEmailSchema, labels: authLabels.PASSWORD_EMAIL_LABELS },
    { name: 'reset password', schema: auth.passwordResetSchema, labels: authLabels.PASSWORD_RESET_LABELS },
    { name: 'backup file', schema: backups.backupFileSchema, labels: backups.BACKUP_LABELS },
    { name: 'bill', schema: bills.billInputSchema, labels: bills.BILL_LABELS, items: bills.BILL_ITEM_LABELS },
    { name: 'buy from customer', schema: buyback.customProductInputSchema, labels: buyback.BUYBACK_LABELS },
    {
      name: 'product',
      schema: catalog.productInputSchema,
      labels: catalog.PRODUCT_LABELS,
      items: catalog.VARIANT_LABELS,
    },
    {
      name: 'service',
      schema: catalog.serviceInputSchema,
      labels: catalog.SERVICE_LABELS,
      items: catalog.VARIANT_LABELS,
    },
    { name: 'variant', schema: catalog.variantInputSchema, labels: catalog.VARIANT_LABELS },
    { name: 'category', schema: catalog.categoryInputSchema, labels: catalog.CATEGORY_LABELS },
    { name: 'product label', schema: catalog.labelFormSchema, labels: catalog.LABEL_FORM_LABELS },
    { name: 'print label', schema: catalog.printLabelSchema, labels: catalog.LABEL_FORM_LABELS },
    { name: 'set for sale', schema: catalog.setForSaleSchema, labels: catalog.SET_FOR_SALE_LABELS },
    { name: 'product state', schema: catalog.toggleStateSchema, labels: catalog.PRODUCT_LABELS },
    { name: 'product discount', schema: catalog.toggleDiscountSchema, labels: catalog.PRODUCT_LABELS },
    { name: 'customer', schema: contacts.customerInputSchema, labels: contacts.CUSTOMER_LABELS },
    { name: 'supplier', schema: contacts.supplierInputSchema, labels: contacts.SUPPLIER_LABELS },
    { name: 'installer step', schema: installer.installerStepSchema, labels: installer.INSTALLER_LABELS },
    { name: 'installer database', schema: installer.installerDatabaseSchema, labels: installer.INSTALLER_LABELS },
    { name: 'warehouse', schema: inventory.warehouseInputSchema, labels: inventory.WAREHOUSE_LABELS },
    { name: 'out of stock', schema: inventory.outOfStockSchema, labels: inventory.OUT_OF_STOCK_LABELS },
    { name: 'stock tracking', schema: inventory.trackStockSchema, labels: inventory.TRACK_STOCK_LABELS },
    { name: 'stocks list', schema: inventory.stockListQuerySchema, labels: inventory.STOCK_LIST_LABELS },
    { name: 'transactions', schema: orders.orderListQuerySchema, labels: orders.ORDER_LIST_LABELS },
    { name: 'paged list', schema: paging.pagingQuerySchema, labels: paging.PAGING_LABELS },
    { name: 'payment', schema: payments.paymentInputSchema, labels: payments.PAYMENT_LABELS },
    // The sale's trade-in (issue 29) is the trade-in dialog's form: its messages name that dialog's labels.
    {
      name: 'sale',
      schema: pos.saleInputSchema,
      labels: { ...tradeIn.TRADE_IN_LABELS, ...pos.SALE_LABELS },
      // Two lists: the cart's lines and the payments (issue 31); their fields do not share names.
      items: { ...pos.SALE_ITEM_LABELS, ...tenders.TENDER_LABELS },
    },
    { name: 'refund', schema: pos.saleReturnSchema, labels: pos.REFUND_LABELS, items: pos.REFUND_ITEM_LABELS },
    { name: 'confirm sale', schema: pos.confirmSaleSchema, labels: pos.CONFIRM_SALE_LABELS },
    { name: 'email invoice', schema: pos.emailInvoiceSchema, labels: pos.EMAIL_INVOICE_LABELS },
    { name: 'POS products', schema: pos.posProductsQuerySchema, labels: pos.POS_PRODUCTS_LABELS },
    {
      name: 'purchase',
      schema: purchasing.purchaseInputSchema,
      labels: purchasing.PURCHASE_LABELS,
      items: purchasing.PURCHASE_LINE_LABELS,
    },
    { name: 'purchase header', schema: purchasing.purchaseHeaderSchema, labels: purchasing.PURCHASE_LABELS },
    {
      name: 'stock receipt',
      schema: purchasing.stockReceiptSchema,
      labels: purchasing.STOCK_RECEIPT_LABELS,
      items: purchasing.STOCK_LINE_LABELS,
    },
    { name: 'stock line', schema: purchasing.stockLineSchema, labels: purchasing.STOCK_LINE_LABELS },
    // The repair form's workflow fields (issue 30) name the workflow's labels.
    {
      name: 'repair',
      schema: repairs.repairInputSchema,
      labels: {
        ...repairs.REPAIR_LABELS,
        ...repairWorkflow.REPAIR_FLOW_LABELS,
        ...repairDeposits.REPAIR_DEPOSIT_LABELS,
      },
    },
    // Repair estimates (issue 30, item 5): the estimate editor, the staff answer, the tracking page's answer.
    {
      name: 'repair estimate',
      schema: repairEstimates.estimateInputSchema,
      labels: repairEstimates.ESTIMATE_LABELS,
      items: repairEstimates.ESTIMATE_LABELS,
    },
    {
      name: 'estimate decision',
      schema: repairEstimates.staffEstimateDecisionSchema,
      labels: repairEstimates.ESTIMATE_LABELS,
    },
    {
      name: 'public estimate decision',
      schema: repairEstimates.publicEstimateDecisionSchema,
      labels: repairEstimates.ESTIMATE_LABELS,
    },
    { name: 'repair status', schema: repairs.toggleRepairStatusSchema, labels: repairs.REPAIR_STATUS_LABELS },
    { name: 'track repair', schema: repairs.trackRepairSchema, labels: repairs.TRACK_REPAIR_LABELS },
    { name: 'search key', schema: repairs.searchKeySchema, labels: repairs.SEARCH_KEY_LABELS },
    { name: 'report', schema: reports.reportRequestSchema, labels: reports.REPORT_LABELS },
    { name: 'pending bill', schema: reports.pendingBillRequestSchema, labels: reports.PENDING_BILL_LABELS },
    { name: 'journal', schema: journal.journalQuerySchema, labels: journal.JOURNAL_LABELS },
    { name: 'journal of a Z', schema: journal.journalZQuerySchema, labels: journal.JOURNAL_LABELS },
    {
      name: 'journal accounts',
      schema: journal.journalAccountsUpdateSchema,
      labels: journal.JOURNAL_ACCOUNT_LABELS,
      items: journal.JOURNAL_ACCOUNT_LABELS,
    },
    { name: 'quick mail', schema: reports.sendMailSchema, labels: reports.SEND_MAIL_LABELS },
    { name: 'general settings', schema: settings.generalSettingsSchema, labels: settings.GENERAL_SETTINGS_LABELS },
    { name: 'mail settings', schema: settings.mailSettingsSchema, labels: settings.MAIL_SETTINGS_LABELS },
    { name: 'test mail', schema: settings.mailTestSchema, labels: settings.MAIL_TEST_LABELS },
    { name: 'POS settings', schema: settings.posSettingsSchema, labels: settings.POS_SETTINGS_LABELS },
    { name: 'bill settings', schema: settings.billSettingsSchema, labels: settings.BILL_SETTINGS_LABELS },
    { name: 'units', schema: settings.unitsUpdateSchema, labels: settings.UNITS_LABELS },
    { name: 'announcement', schema: settings.announcementSchema, labels: settings.ANNOUNCEMENT_LABELS },
    { name: 'terms', schema: settings.termsUpdateSchema, labels: settings.TERMS_LABELS },
    { name: 'gallery', schema: showcase.galleryInputSchema, labels: showcase.GALLERY_LABELS },
    { name: 'shop item', schema: showcase.shopItemInputSchema, labels: showcase.SHOP_ITEM_LABELS },
    { name: 'new user', schema: users.createUserSchema, labels: { ...users.USER_LABELS, ...permissionLabels } },
    { name: 'edit user', schema: users.editUserSchema, labels: { ...users.USER_LABELS, ...permissionLabels } },
  ]

describe('each form names its own labels', () => {
  it.each(LABELLED)('$name: every field has a label', ({ schema, labels, items }) => {
    const shape = objectShape(schema) ?? {}
    expect(Object.keys(shape).filter((key) => !(key in labels))).toEqual([])
    for (const field of Object.values(shape)) {
      const element = arrayElement(field)
      const elementShape = element ? objectShape(element) : null
      if (elementShape) expect(Object.keys(elementShape).filter((key) => !(key in (items ?? {})))).toEqual([])
    }
  })

  it.each(LABELLED)('$name: a message under a field names its label', ({ name, schema, labels, items }) => {
    const found = sweep(name, schema)
    const unnamed = found.filter((entry) => {
      if (entry.key === null || STATIC_TEXTS.has(entry.message)) return false
      const nested = entry.path.split('.').length > 2
      const label = (nested ? items : labels)?.[entry.key] ?? labels[entry.key]
      return label === undefined || !entry.message.includes(label)
    })
    expect([...new Set(unnamed.map(describeFound))]).toEqual([])
  })
})

/** A text template called with sample values: 'Sample' for each, or a list where one is wanted. */
function callWithSamples(template: (...args: unknown[]) => unknown): string {
  const texts = Array.from({ length: template.length }, () => 'Sample')
  try {
    return String(template(...texts))
  } catch {
    return String(template(...texts.map((text, index) => (index === texts.length - 1 ? ['jpg', 'png'] : text))))
  }
}

function describeFound(found: Found): string {
  return `${found.schema} ${found.path}: ${found.message}`
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
