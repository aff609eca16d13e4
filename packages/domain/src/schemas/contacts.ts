import { LANGUAGES } from '../i18n/languages.ts'
import { LANGUAGE_SETTINGS_LABELS, languageChoice } from './languages.ts'
import { z } from 'zod'
import './zod-messages.ts'
import { optionalDate, optionalEmail, optionalText, requiredText } from './fields.ts'
import { createdResponseSchema, pageSchema, timestampFields } from './responses.ts'
import type { OrderKind } from './payments.ts'
import { tr } from '../i18n/translate.ts'

/** Customers and suppliers (spec 002 §2.3, §3, §5, §7): request schemas, answers and texts. */

export const GENDERS = ['Male', 'Female'] as const
export type Gender = (typeof GENDERS)[number]
/** A gender as staff read it (the wire keeps the spec's English values). */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  get Male() {
    return tr('fields:contacts.gender.male')
  },
  get Female() {
    return tr('fields:contacts.gender.female')
  },
}

export const CONTACT_MESSAGES = {
  get customerAdded() {
    return tr('messages:contacts.customerAdded')
  },
  get customerUpdated() {
    return tr('messages:contacts.customerUpdated')
  },
  get customerRemoved() {
    return tr('messages:contacts.customerRemoved')
  },
  get customerHasHistory() {
    return tr('messages:contacts.customerHasHistory')
  },
  get confirmRemoveCustomer() {
    return tr('messages:contacts.confirmRemoveCustomer')
  },
  get supplierAdded() {
    return tr('messages:contacts.supplierAdded')
  },
  get supplierUpdated() {
    return tr('messages:contacts.supplierUpdated')
  },
  get supplierRemoved() {
    return tr('messages:contacts.supplierRemoved')
  },
  get supplierHasHistory() {
    return tr('messages:contacts.supplierHasHistory')
  },
  get confirmRemoveSupplier() {
    return tr('messages:contacts.confirmRemoveSupplier')
  },
}

/** The customer and supplier forms' labels (the POS New Customer form shows the customer's). */
export const CUSTOMER_LABELS = {
  get language() {
    return LANGUAGE_SETTINGS_LABELS.customerLanguage
  },
  get firstName() {
    return tr('fields:contacts.person.firstName')
  },
  get lastName() {
    return tr('fields:contacts.person.lastName')
  },
  get phone() {
    return tr('fields:contacts.person.phone')
  },
  get email() {
    return tr('fields:contacts.person.email')
  },
  get address() {
    return tr('fields:contacts.person.address')
  },
  get identification() {
    return tr('fields:contacts.person.identification')
  },
  get taxId() {
    return tr('fields:contacts.person.taxId')
  },
  get gender() {
    return tr('fields:contacts.person.gender')
  },
  get dateOfBirth() {
    return tr('fields:contacts.person.dateOfBirth')
  },
}

export const SUPPLIER_LABELS = {
  // The person's labels, read through (a spread would copy their English at load).
  get firstName() {
    return CUSTOMER_LABELS.firstName
  },
  get lastName() {
    return CUSTOMER_LABELS.lastName
  },
  get phone() {
    return CUSTOMER_LABELS.phone
  },
  get email() {
    return CUSTOMER_LABELS.email
  },
  get address() {
    return CUSTOMER_LABELS.address
  },
  get identification() {
    return CUSTOMER_LABELS.identification
  },
  get taxId() {
    return CUSTOMER_LABELS.taxId
  },
  get gender() {
    return CUSTOMER_LABELS.gender
  },
  get dateOfBirth() {
    return CUSTOMER_LABELS.dateOfBirth
  },
  get company() {
    return tr('fields:contacts.supplier.company')
  },
  get companyAddress() {
    return tr('fields:contacts.supplier.companyAddress')
  },
  get shippingAdress() {
    return tr('fields:contacts.supplier.shippingAdress')
  },
}

const gender = z
  .union([z.enum(GENDERS), z.literal('')], { error: () => tr('messages:contacts.genderChoice') })
  .nullish()
  .transform((value): Gender | null => (value ? value : null))

/** A birth date: YYYY-MM-DD, a real calendar day, not in the future. Empty means unknown. */
const dateOfBirth = optionalDate(CUSTOMER_LABELS.dateOfBirth).refine(
  (value) => value === null || value <= new Date().toISOString().slice(0, 10),
  { error: () => tr('messages:contacts.birthInPast') },
)

const personFields = {
  firstName: requiredText(CUSTOMER_LABELS.firstName, 191),
  lastName: optionalText(CUSTOMER_LABELS.lastName, 191),
  phone: optionalText(CUSTOMER_LABELS.phone, 64),
  email: optionalEmail(CUSTOMER_LABELS.email),
  address: optionalText(CUSTOMER_LABELS.address, 500),
  identification: optionalText(CUSTOMER_LABELS.identification, 191),
  taxId: optionalText(CUSTOMER_LABELS.taxId, 191),
  gender,
  dateOfBirth,
}

