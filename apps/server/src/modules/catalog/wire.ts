import { fromCents, toCents } from '@counterpart/domain/money'
import type {
  PrintLabelResponse,
  ProductDetail,
  ProductListRow,
  ProductPayload,
  ProductResponse,
  ProductStock,
} from '@counterpart/domain/schemas/catalog'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { ProductRow } from '../../db/schema.ts'
import type { CatalogService, ProductWrite } from './service.ts'

/** The catalogue's one crossing between decimals on the wire and the cents the service works in. */

type Flag = 0 | 1
/** A 0/1 switch as the wire types it. */
export const flag = (value: number): Flag => (value === 1 ? 1 : 0)

export function toProductWrite(body: ProductPayload): ProductWrite {
  return {
    ...body,
    price: toCents(body.price),
    cost: toCents(body.cost),
    variants: body.variants.map((variant) => ({ variant: variant.variant, price: toCents(variant.price) })),
  }
}

type Detail = Awaited<ReturnType<CatalogService['detail']>>

export function toProductResponse({ product, stocks }: Detail): ProductResponse {
  const { search_text: _hidden, ...fields } = product
  void _hidden
  const wire: ProductDetail = {
    ...fields,
    price: fromCents(fields.price),
    cost: fromCents(fields.cost),
    discounted: flag(fields.discounted),
    state: flag(fields.state),
    serialTracked: flag(fields.serialTracked),
    variants: fields.variants.map((variant) => ({ ...variant, price: fromCents(variant.price) })),
  }
  const stockRows: ProductStock[] = stocks.map(({ warehouse_name, ...stock }) => ({
    ...stock,
    warehouse: { id: stock.warehouse_id, name: warehouse_name },
    cost: fromCents(stock.cost),
    price: fromCents(stock.price),
  }))
  return { product: wire, stocks: stockRows }
}

export function toProductPage(page: Awaited<ReturnType<CatalogService['list']>>): Page<ProductListRow> {
  return {
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      price: fromCents(item.price),
      salePrice: fromCents(item.salePrice),
      discounted: flag(item.discounted),
      state: flag(item.state),
    })),
  }
}

/** A label prints the price the product sells at, as the till shows it. */
export function toPrintLabel({ label, item }: Awaited<ReturnType<CatalogService['printLabel']>>): PrintLabelResponse {
  return { label, item: { ...item, price: fromCents(item.price) } }
}

/**
 * A product as its audit events show it: the form's fields with money in decimals as on the wire, its
 * variants and its suppliers' ids.
 */
export function productAudit(
  product: ProductRow,
  variants: readonly { variant: string; price: number }[],
  supplierIds: readonly number[],
): Record<string, unknown> {
  // What repairs hold changes with their parts, never on the product form: not part of its snapshot.
  const { search_text: _search, created_at: _created, updated_at: _updated, reserved: _reserved, ...fields } = product
  return {
    ...fields,
    price: fromCents(fields.price),
    cost: fromCents(fields.cost),
    variants: variants.map((variant) => ({ variant: variant.variant, price: fromCents(variant.price) })),
    suppliers: supplierIds,
  }
}
