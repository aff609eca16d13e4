import { z } from 'zod'
import './zod-messages.ts'
import { amount, optionalText, rate, requiredText } from './repairs.ts'

/** Bills (spec 001 §2 Bills, §3 Bill, §7). */

export const MAX_BILL_ITEMS = 100
export const MAX_BILL_ITEM_QTY = 100_000

export const BILL_MESSAGES = {
  created: 'Bill has been saved.',
  updated: 'Bill has been updated.',
  removed: 'Bill has been removed.',
  empty: 'Add at least one item or some charges.',
  totalMismatch: (expected: string) => `The totalAmount does not match the items, charges and tax (${expected}).`,
} as const

export const billItemSchema = z.object({
  name: requiredText('name', 191),
  imei: optionalText('imei', 64),
  sNumber: optionalText('sNumber', 64),
  qty: z.coerce
    .number({ error: 'The qty field is required.' })
    .int('The qty must be an integer.')
    .min(1, 'The qty must be at least 1.')
    .max(MAX_BILL_ITEM_QTY, `The qty may not be greater than ${MAX_BILL_ITEM_QTY}.`),
  price: amount('price'),
})
export type BillItemInput = z.input<typeof billItemSchema>
export type BillItemPayload = z.output<typeof billItemSchema>

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

export const billInputSchema = z
  .object({
    name: requiredText('name', 191),
    description: optionalText('description', 2000),
    date: requiredText('date', 10).refine(
      (value) =>
        DATE_PATTERN.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'The date is not a valid date (YYYY-MM-DD).',
    ),
    time: requiredText('time', 8)
      .refine((value) => TIME_PATTERN.test(value), 'The time is not a valid time (HH:MM).')
      .transform((value) => value.slice(0, 5)),
    charges: amount('charges').default(0),
    taxRate: rate('taxRate').default(0),
    items: z
      .array(billItemSchema, { error: 'The items must be a list.' })
      .max(MAX_BILL_ITEMS, `The items may not have more than ${MAX_BILL_ITEMS} items.`)
      .default([]),
    totalAmount: amount('totalAmount').optional(),
  })
  .superRefine((bill, ctx) => {
    if (bill.items.length === 0 && bill.charges === 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: BILL_MESSAGES.empty })
  })
export type BillInput = z.input<typeof billInputSchema>
export type BillPayload = z.output<typeof billInputSchema>

// ---- Answers -----------------------------------------------------------------------------------------

export interface BillItem {
  name: string
  imei: string
  sNumber: string
  qty: number
  price: number
}

export interface BillRecord {
  id: number
  name: string
  description: string
  date: string
  time: string
  charges: number
  taxRate: number
  taxAmount: number
  subTotal: number
  totalAmount: number
  items: BillItem[]
  created_at: string
  updated_at: string
}

export type BillListRow = Pick<
  BillRecord,
  'id' | 'name' | 'date' | 'time' | 'charges' | 'taxRate' | 'totalAmount' | 'created_at'
>
