import fs from 'node:fs'
import { Readable } from 'node:stream'
import { z } from 'zod'
import {
  BUYBACK_LABELS,
  BUYBACK_MESSAGES,
  customProductCreatedSchema,
  customProductListSchema,
  customProductResponseSchema,
  customProductSearchSchema,
  PRIVATE_FILE_KINDS,
  policeRegisterQuerySchema,
} from '@counterpart/domain/schemas/buyback'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import { searchKeySchema } from '@counterpart/domain/schemas/repairs'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, doneWith, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import { readMultipartForm } from '../../platform/uploads.ts'
import type { BuybackService } from './service.ts'
import {
  customProductFormInCents,
  toCustomProductPage,
  toCustomProductRecord,
  toCustomProductSearchItem,
} from './wire.ts'

const fileParams = idParams.extend({ kind: z.enum(PRIVATE_FILE_KINDS) })
const buyer = (auth: Auth | null) => signedInOn('Buy-back routes', auth).user

export function buybackRoutes(buyback: BuybackService) {
  return [
    route({
      method: 'GET',
      url: '/custom-product',
      gate: 'customProductManage',
      summary: 'Paged, searchable list of items bought from customers',
      query: pagingQuerySchema,
      response: customProductListSchema,
      handler: async ({ query }) => toCustomProductPage(await buyback.list(query)),
    }),
    route({
      method: 'GET',
      url: '/custom-product-police-register',
      // The list's own gate: the register holds what the buy-back list and its records show.
      gate: 'customProductManage',
      summary:
        "The police register of a period as CSV: per item bought, date, seller's name, ID type and number, device, IMEI and price paid",
      query: policeRegisterQuerySchema,
      response: { file: ['text/csv'] },
      handler: async ({ query, reply }) => {
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="police-register-${query.from}_${query.to}.csv"`)
          .header('cache-control', 'private, no-store')
        return Readable.from(buyback.policeRegisterCsv(query))
      },
    }),
    route({
      method: 'GET',
      url: '/custom-product/:id',
      gate: 'customProductManage',
      summary: 'One item bought from a customer; signature, photo and ID document as gated file addresses',
      params: idParams,
      response: customProductResponseSchema,
      handler: async ({ params }) => {
        const [row, gateway] = await Promise.all([buyback.get(params.id), buyback.payoutGateway(params.id)])
        return { item: toCustomProductRecord(row, gateway, await buyback.sellerLanguage(row)) }
      },
    }),
    route({
      method: 'POST',
      url: '/custom-product',
      gate: 'customProductManage',
      summary:
        'Buys an item from a customer (multipart: fields, sign as a data URL, optional photo and docs files, optional gateway the customer is paid by); the payout is a payment, its cash leaves the till',
      multipart: true,
      till: 'optional',
      response: customProductCreatedSchema,
      handler: async ({ request, auth, till }) => {
        const id = await buyback.create(
          customProductFormInCents(await readMultipartForm(request, BUYBACK_LABELS)),
          buyer(auth),
          till,
          auth?.actions.deviceOverride ?? false,
        )
        return { message: BUYBACK_MESSAGES.created, item: { id } }
      },
    }),
    route({
      method: 'POST',
      url: '/custom-product-update/:id',
      gate: 'customProductManage',
      summary: 'Edits an item bought from a customer (same form; files replace the old ones)',
      params: idParams,
      multipart: true,
      response: messageResponseSchema,
      handler: async ({ params, request, auth }) =>
        doneWith(
          buyback.update(
            params.id,
            customProductFormInCents(await readMultipartForm(request, BUYBACK_LABELS)),
            buyer(auth),
            auth?.actions.deviceOverride ?? false,
          ),
          BUYBACK_MESSAGES.updated,
        ),
    }),
    route({
      method: 'DELETE',
      url: '/custom-product/:id',
      gate: 'customProductManage',
      summary: 'Removes an unsold item bought from a customer (a sold one is refused with 409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params, auth }) => doneWith(buyback.remove(params.id, buyer(auth)), BUYBACK_MESSAGES.removed),
    }),
    route({
      method: 'POST',
      url: '/custom-product-image/:id',
      gate: 'customProductManage',
      summary: 'Replaces the product picture of an item bought from a customer',
      params: idParams,
      multipart: true,
      response: messageResponseSchema,
      handler: async ({ params, request }) =>
        doneWith(
          buyback.setImage(params.id, await readMultipartForm(request, BUYBACK_LABELS)),
          BUYBACK_MESSAGES.imageUpdated,
        ),
    }),
    route({
      method: 'GET',
      url: '/custom-product-file/:id/:kind',
      gate: 'customProductManage',
      summary: "Streams the seller's signature, photo or identity document (personal data, never public)",
      params: fileParams,
      // The types the service names the stored files by (an unknown extension streams as octet-stream).
      response: { file: ['image/png', 'image/jpeg', 'application/octet-stream'] },
      handler: async ({ params, reply }) => {
        const file = await buyback.privateFile(params.id, params.kind)
        return reply
          .header('content-type', file.mimetype)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(fs.createReadStream(file.path))
      },
    }),
    route({
      method: 'GET',
      url: '/export-custom-buy-invoice/:id',
      gate: 'customProductManage',
      summary: 'The purchase invoice of an item bought from a customer, as a PDF',
      params: idParams,
      response: { file: ['application/pdf'] },
      handler: async ({ params, reply }) => {
        const { pdf, filename } = await buyback.invoicePdf(params.id)
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf)
      },
    }),
    route({
      method: 'POST',
      url: '/custom-product-search',
      readOnly: true,
      gate: 'customProductManage',
      summary: 'POS advanced search of items bought from customers by name, phone, model, IMEI or barcode',
      body: searchKeySchema,
      response: customProductSearchSchema,
      handler: async ({ body }) => ({ items: (await buyback.search(body.key)).map(toCustomProductSearchItem) }),
    }),
  ]
}
