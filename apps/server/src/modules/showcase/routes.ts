import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import {
  GALLERY_LABELS,
  galleryCreatedSchema,
  galleryListSchema,
  publicGallerySchema,
  publicShopSchema,
  SHOP_ITEM_LABELS,
  shopItemCreatedSchema,
  shopItemInputSchema,
  shopItemResponseSchema,
  shopListSchema,
  SHOWCASE_MESSAGES,
} from '@counterpart/domain/schemas/showcase'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import { readMultipartForm } from '../../platform/uploads.ts'
import type { ShowcaseService } from './service.ts'
import { shopItemInCents, toPublicShopItem, toShopItemDetail, toShopItemPage } from './wire.ts'

export function showcaseRoutes(showcase: ShowcaseService) {
  return [
    // ---- public: what a visitor of /gallery and /shop sees ----
    route({
      method: 'GET',
      url: '/get-gallery-items',
      gate: 'public',
      summary: 'The repair gallery for visitors: picture and title only',
      response: publicGallerySchema,
      handler: async () => ({ items: await showcase.publicGallery() }),
    }),
    route({
      method: 'GET',
      url: '/get-shop-items',
      gate: 'public',
      summary: 'The shop listing for visitors: name, price, description and picture',
      response: publicShopSchema,
      handler: async () => ({ items: (await showcase.publicShopItems()).map(toPublicShopItem) }),
    }),

    // ---- repair gallery admin ----
    route({
      method: 'GET',
      url: '/gallery',
      gate: 'reportsrepairGalleryManage',
      summary: 'Paged list of repair gallery pictures',
      query: pagingQuerySchema,
      response: galleryListSchema,
      handler: async ({ query }) => showcase.listGallery(query),
    }),
    route({
      method: 'POST',
      url: '/gallery',
      gate: 'reportsrepairGalleryManage',
      summary: 'Uploads a repair gallery picture (multipart: image and title, both required)',
      multipart: true,
      response: galleryCreatedSchema,
      handler: async ({ request }) => {
        const updated = await showcase.addGalleryItem(await readMultipartForm(request, GALLERY_LABELS))
        return { message: SHOWCASE_MESSAGES.galleryCreated, updated }
      },
    }),
    route({
      method: 'DELETE',
      url: '/gallery/:id',
      gate: 'reportsrepairGalleryManage',
      summary: 'Removes a repair gallery picture',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(showcase.removeGalleryItem(params.id), SHOWCASE_MESSAGES.galleryRemoved),
    }),

    // ---- shop listing admin ----
    route({
      method: 'GET',
      url: '/shop-list',
      gate: 'shopListManage',
      summary: 'Paged, searchable list of shop items',
      query: pagingQuerySchema,
      response: shopListSchema,
      handler: async ({ query }) => toShopItemPage(await showcase.listShopItems(query)),
    }),
    route({
      method: 'GET',
      url: '/shop-list/:id',
      gate: 'shopListManage',
      summary: 'One shop item, for its edit form',
      params: idParams,
      response: shopItemResponseSchema,
      handler: async ({ params }) => ({ item: toShopItemDetail(await showcase.getShopItem(params.id)) }),
    }),
    route({
      method: 'POST',
      url: '/shop-list',
      gate: 'shopListManage',
      summary: 'Adds a shop item (name, price, description); the picture follows with shop-item-image',
      body: shopItemInputSchema,
      response: shopItemCreatedSchema,
      handler: ({ body }) => addedWith(showcase.addShopItem(shopItemInCents(body)), SHOWCASE_MESSAGES.shopCreated),
    }),
    route({
      method: 'PATCH',
      url: '/shop-list/:id',
      gate: 'shopListManage',
      summary: 'Edits a shop item',
      params: idParams,
      body: shopItemInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(showcase.updateShopItem(params.id, shopItemInCents(body)), SHOWCASE_MESSAGES.shopUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/shop-list/:id',
      gate: 'shopListManage',
      summary: 'Removes a shop item',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(showcase.removeShopItem(params.id), SHOWCASE_MESSAGES.shopRemoved),
    }),
    route({
      method: 'POST',
      url: '/shop-item-image/:id',
      gate: 'shopListManage',
      summary: 'Uploads the picture of a shop item',
      params: idParams,
      multipart: true,
      response: messageResponseSchema,
      handler: async ({ params, request }) =>
        doneWith(
          showcase.setShopItemImage(params.id, await readMultipartForm(request, SHOP_ITEM_LABELS)),
          SHOWCASE_MESSAGES.imageUpdated,
        ),
    }),
  ]
}
