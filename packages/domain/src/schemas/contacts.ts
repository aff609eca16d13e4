import { z } from 'zod'
import './zod-messages.ts'
import { optionalDate, optionalEmail, optionalText, requiredText } from './fields.ts'
import type { OrderKind } from './payments.ts'

/** Customers and suppliers (spec 002 §2.3, §3, §5, §7): request schemas, answers and texts. */

export const GENDERS = ['Male', 'Female'] as const
export type Gender = (typeof GENDERS)[number]

export const CONTACT_MESSAGES = {
  customerAdded: 'Customer has been added.',
  customerUpdated: 'Customer has been updated.',
  customerRemoved: 'Customer has been removed.',
  customerHasHistory: 'This customer has orders or payments and cannot be removed.',
  confirmRemoveCustomer: 'Are you sure to remove customer?',
  supplierAdded: 'Supplier has been added.',
  supplierUpdated: 'Supplier has been updated.',
  supplierRemoved: 'Supplier has been removed.',
  supplierHasHistory: 'This supplier has purchases or payments and cannot be removed.',
  confirmRemoveSupplier: 'Are you sure to remove supplier?',
} as const

/** The customer and supplier forms' labels (the POS New Customer form shows the customer's). */
export const CUSTOMER_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  identification: 'Identification',
  taxId: 'Tax Id',
  gender: 'Gender',
  dateOfBirth: 'Date Of Birth',
} as const

export const SUPPLIER_LABELS = {
  ...CUSTOMER_LABELS,
  company: 'Company',
  companyAddress: 'Company Address',
  shippingAdress: 'Shipping Address',
} as const

const gender = z
  .union([z.enum(GENDERS), z.literal('')], { error: `The ${CUSTOMER_LABELS.gender} must be Male or Female.` })
  .nullish()
  .transform((value): Gender | null => (value ? value : null))

/** A birth date: YYYY-MM-DD, a real calendar day, not in the future. Empty means unknown. */
const dateOfBirth = optionalDate(CUSTOMER_LABELS.dateOfBirth).refine(
  (value) => value === null || value <= new Date().toISOString().slice(0, 10),
  `The ${CUSTOMER_LABELS.dateOfBirth} must be a date in the past.`,
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

export const customerInputSchema = z.object(personFields)
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

export interface CustomerRecord {
  id: number
  firstName: string
  lastName: string
  phone: string
  email: string
  address: string
  identification: string
  taxId: string
  gender: Gender | null
  dateOfBirth: string | null
  created_at: string
  updated_at: string
}

export interface SupplierRecord extends CustomerRecord {
  company: string
  companyAddress: string
  shippingAdress: string
}

/**
 * The personal fields of a customer or supplier: ID number, tax id, addresses, gender and birth date.
 * GET /api/customer and /api/supplier answer every signed-in user (the pickers search them), so a row
 * carries these only for holders of customerDetials/customerEdit (supplierDetials/supplierEdit).
 */
export const CUSTOMER_PERSONAL_FIELDS = ['address', 'identification', 'taxId', 'gender', 'dateOfBirth'] as const
export const SUPPLIER_PERSONAL_FIELDS = [...CUSTOMER_PERSONAL_FIELDS, 'companyAddress', 'shippingAdress'] as const
type CustomerPersonalField = (typeof CUSTOMER_PERSONAL_FIELDS)[number]
type SupplierPersonalField = (typeof SUPPLIER_PERSONAL_FIELDS)[number]

/** A row of GET /api/customer: the personal fields only for those allowed to see them. */
export type CustomerListItem = Omit<CustomerRecord, CustomerPersonalField> &
  Partial<Pick<CustomerRecord, CustomerPersonalField>>
/** A row of GET /api/supplier: the personal fields only for those allowed to see them. */
export type SupplierListItem = Omit<SupplierRecord, SupplierPersonalField> &
  Partial<Pick<SupplierRecord, SupplierPersonalField>>

/** A supplied product as supplier detail lists it (spec 002 §3). */
export interface SuppliedProduct {
  id: number
  name: string
  sku: string
  barcode: string
  type: string
  unitOfMeasure: string
  warehouseSaleFrom: number
  /** The name of that warehouse; null once it no longer exists. */
  warehouseSaleFromName: string | null
  /** Unit cost, a decimal: the purchase forms start a line from it. */
  cost: number
}

/** A payment as customer detail lists it. */
export interface ContactPayment {
  id: number
  order_id: number
  /** kind tells a refund (money paid back to the customer) from a sale (money received). */
  order: { id: number; key: string; totalAmount: number; kind: OrderKind }
  gateway: string
  status: boolean
  method: boolean
  type: string
  amount: number
  note: string
  dueDate: string | null
  created_at: string
  updated_at: string
}

export interface CustomerDetailResponse {
  customer: CustomerRecord & { payments: ContactPayment[] }
}

export interface SupplierDetailResponse {
  supplier: SupplierRecord & { products: SuppliedProduct[] }
}

/** GET /customers-for-pos: what the POS customer picker needs. */
export interface PosCustomer {
  id: number
  firstName: string
  lastName: string
  phone: string
  /** The sold view offers to email the invoice to it. */
  email: string
}

export function contactName(contact: { firstName: string; lastName?: string | null }): string {
  return [contact.firstName, contact.lastName ?? ''].join(' ').trim()
}
