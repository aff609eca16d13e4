import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, isCalendarDate, optionalText, rate, requiredText, wholeNumber, says } from './fields.ts'
import { createdResponseSchema, pageSchema, timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

/** Bills (spec 001 §2 Bills, §3 Bill, §7). */

export const MAX_BILL_ITEMS = 100
export const MAX_BILL_ITEM_QTY = 100_000

/** The bill form's labels, which every message of the form names. */
export const BILL_LABELS = {
  get name() {
    return tr('fields:bills.bill.name')
  },
  get description() {
    return tr('fields:bills.bill.description')
  },
  get date() {
    return tr('fields:bills.bill.date')
  },
  get time() {
    return tr('fields:bills.bill.time')
  },
  get charges() {
    return tr('fields:bills.bill.charges')
  },
  get taxRate() {
    return tr('fields:bills.bill.taxRate')
  },
  get items() {
    return tr('fields:bills.bill.items')
  },
  get totalAmount() {
    return tr('fields:bills.bill.totalAmount')
  },
}

/** A bill item's labels (the item row of the bill form). */
export const BILL_ITEM_LABELS = {
  get name() {
    return tr('fields:bills.billItem.name')
  },
  get imei() {
    return tr('fields:bills.billItem.imei')
  },
  get sNumber() {
    return tr('fields:bills.billItem.sNumber')
  },
  get qty() {
    return tr('fields:bills.billItem.qty')
  },
  get price() {
    return tr('fields:bills.billItem.price')
  },
}

export const BILL_MESSAGES = {
  get created() {
    return tr('messages:bills.bill.created')
  },
  get updated() {
    return tr('messages:bills.bill.updated')
  },
  get removed() {
    return tr('messages:bills.bill.removed')
  },
  get empty() {
    return tr('messages:bills.bill.empty')
  },
  totalMismatch: (expected: string) =>
    tr('messages:bills.bill.totalMismatch', { totalAmount: BILL_LABELS.totalAmount, expected }),
}

export const billItemSchema = z.object({
  name: requiredText(BILL_ITEM_LABELS.name, 191),
  imei: optionalText(BILL_ITEM_LABELS.imei, 64),
  sNumber: optionalText(BILL_ITEM_LABELS.sNumber, 64),
  qty: wholeNumber(BILL_ITEM_LABELS.qty, { min: 1, max: MAX_BILL_ITEM_QTY }),
  price: amount(BILL_ITEM_LABELS.price),
})
export type BillItemInput = z.input<typeof billItemSchema>
export type BillItemPayload = z.output<typeof billItemSchema>

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

export const billInputSchema = z
  .object({
    name: requiredText(BILL_LABELS.name, 191),
    description: optionalText(BILL_LABELS.description, 2000),
    date: requiredText(BILL_LABELS.date, 10).refine(
      isCalendarDate,
      says(() => FIELD_MESSAGES.date(BILL_LABELS.date)),
    ),
    time: requiredText(BILL_LABELS.time, 8)
      .refine(
        (value) => TIME_PATTERN.test(value),
        says(() => CHECK_MESSAGES.time(BILL_LABELS.time)),
      )
      .transform((value) => value.slice(0, 5)),
    charges: amount(BILL_LABELS.charges).default(0),
    taxRate: rate(BILL_LABELS.taxRate).default(0),
    items: z
      .array(billItemSchema, { error: () => CHECK_MESSAGES.list(BILL_LABELS.items) })
      .max(
        MAX_BILL_ITEMS,
        says(() => CHECK_MESSAGES.maxItems(BILL_LABELS.items, MAX_BILL_ITEMS)),
      )
      .default([]),
    totalAmount: amount(BILL_LABELS.totalAmount).optional(),
  })
  .superRefine((bill, ctx) => {
    if (bill.items.length === 0 && bill.charges === 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: BILL_MESSAGES.empty })
  })
export type BillInput = z.input<typeof billInputSchema>
export type BillPayload = z.output<typeof billInputSchema>

// ---- Answers -----------------------------------------------------------------------------------------

export const billItemRecordSchema = z.object({
  name: z.string(),
  imei: z.string(),
  sNumber: z.string(),
  qty: z.number().int(),
  price: z.number(),
})
export type BillItem = z.infer<typeof billItemRecordSchema>

export const billRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  charges: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  subTotal: z.number(),
  totalAmount: z.number(),
  items: z.array(billItemRecordSchema),
  ...timestampFields,
})
export type BillRecord = z.infer<typeof billRecordSchema>

export const billListRowSchema = billRecordSchema.pick({
  id: true,
  name: true,
  date: true,
  time: true,
  charges: true,
  taxRate: true,
  totalAmount: true,
  created_at: true,
})
export type BillListRow = z.infer<typeof billListRowSchema>
export const billListSchema = pageSchema(billListRowSchema)

export const billCreatedSchema = createdResponseSchema
