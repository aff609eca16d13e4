import { fromCents, toCents } from '@counterpart/domain/money'
import {
  addToCart,
  changeDue,
  clearCart,
  removeFromCart,
  saleTotals,
  updateLine,
  type CartLine,
  type SaleTotals,
  type SellableProduct,
} from '@counterpart/domain/pricing/pos'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { PosCustomProduct, PosProduct, SaleInput } from '@counterpart/domain/schemas/pos'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConfigs, useCurrentUser } from '../../lib/app-configuration.ts'
import { deleteDraft, readDraft, writeDraft } from '../../lib/draft-store.ts'

/** A product in the cart: the domain's sellable product (cents) with what the terminal loaded. */
export type CartProduct = SellableProduct & {
  source: PosProduct | PosCustomProduct
  discounted: boolean
  /** The identifier of the one device unit the line sells (issue 29), shown on the line; absent otherwise. */
  unit?: string
}
export type PosCartLine = CartLine<CartProduct>

export function toCartProduct(product: PosProduct | PosCustomProduct, unit?: ScannedUnit): CartProduct {
  if ('custom' in product) {
    return {
      id: product.id,
      custom: true,
      name: product.name,
      price: toCents(product.price),
      imei: product.imei,
      source: product,
      discounted: false,
    }
  }
  return {
    id: product.id,
    name: product.name,
    price: toCents(product.price),
    sku: product.sku,
    imei: product.imei,
    sNumber: product.sNumber,
    variants: product.variants.map((variant) => ({ variant: variant.variant, price: toCents(variant.price) })),
    source: product,
    discounted: product.discounted === 1,
    // A scanned unit: the line names it by its IMEI or serial, which the server sells (issue 29).
    ...(unit
      ? { unit: unit.identifier, [unit.field]: unit.identifier, ...(unit.field === 'imei' ? {} : { imei: '' }) }
      : {}),
  }
}

/** A device unit scanned at the terminal, as its line names it (issue 29). */
export interface ScannedUnit {
  identifier: string
  field: 'imei' | 'sNumber'
}

export interface SaleExtras {
  shippingAmount: string
  shippingRecipient: string
  shippingInfo: string
  noteTitle: string
  saleNote: string
  printNote: string
}

export const EMPTY_EXTRAS: SaleExtras = {
  shippingAmount: '0',
  shippingRecipient: '',
  shippingInfo: '',
  noteTitle: '',
  saleNote: '',
  printNote: '',
}

export interface Checkout {
  enterAmount: number
  method: boolean
  gateway: string
  dueDate: string
  note: string
  /** Issue 31: a sale paid in parts, each by its method (store credit, a gift card by its code, card...). */
  tenders?: { gateway: string; amount: number; code: string }[]
}

function safeCents(value: string): number {
  try {
    return Math.max(0, toCents(value || '0'))
  } catch {
    return 0
  }
}

function safeRate(value: string): number {
  const number = Number(value)
  return Number.isFinite(number) ? Math.min(100, Math.max(0, number)) : 0
}

/** What is kept of an open cart between visits and reloads (IndexedDB, one per user). */
interface StoredCart {
  lines: PosCartLine[]
  taxRate: string
  discountRate: string
  extras: SaleExtras
  customer: PosCustomer | null
}

export function cartDraftKey(userId: number | undefined): string {
  return `pos-cart:${userId ?? 'anonymous'}`
}

/**
 * How many of each product the cart holds against what its sale warehouse has: the lines that sell more
 * than there is (services and items bought from customers hold no stock). Keyed by the line's index.
 */
export function oversoldLines(lines: readonly PosCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const line of lines) if (!line.custom) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.qty)
  const oversold = new Map<number, number>()
  lines.forEach((line, index) => {
    const source = line.data.source
    if (line.custom || 'custom' in source || source.type === 'Service') return
    if ((wanted.get(line.id) ?? 0) > source.qty) oversold.set(index, source.qty)
  })
  return oversold
}

/**
 * The terminal's cart: lines by the domain's cart rules, the tax and discount inputs (defaults from the
 * POS settings), the notes and shipping, and the totals from the domain's formula — the same the server
 * recomputes before it accepts the sale.
 */
