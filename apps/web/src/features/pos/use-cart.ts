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
import { useCallback, useMemo, useState } from 'react'
import { useConfigs } from '../../lib/app-configuration.ts'

/** A product in the cart: the domain's sellable product (cents) with what the terminal loaded. */
export type CartProduct = SellableProduct & { source: PosProduct | PosCustomProduct; discounted: boolean }
export type PosCartLine = CartLine<CartProduct>

export function toCartProduct(product: PosProduct | PosCustomProduct): CartProduct {
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
  }
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
    (product: PosProduct | PosCustomProduct) => setLines((cart) => addToCart(cart, toCartProduct(product))),
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
  }, [configs.defaultTaxRate, configs.defaultDiscountRate, configs.stopDiscount])

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
