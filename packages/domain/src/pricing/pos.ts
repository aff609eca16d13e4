import { sumLines, type Cents } from '../money.ts'
import { variantDisplayName, variantSalePrice } from './catalog.ts'
import { rateOf, rateUnits, WHOLE_RATE } from './repairs.ts'

/**
 * The sales terminal's money and cart rules (spec 001 §4, §9), in integer cents. The terminal shows
 * these figures and the server recomputes them with the same code, refusing a sale whose totals differ.
 *
 * - a line's subTotal = price x qty minus the line's discount percent of it;
 * - subTotal = the sum of the lines; totalItems = the sum of the quantities;
 * - tax = taxRate percent of (subTotal + shipping); with isTaxIncluded the prices already hold the tax:
 *   taxAmount is the part of (subTotal + shipping) that is tax, and nothing is added;
 * - discount = discountRate percent of the total with tax (0 when stopDiscount);
 * - payable (totalAmount) = subTotal + shipping + added tax - discount;
 * - change = amount entered - payable.
 * Every percentage is rounded once, half away from zero (rateOf).
 */

// ---- Cart -----------------------------------------------------------------------------------------------

/** What the cart needs to know about a product (or an item bought from a customer) to sell it. */
export interface SellableProduct {
  id: number
  /** True for an item bought from a customer (custom product): one of a kind, never a catalogue product. */
  custom?: boolean
  name: string
  /** The sale price in cents (the warehouse stock's price when sold from stock, else the product's). */
  price: Cents
  sku?: string
  imei?: string
  sNumber?: string
  /** Combo variants in their order; the first one is the one sold (spec 001 §4). */
  variants?: readonly { variant: string; price: Cents }[]
}

export interface CartLine<P extends SellableProduct = SellableProduct> {
  id: number
  custom: boolean
  /** The display name: the product name, or 'Product (Variant)'. Together with id it identifies the line. */
  name: string
  /** The variant sold, '' for none. */
  variant: string
  sku: string
  imei: string
  sNumber: string
  qty: number
  /** Percent, 0 to 100. */
  discount: number
  /** Unit price in cents, the variant's extra included. */
  price: Cents
  subTotal: Cents
  /** The full product the line was made from. */
  data: P
}

export function lineSubTotal(line: { price: Cents; qty: number; discount: number }): Cents {
  const gross = line.price * line.qty
  return gross - rateOf(gross, line.discount)
}

/** The line a product makes when it is put in the cart: qty 1, no discount, the first variant if any. */
export function lineFromProduct<P extends SellableProduct>(product: P): CartLine<P> {
  const first = product.variants?.[0]
  const price = first ? variantSalePrice(product.price, first.price) : product.price
  const line = {
    id: product.id,
    custom: product.custom === true,
    name: first ? variantDisplayName(product.name, first.variant) : product.name,
    variant: first ? first.variant : '',
    sku: product.sku ?? '',
    imei: product.imei ?? '',
    sNumber: product.sNumber ?? '',
    qty: 1,
    discount: 0,
    price,
    subTotal: 0,
    data: product,
  }
  return { ...line, subTotal: lineSubTotal(line) }
}

/**
 * Whether two lines are one: the same product and name, and the same IMEI and serial number. Lines of a
 * product carry its own catalogue IMEI alike; a scanned device unit (issue 29) carries its own, so two
 * phones of one model are two lines.
 */
export function sameLine(
  a: Pick<CartLine, 'id' | 'name' | 'custom'> & Partial<Pick<CartLine, 'imei' | 'sNumber'>>,
  b: Pick<CartLine, 'id' | 'name' | 'custom'> & Partial<Pick<CartLine, 'imei' | 'sNumber'>>,
): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.custom === b.custom &&
    (a.imei ?? '') === (b.imei ?? '') &&
    (a.sNumber ?? '') === (b.sNumber ?? '')
  )
}

/**
 * Puts a product in the cart. A line with the same id and display name is taken out and added again at
 * the end with its quantity plus one (its discount kept), so the last thing scanned is always last.
 */
export function addToCart<P extends SellableProduct>(cart: readonly CartLine<P>[], product: P): CartLine<P>[] {
  const fresh = lineFromProduct(product)
  const index = cart.findIndex((line) => sameLine(line, fresh))
  if (index === -1) return [...cart, fresh]
  const existing = cart[index] as CartLine<P>
  const again = { ...existing, qty: existing.qty + 1 }
  return [...cart.slice(0, index), ...cart.slice(index + 1), { ...again, subTotal: lineSubTotal(again) }]
}

export function removeFromCart<P extends SellableProduct>(cart: readonly CartLine<P>[], index: number): CartLine<P>[] {
  return cart.filter((_, position) => position !== index)
}

export function clearCart<P extends SellableProduct>(): CartLine<P>[] {
  return []
}

/** A cart from a list of lines (a refund loads the sold items): every subTotal recomputed. */
export function initCart<P extends SellableProduct>(lines: readonly CartLine<P>[]): CartLine<P>[] {
  return lines.map((line) => ({ ...line, subTotal: lineSubTotal(line) }))
}

/** Changes a line's quantity and discount (the item edit dialog), recomputing its subTotal. */
export function updateLine<P extends SellableProduct>(
  cart: readonly CartLine<P>[],
  index: number,
  change: { qty?: number; discount?: number },
): CartLine<P>[] {
  return cart.map((line, position) => {
    if (position !== index) return line
    const next = { ...line, ...change }
    return { ...next, subTotal: lineSubTotal(next) }
  })
}

// ---- Sale totals ------------------------------------------------------------------------------------------

