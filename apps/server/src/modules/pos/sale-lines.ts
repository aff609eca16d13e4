import { normaliseIdentifier } from '@counterpart/domain/devices'
import { amountText } from '@counterpart/domain/money'
import type { Kysely } from 'kysely'
import { lineSubTotal } from '@counterpart/domain/pricing/pos'
import { variantDisplayName, variantSalePrice } from '@counterpart/domain/pricing/catalog'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import { isOpenPrice, POS_MESSAGES, SALE_ITEM_LABELS } from '@counterpart/domain/schemas/pos'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { NewOrderItem } from '../orders/service.ts'
import * as repo from './repository.ts'
import { lineData, parseJson, withSoldPrice, type SaleInCents } from './wire.ts'

/**
 * A line to sell, with its product's type, the catalogue's price now (cents; `price` is the sold one) and
 * whether the product was off sale (only an offline sale gets this far with one).
 */
export type SaleLine = NewOrderItem & {
  type: string
  catalogPrice: number
  offSale: boolean
  /** The one device unit a catalogue line names by its IMEI or serial (issue 29); null for any other line. */
  unit: UnitNaming | null
}

/** A line's IMEI or serial number that names a unit, and the field the terminal sent it in. */
export interface UnitNaming {
  imei: string
  serial: string
  field: 'imei' | 'sNumber'
}

/**
 * The unit a catalogue line names: an IMEI or serial sent on the line that is not the product's own
 * catalogue field (the terminal sends a product's IMEI field with each line of it, as the spec's cart does;
 * such a line is a line of the product, not of a unit).
 */
function unitNamed(item: { imei: string; sNumber: string }, product: { imei: string; sNumber: string }) {
  const imei = normaliseIdentifier(item.imei)
  const serial = normaliseIdentifier(item.sNumber)
  const byImei = imei !== '' && imei !== normaliseIdentifier(product.imei)
  const bySerial = serial !== '' && serial !== normaliseIdentifier(product.sNumber)
  if (!byImei && !bySerial) return null
  return { imei: byImei ? imei : '', serial: bySerial ? serial : '', field: byImei ? 'imei' : 'sNumber' } as const
}

/**
 * The sale lines, checked against the catalogue read in the sale's transaction: the product is for sale,
 * its price and each line's subTotal are what the terminal sent. Throws a 422 naming the field.
 *
 * `tillPrices` (an offline sale, issue 18): the goods were handed over at the till's price, so a price the
 * catalogue changed since is kept as sold (the caller flags it with `catalogPrice`), not refused.
 */
export async function priceLines(
  trx: Kysely<Database>,
  sale: SaleInCents,
  { tillPrices = false }: { tillPrices?: boolean } = {},
): Promise<SaleLine[]> {
  const catalogueIds = [...new Set(sale.items.filter((item) => !item.custom).map((item) => item.id))]
  const customIds = [...new Set(sale.items.filter((item) => item.custom).map((item) => item.id))]
  const [products, customs] = await Promise.all([
    catalogueIds.length ? repo.productsWithVariants(trx, catalogueIds) : Promise.resolve([]),
    repo.findCustomProducts(trx, customIds),
  ])
  const productById = new Map(products.map((row) => [row.id, row]))
  const customById = new Map(customs.map((row) => [row.id, row]))
  const errors: Record<string, string[]> = {}
  const fail = (field: string, message: string) => {
    ;(errors[field] ??= []).push(message)
  }
  const lines: SaleLine[] = []
  const customCount = new Map<number, number>()

  sale.items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`
    let price: number
    let line: Omit<SaleLine, 'catalogPrice' | 'offSale' | 'unit'>
    let unit: UnitNaming | null = null
    if (item.custom) {
      const custom = customById.get(item.id)
      if (!custom) return fail(at('id'), POS_MESSAGES.unknownProduct)
      customCount.set(item.id, (customCount.get(item.id) ?? 0) + item.qty)
      if ((customCount.get(item.id) ?? 0) > 1) return fail(at('qty'), POS_MESSAGES.customOnlyOnce)
      if (custom.isSold === 1) return fail(at('id'), POS_MESSAGES.notForSale(custom.model))
      price = Number(custom.price)
      line = {
        product_id: null,
        custom_product_id: custom.id,
        name: custom.model,
        barcode: custom.barcode,
        imei: custom.imei,
        qty: item.qty,
        price,
        cost: Number(custom.cost),
        discount: item.discount,
        subTotal: 0,
        type: 'Custom',
        data: lineData({ custom: true, name: custom.model, price, discounted: 0, unitOfMeasure: '' }),
      }
      if (item.discount > 0) fail(at('discount'), POS_MESSAGES.discountNotAllowed)
    } else {
      const product = productById.get(item.id)
      if (!product) return fail(at('id'), POS_MESSAGES.unknownProduct)
      // Online, a product taken off sale is refused; a till that sold it offline had handed it over already.
      if (product.state !== 1 && !tillPrices) return fail(at('id'), POS_MESSAGES.notForSale(product.name))
      const productVariants = product.variants
      // Spec 001 §4: the first variant is sold; a named one is honoured if the product has it.
      const variant = item.variant
        ? productVariants.find((candidate) => candidate.variant === item.variant)
        : productVariants[0]
      if (item.variant && !variant) return fail(at('variant'), `The selected variant is invalid.`)
      price = variant ? variantSalePrice(Number(product.price), variant.price) : Number(product.price)
      if (item.discount > 0 && product.discounted !== 1) fail(at('discount'), POS_MESSAGES.discountNotAllowed)
      unit = unitNamed(item, product)
      if (unit && item.qty !== 1) fail(at('qty'), DEVICE_MESSAGES.oneUnitPerLine)
      line = {
        product_id: product.id,
        name: variant ? variantDisplayName(product.name, variant.variant) : product.name,
        sku: product.sku,
        barcode: product.barcode,
        imei: item.imei || product.imei,
        sNumber: item.sNumber || product.sNumber,
        variant: variant?.variant ?? '',
        qty: item.qty,
        price,
        cost: Number(product.cost),
        discount: item.discount,
        subTotal: 0,
        warehouse_id: product.stock_id === null ? null : product.warehouseSaleFrom,
        type: product.type,
        data: lineData({
          name: product.name,
          price,
          discounted: product.discounted,
          unitOfMeasure: product.unitOfMeasure,
          type: product.type,
        }),
      }
    }
    // An open-price service (a custom amount, issue 26) sells at the terminal's price under the line's note.
    if (!item.custom && line.type === 'Service' && isOpenPrice({ type: line.type, price })) {
      const name = item.name.trim() || line.name
      price = item.price
      line = {
        ...line,
        name,
        price,
        data: withSoldPrice(JSON.stringify({ ...parseJson(line.data ?? '{}'), name }), price),
      }
    }
    const catalogPrice = price
    const offSale = !item.custom && productById.get(item.id)?.state !== 1
    if (item.price !== price) {
      if (!tillPrices) fail(at('price'), POS_MESSAGES.priceChanged(line.name, amountText(price)))
      price = item.price
      line = { ...line, price, data: withSoldPrice(line.data, price) }
    }
    const subTotal = lineSubTotal({ price, qty: item.qty, discount: item.discount })
    if (item.subTotal !== subTotal)
      fail(at('subTotal'), POS_MESSAGES.mismatch(SALE_ITEM_LABELS.subTotal, amountText(subTotal)))
    lines.push({ ...line, subTotal, catalogPrice, offSale, unit })
  })
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return lines
}
