import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import {
  REPAIR_MESSAGES,
  repairCreatedSchema,
  repairDetailSchema,
  repairInputSchema,
  repairListSchema,
  repairSearchSchema,
  searchKeySchema,
  toggleRepairStatusSchema,
  trackRepairResponseSchema,
  trackRepairSchema,
} from '@counterpart/domain/schemas/repairs'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import type { RepairsService } from './service.ts'
import { repairInCents, toRepairDetail, toRepairPage, toRepairSearchItem } from './wire.ts'

/**
 * `linkBase` answers where the QR code's tracking link points: APP_URL, else the shop address of the
 * general settings, never a request header (issue 14 §2). Before either is known the link is the bare
 * path /track/{key}, which the staff screen opens on its own address.
 */
export function repairsRoutes(repairs: RepairsService, options: { linkBase: () => Promise<string | null> }) {
  return [
    route({
      method: 'GET',
      url: '/repair',
      gate: 'repairManage',
      summary: 'Paged, searchable list of repair jobs',
      query: pagingQuerySchema,
      response: repairListSchema,
      handler: async ({ query }) => toRepairPage(await repairs.list(query)),
    }),
    route({
      method: 'GET',
      url: '/repair/:id',
      gate: 'repairManage',
      summary: 'One repair job, with the QR code of its public tracking page',
      params: idParams,
      response: repairDetailSchema,
      handler: async ({ params }) => toRepairDetail(await repairs.detail(params.id, (await options.linkBase()) ?? '')),
    }),
    route({
      method: 'POST',
      url: '/repair',
      gate: 'repairManage',
      summary: 'Logs a repair job; the totals are recomputed and must match what the form sent',
      body: repairInputSchema,
      response: repairCreatedSchema,
      handler: ({ body, auth }) =>
        addedWith(
          repairs.create(repairInCents(body), auth?.user.id ?? null, auth?.actions.deviceOverride ?? false),
          REPAIR_MESSAGES.created,
        ),
    }),
    route({
      method: 'PATCH',
      url: '/repair/:id',
      gate: 'repairManage',
      summary: 'Edits a repair job',
      params: idParams,
      body: repairInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(
          repairs.update(params.id, repairInCents(body), auth?.actions.deviceOverride ?? false),
          REPAIR_MESSAGES.updated,
        ),
    }),
    route({
      method: 'DELETE',
      url: '/repair/:id',
      gate: 'repairManage',
      summary: 'Removes a repair job',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(repairs.remove(params.id), REPAIR_MESSAGES.removed),
    }),
    route({
      method: 'POST',
      url: '/toggle-repair-status/:id',
      gate: 'repairManage',
      summary: 'Sets a repair job Complete (1) or Pending (0)',
      params: idParams,
      body: toggleRepairStatusSchema,
      response: messageResponseSchema,
      handler: async ({ params, body }) => ({ message: await repairs.setStatus(params.id, body.status) }),
    }),
    route({
      method: 'POST',
      url: '/repair-search',
      readOnly: true,
      gate: 'repairManage',
      summary: 'POS advanced search of repair jobs by key, name, phone, device, IMEI or serial number',
      body: searchKeySchema,
      response: repairSearchSchema,
      handler: async ({ body }) => ({ items: (await repairs.search(body.key)).map(toRepairSearchItem) }),
    }),
    route({
      method: 'POST',
      url: '/track-repair',
      readOnly: true,
      gate: 'public',
      summary: 'Public repair tracking by key: status and device only, rate-limited per address',
      body: trackRepairSchema,
      response: trackRepairResponseSchema,
      handler: async ({ body, request }) => ({
        tracked: await repairs.track(body.key, request.ip),
      }),
    }),
  ]
}