export interface SaleAmounts {
  items: readonly { price: Cents; qty: number; discount: number }[]
  shippingAmount: Cents
  /** Percent, 0 to 100, at most two decimals. */
  taxRate: number
  /** Percent, 0 to 100, at most two decimals. */
  discountRate: number
  isTaxIncluded: boolean
  stopDiscount: boolean
}

export interface SaleTotals {
  totalItems: number
  subTotal: Cents
  shippingAmount: Cents
  taxAmount: Cents
  discountedAmount: Cents
  /** What the customer pays. */
  totalAmount: Cents
}

/** The tax held in an amount whose prices include `ratePercent` tax: amount - amount / (1 + rate). */
export function includedTaxOf(cents: Cents, ratePercent: number): Cents {
  const units = rateUnits(ratePercent)
  if (units === 0 || cents === 0) return 0
  const numerator = Math.abs(cents) * WHOLE_RATE
  const divisor = WHOLE_RATE + units
  const whole = Math.floor(numerator / divisor)
  const rest = numerator - whole * divisor
  const net = rest * 2 >= divisor ? whole + 1 : whole
  const tax = Math.abs(cents) - net
  return cents < 0 ? -tax : tax
}

export function saleTotals(sale: SaleAmounts): SaleTotals {
  const { subTotal, totalItems } = sumLines(sale.items, lineSubTotal)
  const base = subTotal + sale.shippingAmount
  const taxAmount = sale.isTaxIncluded ? includedTaxOf(base, sale.taxRate) : rateOf(base, sale.taxRate)
  const withTax = sale.isTaxIncluded ? base : base + taxAmount
  const discountedAmount = sale.stopDiscount ? 0 : rateOf(withTax, sale.discountRate)
  return {
    totalItems,
    subTotal,
    shippingAmount: sale.shippingAmount,
    taxAmount,
    discountedAmount,
    totalAmount: withTax - discountedAmount,
  }
}

/** Change given back: the amount entered minus the payable total (negative while short). */
export function changeDue(enterAmount: Cents, totalAmount: Cents): Cents {
  return enterAmount - totalAmount
}

/** On credit: what is left to pay after the amount handed over at the till (never below zero). */
export function dueAfterPayment(enterAmount: Cents, totalAmount: Cents): Cents {
  return Math.max(0, totalAmount - Math.max(0, enterAmount))
}

/**
 * Net figures of a sale or refund (sale detail: net cost, net price, net profit): the net price is what
 * the goods brought in, without tax and shipping; the profit is that minus what they cost.
 */
export function netFigures(order: { totalAmount: Cents; taxAmount: Cents; shippingAmount: Cents; cost: Cents }) {
  // The tax is part of the total whether it was added or included in the prices.
  const netPrice = order.totalAmount - order.shippingAmount - order.taxAmount
  return { netCost: order.cost, netPrice, netProfit: netPrice - order.cost }
}

// ---- Refund totals ----------------------------------------------------------------------------------------

export interface RefundAmounts {
  /** The returned lines at their sold price and discount, with the quantity returned now. */
  items: readonly { price: Cents; qty: number; discount: number }[]
  /** The sale's rates and whether its prices held the tax. */
  taxRate: number
  discountRate: number
  taxIncluded: boolean
  /** What of the sale has not been refunded yet (its total minus earlier refunds): a refund never exceeds it. */
  refundableTotal: Cents
}

export interface RefundTotals {
  totalItems: number
  subTotal: Cents
  /** The tax that falls with the returned goods. */
  taxAmount: Cents
  /** The share of the sale's discount given back (the discount is reversed, lowering the refund). */
  discountedAmount: Cents
  /** What the customer gets back. */
  totalAmount: Cents
}

/**
 * A refund reverses the sale's arithmetic on the returned lines: the tax that was charged on them falls,
 * the discount they were given is taken back, so the customer gets back what they paid for those lines.
 * Shipping is not refunded. Rounding never lets several refunds pay back more than the sale took.
 */
export function refundTotals(refund: RefundAmounts): RefundTotals {
  const { subTotal, totalItems } = sumLines(refund.items, lineSubTotal)
  const taxAmount = refund.taxIncluded ? includedTaxOf(subTotal, refund.taxRate) : rateOf(subTotal, refund.taxRate)
  const withTax = refund.taxIncluded ? subTotal : subTotal + taxAmount
  const discountedAmount = rateOf(withTax, refund.discountRate)
  const totalAmount = Math.max(0, Math.min(withTax - discountedAmount, refund.refundableTotal))
  return { totalItems, subTotal, taxAmount, discountedAmount, totalAmount }
}

/** Cost of goods on lines, in cents. */
export function linesCost(items: readonly { cost: Cents; qty: number }[]): Cents {
  return items.reduce((sum, item) => sum + item.cost * item.qty, 0)
}

// ---- Totals sent by the terminal --------------------------------------------------------------------------

export type TotalsField = 'subTotal' | 'taxAmount' | 'discountedAmount' | 'totalAmount' | 'totalItems'

/**
 * The one check of the totals a sale or refund request sent against the recomputed ones: the fields that
 * disagree, each with the value it should have (cents; totalItems a count). A field not sent is not checked.
 */
export function totalsMismatches(
  sent: Partial<Record<TotalsField, number | undefined>>,
  computed: Readonly<Record<TotalsField, number>>,
): Partial<Record<TotalsField, number>> {
  const mismatches: Partial<Record<TotalsField, number>> = {}
  for (const field of ['subTotal', 'taxAmount', 'discountedAmount', 'totalAmount', 'totalItems'] as const) {
    const value = sent[field]
    if (value !== undefined && value !== computed[field]) mismatches[field] = computed[field]
  }
  return mismatches
}
