import { tr } from '@counterpart/domain/i18n/translate'
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
  get productCreated() {
    return tr('messages:server.catalog.productCreated')
  },
  get productUpdated() {
    return tr('messages:server.catalog.productUpdated')
  },
  get productRemoved() {
    return tr('messages:server.catalog.productRemoved')
  },
  get productHasHistory() {
    return tr('messages:server.catalog.productHasHistory')
  },
  get stateChanged() {
    return tr('messages:server.catalog.stateChanged')
  },
  get discountChanged() {
    return tr('messages:server.catalog.discountChanged')
  },
  get imageUpdated() {
    return tr('messages:server.catalog.imageUpdated')
  },
  get setForSale() {
    return tr('messages:server.catalog.setForSale')
  },
  get categoryCreated() {
    return tr('messages:server.catalog.categoryCreated')
  },
  get categoryUpdated() {
    return tr('messages:server.catalog.categoryUpdated')
  },
  get categoryRemoved() {
    return tr('messages:server.catalog.categoryRemoved')
  },
  get categoryHasChildren() {
    return tr('messages:server.catalog.categoryHasChildren')
  },
}
