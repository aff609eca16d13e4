import { tr } from '@counterpart/domain/i18n/translate'
import { fromCents, toCents } from '@counterpart/domain/money'
import { purchaseLineSubTotal, type PurchaseTotals } from '@counterpart/domain/pricing/purchase'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import {
  PURCHASE_LINE_LABELS,
  purchaseHeaderFields,
  purchaseLineFields,
  purchaseRequestTotals,
  type PurchaseInput,
} from '@counterpart/domain/schemas/purchasing'
import type { z } from 'zod'

/**
 * The state of both Buy forms. Every value is checked by the very field schemas the server's POST
 * /api/purchase uses (purchaseHeaderFields, purchaseLineFields), so a wrong value gets the server's
 * message, naming the field's label, under its field, and the totals show as soon as everything is right.
 */

/** The header of both purchase forms, as the fields hold it (text). */
export interface PurchaseHeaderValues {
  reference: string
  method: 'Live' | 'Due'
  dueDate: string
  taxRate: string
  discountRate: string
  shippingAmount: string
}

export const EMPTY_HEADER: PurchaseHeaderValues = {
  reference: '',
  method: 'Live',
  dueDate: '',
  taxRate: '0',
  discountRate: '0',
  shippingAmount: '0',
}

/** A purchase line as the line editor holds it. */
export interface PurchaseLineValues {
  product_id: number
  name: string
  sku: string
  barcode: string
  cost: string
  qty: string
}

/** The labels a form shows for a line's fields (the line editor: Unit Cost and Qty; by product: Total Items). */
export type LineLabels = { name: string; cost: string; qty: string }

type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: string }

function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input)
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'Invalid.' }
}

const NUMERIC_HEADER_FIELDS = ['taxRate', 'discountRate', 'shippingAmount'] as const
export type HeaderErrors = Partial<Record<(typeof NUMERIC_HEADER_FIELDS)[number], string>>

/** The messages of the header's tax rate, discount rate and shipping, as the server would answer them. */
export function headerErrors(header: PurchaseHeaderValues): HeaderErrors {
  const errors: HeaderErrors = {}
  for (const field of NUMERIC_HEADER_FIELDS) {
    const { error } = check(purchaseHeaderFields[field], header[field])
    if (error) errors[field] = error
  }
  return errors
}

export type LineErrors = Partial<Record<keyof LineLabels, string>>

/** The line schemas under the line editor's labels, built once rather than on every line of every render. */
const DEFAULT_LINE_FIELDS = purchaseLineFields(PURCHASE_LINE_LABELS)

function lineFieldsFor(labels: LineLabels) {
  return labels === PURCHASE_LINE_LABELS ? DEFAULT_LINE_FIELDS : purchaseLineFields(labels)
}

/**
 * A line's messages: cost and qty as the server checks them, and a name (which the line editor's Save
 * needs, spec 002 §5).
 */
export function lineErrors(
  line: Pick<PurchaseLineValues, 'name' | 'cost' | 'qty'>,
  labels: LineLabels = PURCHASE_LINE_LABELS,
): LineErrors {
  const fields = lineFieldsFor(labels)
  const errors: LineErrors = {}
  if (line.name.trim() === '') errors.name = FIELD_MESSAGES.required(labels.name)
  const cost = check(fields.cost, line.cost)
  if (cost.error) errors.cost = cost.error
  const qty = check(fields.qty, line.qty)
  if (qty.error) errors.qty = qty.error
  return errors
}

/** A line's subTotal in cents, or null while its cost or qty is wrong. */
export function lineSubTotal(line: Pick<PurchaseLineValues, 'cost' | 'qty'>): number | null {
  const cost = check(DEFAULT_LINE_FIELDS.cost, line.cost)
  const qty = check(DEFAULT_LINE_FIELDS.qty, line.qty)
  if (cost.error !== undefined || qty.error !== undefined) return null
  return purchaseLineSubTotal({ cost: toCents(cost.value), qty: qty.value })
}

/** The totals panel: the totals, or why there are none yet, naming the line and the field. */
export type TotalsState = { totals: PurchaseTotals; problem: null } | { totals: null; problem: string }

/**
 * The totals the form shows, from the same domain formula the server checks, as soon as every line is
 * complete and valid and the header's rates and shipping are; otherwise the first thing to put right.
 */
export function liveTotals(
  header: PurchaseHeaderValues,
  lines: readonly PurchaseLineValues[],
  labels: LineLabels = PURCHASE_LINE_LABELS,
): TotalsState {
  if (lines.length === 0) return { totals: null, problem: tr('purchasing:totals.addProduct') }
  for (const [index, line] of lines.entries()) {
    const errors = lineErrors(line, labels)
    const message = errors.cost ?? errors.qty ?? errors.name
    if (message) {
      // Read when the totals are drawn, so in the reader's language.
      const problem =
        lines.length > 1
          ? tr('purchasing:totals.lineNamed', { number: index + 1, name: line.name, message })
          : line.name
            ? tr('purchasing:totals.named', { name: line.name, message })
            : tr('purchasing:totals.line', { number: index + 1, message })
      return { totals: null, problem }
    }
  }
  const taxRate = check(purchaseHeaderFields.taxRate, header.taxRate)
  const discountRate = check(purchaseHeaderFields.discountRate, header.discountRate)
  const shipping = check(purchaseHeaderFields.shippingAmount, header.shippingAmount)
  const problem = taxRate.error ?? discountRate.error ?? shipping.error
  if (problem !== undefined) return { totals: null, problem }
  return {
    totals: purchaseRequestTotals({
      items: lines.map((line) => ({ cost: Number(line.cost), qty: Number(line.qty) })),
      taxRate: taxRate.value ?? 0,
      discountRate: discountRate.value ?? 0,
      shippingAmount: shipping.value ?? 0,
    }),
    problem: null,
  }
}

/** The POST /purchase body: header, lines and every total (which the server recomputes and compares). */
export function purchaseBody(
  supplierId: number,
  header: PurchaseHeaderValues,
  lines: readonly PurchaseLineValues[],
  totals: PurchaseTotals,
): PurchaseInput {
  return {
    reference: header.reference,
    purchasing: true,
    supplier_id: supplierId,
    method: header.method,
    dueDate: header.method === 'Due' ? header.dueDate : null,
    taxRate: header.taxRate,
    discountRate: header.discountRate,
    shippingAmount: header.shippingAmount,
    totalItems: totals.totalItems,
    subTotal: fromCents(totals.subTotal),
    discountedAmount: fromCents(totals.discountedAmount),
    taxAmount: fromCents(totals.taxAmount),
    totalAmount: fromCents(totals.totalAmount),
    items: lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      sku: line.sku,
      barcode: line.barcode,
      cost: line.cost,
      qty: Number(line.qty),
      subTotal: fromCents(lineSubTotal(line) ?? 0),
    })),
  }
}
