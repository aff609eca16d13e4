import type { ProductType } from '@counterpart/domain/schemas/catalog'

/** A product type's words (the type itself is what is stored and sent; its name is read in the shop's language). */
export const PRODUCT_TYPE_KEYS: Readonly<Record<ProductType, string>> = {
  Standard: 'catalog:types.Standard',
  Combo: 'catalog:types.Combo',
  Service: 'catalog:types.Service',
}
