import type { ProductType } from '@counterpart/domain/schemas/catalog'

/** What the catalogue's services take and answer in words: the writes (cents) and the messages. */

/** A product as the service takes it: money already in cents (the route converts). */
export interface ProductWrite {
  name: string
  barcode: string
  sku: string
  category_id: number | null
  type: ProductType
  price: number
  cost: number
  qty: number
  suppliers: number[]
  warehouseSaleFrom: number
  unitOfMeasure: string
  imei: string
  sNumber: string
  description: string
  variants: { variant: string; price: number }[]
  discounted: 0 | 1
  state: 0 | 1
  /** Issue 29: absent on a create is off, on an edit keeps what is stored. */
  serialTracked?: 0 | 1 | undefined
}

export interface CategoryWrite {
  name: string
  barcode: string
  mode: 0 | 1
  parent_id: number | null
  children: number[]
}

export const CATALOG_MESSAGES = {
  productCreated: 'Product created successfully !',
  productUpdated: 'Product updated successfully !',
  productRemoved: 'Product removed successfully !',
  productHasHistory:
    'This product has sales, purchases or stock and cannot be removed. Set it Inactive to stop selling it.',
  stateChanged: 'Product state updated successfully !',
  discountChanged: 'Product discount updated successfully !',
  imageUpdated: 'Image uploaded successfully !',
  setForSale: 'Warehouse activated for sale successfully !',
  categoryCreated: 'Category created successfully !',
  categoryUpdated: 'Category updated successfully !',
  categoryRemoved: 'Category removed successfully !',
  categoryHasChildren: 'This category has children categories. Move or remove them first.',
} as const
