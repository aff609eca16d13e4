import type { ProductType } from '@counterpart/domain/schemas/catalog'

/**
 * A product type's words, shared by the catalog and the supplier's supplied products (a screen that draws one
 * loads the `catalog` namespace). The type itself is what is stored and sent; its name is read in the shop's
 * language.
 */
export const PRODUCT_TYPE_KEYS: Readonly<Record<ProductType, string>> = {
  Standard: 'catalog:types.Standard',
  Combo: 'catalog:types.Combo',
  Service: 'catalog:types.Service',
}

/** A type as the server answered it (a string): its key when it is one of the types, else null (kept as sent). */
export function productTypeKey(type: string): string | null {
  return Object.hasOwn(PRODUCT_TYPE_KEYS, type) ? PRODUCT_TYPE_KEYS[type as ProductType] : null
}
