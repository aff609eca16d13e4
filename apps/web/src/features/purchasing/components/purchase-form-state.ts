import { fromCents, toCents } from '@counterpart/domain/money'
import { purchaseLineSubTotal, type PurchaseTotals } from '@counterpart/domain/pricing/purchase'
import { purchaseRequestTotals, type PurchaseInput } from '@counterpart/domain/schemas/purchasing'

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

function cents(text: string): number | null {
  if (text.trim() === '') return null
  try {
    const value = toCents(text)
    return value >= 0 ? value : null
  } catch {
    return null
  }
}

function wholeQty(text: string): number | null {
  const value = Number(text)
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null
}

function rate(text: string): number | null {
  const value = Number(text === '' ? '0' : text)
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null
}

/** A line's subTotal in cents, or null while its cost or qty is missing or wrong (then Save is off). */
export function lineSubTotal(line: Pick<PurchaseLineValues, 'cost' | 'qty'>): number | null {
  const cost = cents(line.cost)
  const qty = wholeQty(line.qty)
  return cost === null || qty === null ? null : purchaseLineSubTotal({ cost, qty })
}

/** The totals the form shows, from the same domain formula the server checks; null while a field is wrong. */
export function liveTotals(header: PurchaseHeaderValues, lines: readonly PurchaseLineValues[]): PurchaseTotals | null {
  const taxRate = rate(header.taxRate)
  const discountRate = rate(header.discountRate)
  const shipping = cents(header.shippingAmount === '' ? '0' : header.shippingAmount)
  if (taxRate === null || discountRate === null || shipping === null) return null
  if (lines.some((line) => lineSubTotal(line) === null)) return null
  return purchaseRequestTotals({
    items: lines.map((line) => ({ cost: Number(line.cost), qty: Number(line.qty) })),
    taxRate,
    discountRate,
    shippingAmount: fromCents(shipping),
  })
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
    taxRate: Number(header.taxRate || 0),
    discountRate: Number(header.discountRate || 0),
    shippingAmount: header.shippingAmount || 0,
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