export function useCart() {
  const configs = useConfigs()
  const [lines, setLines] = useState<PosCartLine[]>([])
  const [taxRate, setTaxRate] = useState(String(configs.defaultTaxRate))
  const [discountRate, setDiscountRate] = useState(String(configs.stopDiscount ? 0 : configs.defaultDiscountRate))
  const [extras, setExtras] = useState<SaleExtras>(EMPTY_EXTRAS)
  const [customer, setCustomer] = useState<PosCustomer | null>(null)
  const user = useCurrentUser()
  const draftKey = cartDraftKey(user?.id)
  const [restored, setRestored] = useState(false)
  const wrote = useRef(false)

  // Back from another page or after a reload: the open cart comes back as it was left.
  useEffect(() => {
    let cancelled = false
    void readDraft<StoredCart>(draftKey).then((stored) => {
      if (cancelled) return
      if (stored && Array.isArray(stored.lines)) {
        // Anything scanned while the draft was being read stays, after the restored lines.
        setLines((current) => [...stored.lines, ...current])
        setTaxRate(stored.taxRate)
        setDiscountRate(stored.discountRate)
        setExtras({ ...EMPTY_EXTRAS, ...stored.extras })
        setCustomer((current) => current ?? stored.customer)
      }
      setRestored(true)
    })
    return () => {
      cancelled = true
    }
  }, [draftKey])

  useEffect(() => {
    if (!restored) return
    const untouched =
      lines.length === 0 &&
      customer === null &&
      taxRate === String(configs.defaultTaxRate) &&
      discountRate === String(configs.stopDiscount ? 0 : configs.defaultDiscountRate) &&
      JSON.stringify(extras) === JSON.stringify(EMPTY_EXTRAS)
    // An untouched cart deletes the draft only if this page wrote one: a mount never wipes a stored cart.
    if (untouched) {
      if (wrote.current) void deleteDraft(draftKey)
      wrote.current = false
      return
    }
    wrote.current = true
    void writeDraft(draftKey, { lines, taxRate, discountRate, extras, customer } satisfies StoredCart)
  }, [restored, draftKey, lines, taxRate, discountRate, extras, customer, configs])

  const totals: SaleTotals = useMemo(
    () =>
      saleTotals({
        items: lines,
        shippingAmount: safeCents(extras.shippingAmount),
        taxRate: safeRate(taxRate),
        discountRate: configs.stopDiscount ? 0 : safeRate(discountRate),
        isTaxIncluded: configs.isTaxIncluded,
        stopDiscount: configs.stopDiscount,
      }),
    [lines, extras.shippingAmount, taxRate, discountRate, configs.isTaxIncluded, configs.stopDiscount],
  )

  const add = useCallback(
    (product: PosProduct | PosCustomProduct, unit?: ScannedUnit) =>
      setLines((cart) => addToCart(cart, toCartProduct(product, unit))),
    [],
  )
  const remove = useCallback((index: number) => setLines((cart) => removeFromCart(cart, index)), [])
  const update = useCallback(
    (index: number, change: { qty?: number; discount?: number }) => setLines((cart) => updateLine(cart, index, change)),
    [],
  )

  const reset = useCallback(() => {
    setLines(clearCart<CartProduct>())
    setTaxRate(String(configs.defaultTaxRate))
    setDiscountRate(String(configs.stopDiscount ? 0 : configs.defaultDiscountRate))
    setExtras(EMPTY_EXTRAS)
    setCustomer(null)
    void deleteDraft(draftKey)
  }, [draftKey, configs.defaultTaxRate, configs.defaultDiscountRate, configs.stopDiscount])

  /** The POST /sale body: the lines and every total as the screen shows them. */
  const saleInput = useCallback(
    (checkout: Checkout): SaleInput => ({
      salling: true,
      enterAmount: checkout.enterAmount,
      discountRate: configs.stopDiscount ? 0 : safeRate(discountRate),
      taxRate: safeRate(taxRate),
      shippingAmount: fromCents(totals.shippingAmount),
      shippingRecipient: extras.shippingRecipient,
      shippingInfo: extras.shippingInfo,
      method: checkout.method,
      customer_id: customer?.id ?? null,
      gateway: checkout.gateway as SaleInput['gateway'],
      ...(checkout.tenders ? { tenders: checkout.tenders as SaleInput['tenders'] } : {}),
      note: checkout.note,
      noteTitle: extras.noteTitle,
      saleNote: extras.saleNote,
      printNote: extras.printNote,
      dueDate: checkout.method ? null : checkout.dueDate,
      subTotal: fromCents(totals.subTotal),
      taxAmount: fromCents(totals.taxAmount),
      discountedAmount: fromCents(totals.discountedAmount),
      totalAmount: fromCents(totals.totalAmount),
      totalItems: totals.totalItems,
      items: lines.map((line) => ({
        id: line.id,
        custom: line.custom,
        name: line.name,
        variant: line.variant,
        sku: line.sku,
        imei: line.imei,
        sNumber: line.sNumber,
        qty: line.qty,
        discount: line.discount,
        price: fromCents(line.price),
        subTotal: fromCents(line.subTotal),
      })),
    }),
    [configs.stopDiscount, discountRate, taxRate, totals, extras, customer, lines],
  )

  return {
    lines,
    oversold: useMemo(() => oversoldLines(lines), [lines]),
    totals,
    taxRate,
    setTaxRate,
    discountRate,
    setDiscountRate,
    extras,
    setExtras,
    customer,
    setCustomer,
    add,
    remove,
    update,
    reset,
    saleInput,
    change: (enteredCents: number) => changeDue(enteredCents, totals.totalAmount),
  }
}

export type Cart = ReturnType<typeof useCart>
