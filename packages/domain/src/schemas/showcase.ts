import { z } from 'zod'
import './zod-messages.ts'
import { amount, optionalText, requiredText } from './fields.ts'
import { createdResponseSchema, messageResponseSchema, pageSchema } from './responses.ts'
import { tr } from '../i18n/translate.ts'

/** The repair gallery and the shop listing (spec 001 §2, §3 Gallery item, Shop item, §7). */

export const SHOWCASE_MESSAGES = {
  get empty() {
    return tr('messages:showcase.showcase.empty')
  },
  get comingSoon() {
    return tr('messages:showcase.showcase.comingSoon')
  },
  get galleryCreated() {
    return tr('messages:showcase.showcase.galleryCreated')
  },
  get galleryRemoved() {
    return tr('messages:showcase.showcase.galleryRemoved')
  },
  get shopCreated() {
    return tr('messages:showcase.showcase.shopCreated')
  },
  get shopUpdated() {
    return tr('messages:showcase.showcase.shopUpdated')
  },
  get shopRemoved() {
    return tr('messages:showcase.showcase.shopRemoved')
  },
  get imageUpdated() {
    return tr('messages:showcase.showcase.imageUpdated')
  },
}

/** Public carousels show the newest items up to this many. */
export const PUBLIC_SHOWCASE_LIMIT = 100

/** Items per carousel page by screen width (spec 001 §2): 1, 2, 3 or 4 from each breakpoint up. */
export const GALLERY_BREAKPOINTS = [320, 960, 1264, 1904] as const
export const SHOP_BREAKPOINTS = [280, 960, 1264, 1904] as const

export function itemsPerPage(width: number, breakpoints: readonly number[]): number {
  let count = 1
  breakpoints.forEach((breakpoint, index) => {
    if (width >= breakpoint) count = index + 1
  })
  return count
}

/** The repair gallery's upload form. */
export const GALLERY_LABELS = {
  get title() {
    return tr('fields:showcase.gallery.title')
  },
  get image() {
    return tr('fields:showcase.gallery.image')
  },
}

/** The shop listing's item form. */
export const SHOP_ITEM_LABELS = {
  get name() {
    return tr('fields:showcase.shopItem.name')
  },
  get price() {
    return tr('fields:showcase.shopItem.price')
  },
  get description() {
    return tr('fields:showcase.shopItem.description')
  },
  get image() {
    return tr('fields:showcase.shopItem.image')
  },
}

export const galleryInputSchema = z.object({ title: requiredText(GALLERY_LABELS.title, 191) })
export type GalleryInput = z.input<typeof galleryInputSchema>

export const shopItemInputSchema = z.object({
  name: requiredText(SHOP_ITEM_LABELS.name, 191),
  price: amount(SHOP_ITEM_LABELS.price),
  description: optionalText(SHOP_ITEM_LABELS.description, 5000),
})
export type ShopItemInput = z.input<typeof shopItemInputSchema>
export type ShopItemPayload = z.output<typeof shopItemInputSchema>

// ---- Answers -----------------------------------------------------------------------------------------

export const galleryItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  created_at: z.string(),
})
export type GalleryItem = z.infer<typeof galleryItemSchema>
export const galleryListSchema = pageSchema(galleryItemSchema)
export const galleryCreatedSchema = messageResponseSchema.extend({ updated: galleryItemSchema })

export const shopItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
})
export type ShopItem = z.infer<typeof shopItemSchema>
export const shopListSchema = pageSchema(shopItemSchema)
/** GET /shop-list/{id}: the item as its edit form reads it, with when it last changed. */
export const shopItemDetailSchema = shopItemSchema.extend({ updated_at: z.string() })
export type ShopItemDetail = z.infer<typeof shopItemDetailSchema>
export const shopItemResponseSchema = z.object({ item: shopItemDetailSchema })
export const shopItemCreatedSchema = createdResponseSchema

/** The public shapes: only what a visitor needs to see. */
export const publicGalleryItemSchema = galleryItemSchema.pick({ id: true, image: true, title: true })
export type PublicGalleryItem = z.infer<typeof publicGalleryItemSchema>
export const publicGallerySchema = z.object({ items: z.array(publicGalleryItemSchema) })

export const publicShopItemSchema = shopItemSchema.omit({ created_at: true })
export type PublicShopItem = z.infer<typeof publicShopItemSchema>
export const publicShopSchema = z.object({ items: z.array(publicShopItemSchema) })
