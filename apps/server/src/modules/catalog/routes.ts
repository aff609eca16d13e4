import {
  catalogSavedSchema,
  categoryInputSchema,
  categoryResponseSchema,
  categoryTreeSchema,
  IMAGE_LABELS,
  imageResponseSchema,
  printLabelResponseSchema,
  printLabelSchema,
  productDiscountResponseSchema,
  productFormDataSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productImportPreviewSchema,
  productImportResultSchema,
  PRODUCT_IMPORT_MESSAGES,
  productResponseSchema,
  productStateResponseSchema,
  setForSaleSchema,
  toggleDiscountSchema,
  toggleStateSchema,
} from '@counterpart/domain/schemas/catalog'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { Readable } from 'node:stream'
import { CSV_BOM, toCsv } from '@counterpart/domain/pricing/csv'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import { readMultipartForm } from '../../platform/uploads.ts'
import { readImportUpload } from './product-import.ts'
import { CATALOG_MESSAGES, type CatalogService } from './service.ts'
import { flag, toPrintLabel, toProductPage, toProductResponse, toProductWrite } from './wire.ts'

export function catalogRoutes(catalog: CatalogService) {
  return [
    // ---- products ----
    route({
      method: 'GET',
      url: '/product-form-data',
      // The product form and the purchase forms read it; every list it carries is visible to any staff.
      gate: 'signedIn',
      summary: 'Warehouses, categories, suppliers and units for the product form',
      response: productFormDataSchema,
      handler: async () => catalog.formData(),
    }),
    route({
      method: 'GET',
      url: '/products',
      gate: 'signedIn',
      summary:
        'Paged products, searched over name, SKU and barcode, of one category or all, with the price the till sells at, the stock on hand and the category',
      query: productListQuerySchema,
      response: productListSchema,
      handler: async ({ query }) => toProductPage(await catalog.list(query)),
    }),
    route({
      method: 'GET',
      url: '/products/export',
      // The list's own gate: the file holds what the list shows (no cost), for its category and search.
      gate: 'signedIn',
      summary: 'Every product of the list as CSV, with its category filter and search (all pages, in id order)',
      query: productListQuerySchema,
      response: { file: ['text/csv'] },
      handler: async ({ query, reply }) => {
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`)
          .header('cache-control', 'private, no-store')
        return Readable.from(catalog.exportCsv({ search: query.search, category_id: query.category_id }))
      },
    }),
    route({
      method: 'GET',
      url: '/products/import/template',
      gate: 'productCreate',
      summary: 'The CSV file to fill in for an import: the header row and one example product',
      response: { file: ['text/csv'] },
      handler: async ({ reply }) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="products-import-template.csv"')
          .header('cache-control', 'private, no-store')
          .send(CSV_BOM + toCsv(await catalog.importTemplate())),
    }),
    route({
      method: 'POST',
      url: '/products/import/preview',
      readOnly: true,
      gate: 'productCreate',
      summary:
        'Checks a CSV file of products (multipart field file: UTF-8, comma or semicolon separated, at most 2 MB and 5,000 rows): every row with its errors; writes nothing',
      multipart: true,
      response: productImportPreviewSchema,
      handler: async ({ request }) => catalog.previewImport(await readImportUpload(request)),
    }),
    route({
      method: 'POST',
      url: '/products/import',
      auditsEach: true,
      gate: 'productCreate',
      summary:
        'Creates every product of a CSV file (the file the preview checked, checked again) in one transaction, each as POST /product creates it, or none',
      multipart: true,
      status: 201,
      response: productImportResultSchema,
      handler: async ({ request }) => {
        const ids = await catalog.importFile(await readImportUpload(request))
        return { message: PRODUCT_IMPORT_MESSAGES.imported(ids.length), imported: ids.length, ids }
      },
    }),
    route({
      method: 'GET',
      url: '/product/:id',
      gate: 'productDetail',
      summary: 'A product with its variants, suppliers and stock rows',
      params: idParams,
      response: productResponseSchema,
      handler: async ({ params }) => toProductResponse(await catalog.detail(params.id)),
    }),
    route({
      method: 'POST',
      url: '/product',
      gate: 'productCreate',
      summary: 'Create a product',
      body: productInputSchema,
      response: catalogSavedSchema,
      handler: ({ body }) => addedWith(catalog.create(toProductWrite(body)), CATALOG_MESSAGES.productCreated),
    }),
    route({
      method: 'PATCH',
      url: '/product/:id',
      gate: 'productEdit',
      summary: 'Update a product',
      params: idParams,
      body: productInputSchema,
      response: catalogSavedSchema,
      handler: async ({ params, body }) => {
        await catalog.update(params.id, toProductWrite(body))
        return { message: CATALOG_MESSAGES.productUpdated, id: params.id }
      },
    }),
    route({
      method: 'DELETE',
      url: '/product/:id',
      gate: 'productRemove',
      summary: 'Remove a product that has no sales, purchases or stock',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(catalog.remove(params.id), CATALOG_MESSAGES.productRemoved),
    }),
    route({
      method: 'POST',
      url: '/toggle-product-sale-state/:id',
      gate: 'productEdit',
      summary: 'Switch a product Active / Inactive',
      params: idParams,
      body: toggleStateSchema,
      response: productStateResponseSchema,
      handler: async ({ params, body }) => {
        const state = await catalog.toggleState(params.id, body.state)
        return { message: CATALOG_MESSAGES.stateChanged, state }
      },
    }),
    route({
      method: 'POST',
      url: '/toggle-product-discount/:id',
      gate: 'productEdit',
      summary: 'Switch whether a product may be discounted',
      params: idParams,
      body: toggleDiscountSchema,
      response: productDiscountResponseSchema,
      handler: async ({ params, body }) => {
        const discounted = await catalog.toggleDiscount(params.id, body.discounted)
        return { message: CATALOG_MESSAGES.discountChanged, discounted }
      },
    }),
    route({
      method: 'POST',
      url: '/product-image/:id',
      gate: 'productEdit',
      summary: 'Upload the product image (multipart field image: jpg, png, jpeg)',
      params: idParams,
      multipart: true,
      response: imageResponseSchema,
      handler: async ({ params, request }) => {
        const form = await readMultipartForm(request, IMAGE_LABELS)
        const image = await catalog.setProductImage(params.id, form.files.image)
        return { message: CATALOG_MESSAGES.imageUpdated, image }
      },
    }),
    route({
      method: 'POST',
      url: '/set-for-sale/:id',
      gate: 'productEdit',
      summary: 'Sell the product from one of the warehouses holding its stock',
      params: idParams,
      body: setForSaleSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(catalog.setForSale(params.id, body.warehouse_id), CATALOG_MESSAGES.setForSale),
    }),
    route({
      method: 'POST',
      url: '/print-label/:id',
      readOnly: true,
      gate: 'productLabel',
      summary: 'The barcode image of a product label (C39, C39+, C39E, C128, C128A)',
      params: idParams,
      body: printLabelSchema,
      response: printLabelResponseSchema,
      handler: async ({ params, body }) => toPrintLabel(await catalog.printLabel(params.id, body.symbology)),
    }),

    // ---- categories ----
    route({
      method: 'GET',
      url: '/categories-list',
      // The tree is read by the products page, the product form and the POS; nothing in it is private.
      gate: 'signedIn',
      summary: 'Categories as a tree',
      response: categoryTreeSchema,
      handler: async () => catalog.categoryTree(),
    }),
    route({
      method: 'GET',
      url: '/category/:id',
      gate: 'categoryEdit',
      summary: 'A category with its children ids',
      params: idParams,
      response: categoryResponseSchema,
      handler: async ({ params }) => {
        const category = await catalog.category(params.id)
        return {
          category: {
            id: category.id,
            name: category.name,
            barcode: category.barcode,
            parent_id: category.parent_id,
            mode: flag(category.mode),
            image: category.image,
            children: category.children,
          },
        }
      },
    }),
    route({
      method: 'POST',
      url: '/category',
      gate: 'categoryCreate',
      summary: 'Create a category',
      body: categoryInputSchema,
      response: catalogSavedSchema,
      handler: ({ body }) => addedWith(catalog.createCategory(body), CATALOG_MESSAGES.categoryCreated),
    }),
    route({
      method: 'PATCH',
      url: '/category/:id',
      gate: 'categoryEdit',
      summary: 'Update a category, its parent and its children',
      params: idParams,
      body: categoryInputSchema,
      response: catalogSavedSchema,
      handler: async ({ params, body }) => {
        await catalog.updateCategory(params.id, body)
        return { message: CATALOG_MESSAGES.categoryUpdated, id: params.id }
      },
    }),
    route({
      method: 'DELETE',
      url: '/category/:id',
      gate: 'categoryRemove',
      summary: 'Remove a category without children; its products become uncategorised',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(catalog.removeCategory(params.id), CATALOG_MESSAGES.categoryRemoved),
    }),
    route({
      method: 'POST',
      url: '/category-image/:id',
      gate: 'categoryEdit',
      summary: 'Upload the category image (multipart field image: jpg, png, jpeg)',
      params: idParams,
      multipart: true,
      response: imageResponseSchema,
      handler: async ({ params, request }) => {
        const form = await readMultipartForm(request, IMAGE_LABELS)
        const image = await catalog.setCategoryImage(params.id, form.files.image)
        return { message: CATALOG_MESSAGES.imageUpdated, image }
      },
    }),
  ]
}