export const customerInputSchema = z.object({
  ...personFields,
  /** Issue 32: the language of their receipts, invoices, mails and tracking page; null follows the shop's. */
  // A form's empty choice ('') is the shop's language, as null is.
  language: z.preprocess(
    (value) => (value === '' ? null : value),
    languageChoice(() => LANGUAGE_SETTINGS_LABELS.customerLanguage).nullish(),
  ),
})
export type CustomerInput = z.input<typeof customerInputSchema>
export type CustomerPayload = z.output<typeof customerInputSchema>
/** PATCH changes only the fields it is sent. */
export const customerEditSchema = customerInputSchema.partial()

export const supplierInputSchema = z.object({
  ...personFields,
  company: optionalText(SUPPLIER_LABELS.company, 191),
  companyAddress: optionalText(SUPPLIER_LABELS.companyAddress, 500),
  shippingAdress: optionalText(SUPPLIER_LABELS.shippingAdress, 500),
})
export type SupplierInput = z.input<typeof supplierInputSchema>
export type SupplierPayload = z.output<typeof supplierInputSchema>
export const supplierEditSchema = supplierInputSchema.partial()

// ---- Answers -----------------------------------------------------------------------------------------

const recordFields = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  identification: z.string(),
  taxId: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  ...timestampFields,
}

export const customerRecordSchema = z.object({ ...recordFields, language: z.enum(LANGUAGES).nullable() })
export type CustomerRecord = z.infer<typeof customerRecordSchema>

export const supplierRecordSchema = z.object({
  ...recordFields,
  company: z.string(),
  companyAddress: z.string(),
  shippingAdress: z.string(),
})
export type SupplierRecord = z.infer<typeof supplierRecordSchema>

/**
 * The personal fields of a customer or supplier: ID number, tax id, addresses, gender and birth date.
 * GET /api/customer and /api/supplier answer every signed-in user (the pickers search them), so a row
 * carries these only for holders of customerDetials/customerEdit (supplierDetials/supplierEdit).
 */
export const CUSTOMER_PERSONAL_FIELDS = ['address', 'identification', 'taxId', 'gender', 'dateOfBirth'] as const
export const SUPPLIER_PERSONAL_FIELDS = [...CUSTOMER_PERSONAL_FIELDS, 'companyAddress', 'shippingAdress'] as const

function maskOf<const Field extends string>(fields: readonly Field[]): Record<Field, true> {
  return Object.fromEntries(fields.map((field) => [field, true])) as Record<Field, true>
}

/** A row of GET /api/customer: the personal fields only for those allowed to see them. */
export const customerListItemSchema = customerRecordSchema.partial(maskOf(CUSTOMER_PERSONAL_FIELDS))
export type CustomerListItem = z.infer<typeof customerListItemSchema>
/** A row of GET /api/supplier: the personal fields only for those allowed to see them. */
export const supplierListItemSchema = supplierRecordSchema.partial(maskOf(SUPPLIER_PERSONAL_FIELDS))
export type SupplierListItem = z.infer<typeof supplierListItemSchema>

export const customerListResponseSchema = pageSchema(customerListItemSchema)
export const supplierListResponseSchema = pageSchema(supplierListItemSchema)

/** A supplied product as supplier detail lists it (spec 002 §3). */
export const suppliedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  type: z.string(),
  unitOfMeasure: z.string(),
  warehouseSaleFrom: z.number().int(),
  /** The name of that warehouse; null once it no longer exists. */
  warehouseSaleFromName: z.string().nullable(),
  /** Unit cost, a decimal: the purchase forms start a line from it. */
  cost: z.number(),
})
export type SuppliedProduct = z.infer<typeof suppliedProductSchema>

/** A payment as customer detail lists it. */
export const contactPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** kind tells a refund (money paid back to the customer) from a sale (money received). */
  order: z.object({
    id: z.number().int(),
    key: z.string(),
    totalAmount: z.number(),
    kind: z.enum(['salling', 'refunding', 'purchasing'] satisfies OrderKind[]),
  }),
  gateway: z.string(),
  status: z.boolean(),
  method: z.boolean(),
  type: z.string(),
  amount: z.number(),
  note: z.string(),
  dueDate: z.string().nullable(),
  ...timestampFields,
})
export type ContactPayment = z.infer<typeof contactPaymentSchema>

export const customerDetailResponseSchema = z.object({
  customer: customerRecordSchema.extend({ payments: z.array(contactPaymentSchema) }),
})
export type CustomerDetailResponse = z.infer<typeof customerDetailResponseSchema>

export const supplierDetailResponseSchema = z.object({
  supplier: supplierRecordSchema.extend({ products: z.array(suppliedProductSchema) }),
})
export type SupplierDetailResponse = z.infer<typeof supplierDetailResponseSchema>

/** GET /customers-for-pos: what the POS customer picker needs. */
export const posCustomerSchema = customerRecordSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  phone: true,
  /** The sold view offers to email the invoice to it. */
  email: true,
})
export type PosCustomer = z.infer<typeof posCustomerSchema>
export const posCustomersResponseSchema = z.object({ customers: z.array(posCustomerSchema) })

/** POST /customer, POST /supplier: the message and the new record's id. */
export const contactAddedResponseSchema = createdResponseSchema

export function contactName(contact: { firstName: string; lastName?: string | null }): string {
  return [contact.firstName, contact.lastName ?? ''].join(' ').trim()
}
