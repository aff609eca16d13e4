import {
  REPAIR_FLOW_MESSAGES,
  repairStatusChangeSchema,
  repairStatusCreateSchema,
  repairStatusListSchema,
  repairStatusReorderSchema,
  repairStatusUpdateSchema,
  repairTechnicianListSchema,
  repairTechnicianSchema,
} from '@counterpart/domain/schemas/repair-workflow'
import {
  REPAIR_MESSAGES,
  repairCreatedSchema,
  repairInputSchema,
  repairListQuerySchema,
  repairListSchema,
  repairSearchSchema,
  searchKeySchema,
  toggleRepairStatusSchema,
  trackRepairSchema,
} from '@counterpart/domain/schemas/repairs'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import {
  REPAIR_PART_MESSAGES,
  repairPartAddedSchema,
  repairPartInputSchema,
  repairPartParamsSchema,
  repairPartStockSchema,
} from '@counterpart/domain/schemas/repair-parts'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import type { RepairActor, RepairsService } from './service.ts'
import type { RepairDetailExtras } from './evidence.ts'
import type { RepairStatusesService } from './statuses.ts'
import {
  repairInCents,
  toPublicEstimate,
  toRepairDetail,
  toRepairEstimate,
  toRepairPage,
  toRepairPart,
  toRepairPartStock,
  toRepairSearchItem,
} from './wire.ts'
import type { RepairEstimatesService } from './estimates.ts'
import { repairDetailAnswerSchema } from '@counterpart/domain/schemas/repair-estimates'
import { trackRepairPublicAnswerSchema } from '@counterpart/domain/schemas/public-pages'
import { answerPublicIn } from '../../platform/request-language.ts'
import { repairEstimatesRoutes } from './estimates-routes.ts'
import { refundDepositAnswerSchema, refundDepositSchema } from '@counterpart/domain/schemas/repair-deposits'
import { toRepairDeposits, toTrackedDeposit } from './wire.ts'

/**
 * `linkBase` answers where the QR code's tracking link points: APP_URL, else the shop address of the
 * general settings, never a request header (issue 14 §2). Before either is known the link is the bare
 * path /track/{key}, which the staff screen opens on its own address.
 */
export function repairsRoutes(
  repairs: RepairsService,
  statuses: RepairStatusesService,
  options: {
    linkBase: () => Promise<string | null>
    estimates: RepairEstimatesService
    /** Issue 30, items 8 and 6: the ticket's messages and evidence, added to its detail. */
    detailExtras: (id: number) => Promise<RepairDetailExtras>
    /** Item 6: the photos the customer may see, in the tracking answer (no second lookup to count). */
    customerPhotos: (repairId: number, key: string) => Promise<{ id: number; caption: string; url: string }[]>
  },
) {
  const { estimates } = options
  const actorOf = (
    auth: { user: { id: number; name: string }; actions: { repairAssign: boolean } } | null,
    tillId: number | null = null,
  ): RepairActor => ({
    userId: auth?.user.id ?? null,
    mayAssign: auth?.actions.repairAssign ?? false,
    user: auth ? { id: auth.user.id, name: auth.user.name } : null,
    tillId,
  })
  return [
    route({
      method: 'GET',
      url: '/repair',
      gate: 'repairManage',
      summary:
        'Paged, searchable list of repair jobs; filtered by status group, and by technician (me: my own queue, open tickets first by priority and promised date)',
      query: repairListQuerySchema,
      response: repairListSchema,
      handler: async ({ query, auth }) => toRepairPage(await repairs.list(query, auth?.user.id ?? null)),
    }),
    route({
      method: 'GET',
      url: '/repair/:id',
      gate: 'repairManage',
      summary: 'One repair job, with the QR code of its public tracking page',
      params: idParams,
      response: repairDetailAnswerSchema,
      handler: async ({ params }) => {
        const detail = await repairs.detail(params.id, (await options.linkBase()) ?? '')
        // Issue 30: every estimate version, the warranty and the come-back links (items 5 and 7), the messages
        // and the evidence (items 8 and 6).
        const [extra, evidence, deposits] = await Promise.all([
          estimates.detailFields(detail.row),
          options.detailExtras(params.id),
          repairs.depositsOf(params.id),
        ])
        return {
          ...toRepairDetail(detail),
          ...extra,
          estimates: extra.estimates.map(toRepairEstimate),
          ...evidence,
          ...toRepairDeposits(deposits),
          customerLanguage: detail.customerLanguage,
        }
      },
    }),
    route({
      method: 'POST',
      url: '/repair',
      gate: 'repairManage',
      summary:
        'Logs a repair job; the totals are recomputed and must match what the form sent. A prePaid is a deposit payment (optional prePaidGateway, cash by default) at the till the request names',
      body: repairInputSchema,
      till: 'optional',
      response: repairCreatedSchema,
      handler: ({ body, auth, till }) =>
        addedWith(
          repairs.create(repairInCents(body), actorOf(auth, till), auth?.actions.deviceOverride ?? false),
          REPAIR_MESSAGES.created,
        ),
    }),
    route({
      method: 'PATCH',
      url: '/repair/:id',
      gate: 'repairManage',
      summary:
        'Edits a repair job; a raised prePaid takes the difference as a deposit (by prePaidGateway, cash by default), a lowered one pays it back',
      params: idParams,
      body: repairInputSchema,
      till: 'optional',
      response: messageResponseSchema,
      handler: ({ params, body, auth, till }) =>
        doneWith(
          repairs.update(params.id, repairInCents(body), actorOf(auth, till), auth?.actions.deviceOverride ?? false),
          REPAIR_MESSAGES.updated,
        ),
    }),
    route({
      method: 'DELETE',
      url: '/repair/:id',
      gate: 'repairManage',
      summary:
        'Removes a repair job; its deposit payments go with it (409 when one moved store credit: cancel the ticket instead)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params, auth }) => doneWith(repairs.remove(params.id, actorOf(auth)), REPAIR_MESSAGES.removed),
    }),
    route({
      method: 'POST',
      url: '/repairs/:id/refund-deposit',
      gate: 'repairManage',
      summary:
        "Pays back everything a cancelled repair's deposits hold, to cash, card, cheque, other or the customer's store credit, and sets prePaid to 0 (409 when the repair is not cancelled or holds nothing)",
      params: idParams,
      body: refundDepositSchema,
      till: 'optional',
      response: refundDepositAnswerSchema,
      handler: async ({ params, body, auth, till }) => ({
        message: await repairs.refundDeposit(params.id, body.gateway, actorOf(auth, till)),
      }),
    }),
    route({
      method: 'POST',
      url: '/toggle-repair-status/:id',
      gate: 'repairManage',
      summary: 'Sets a repair job Complete (1) or Pending (0)',
      params: idParams,
      body: toggleRepairStatusSchema,
      response: messageResponseSchema,
      handler: async ({ params, body, auth }) => ({
        message: await repairs.setStatus(params.id, body.status, auth?.user.id ?? null),
      }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/status',
      gate: 'repairManage',
      summary: "Moves a repair job to one of the shop's statuses, with a comment where the status requires one",
      params: idParams,
      body: repairStatusChangeSchema,
      response: messageResponseSchema,
      handler: async ({ params, body, auth }) => ({
        message: await repairs.changeStatus(params.id, body.statusId, body.comment, auth?.user.id ?? null),
      }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/technician',
      gate: 'repairAssign',
      summary: 'Gives a repair job to a technician (a user who works repairs), or takes it back (null)',
      params: idParams,
      body: repairTechnicianSchema,
      response: messageResponseSchema,
      handler: async ({ params, body, auth }) => ({
        message: await repairs.setTechnician(params.id, body.technicianId, body.comment, auth?.user.id ?? null),
      }),
    }),
    // ---- parts (issue 30, item 4) ----
    route({
      method: 'POST',
      url: '/repair/:id/parts',
      gate: 'repairManage',
      status: 201,
      summary:
        'Reserves a part from stock for an open repair (409 "only N available" beyond what may be sold); a serial-tracked part names its unit',
      params: idParams,
      body: repairPartInputSchema,
      response: repairPartAddedSchema,
      handler: async ({ params, body, auth }) => {
        const added = await repairs.parts.add(params.id, body, auth?.user.id ?? null)
        const part = (await repairs.parts.list(params.id)).find((row) => row.id === added.id)
        if (!part) throw new Error(`repair part ${added.id} is missing`)
        return { message: added.message, part: toRepairPart(part) }
      },
    }),
    route({
      method: 'GET',
      url: '/repair-part-stock/:id',
      gate: 'repairManage',
      summary:
        "Where a product may be reserved from for a repair: each warehouse with on hand, reserved and available, and a serial-tracked product's units in stock",
      params: idParams,
      response: repairPartStockSchema,
      handler: async ({ params }) => toRepairPartStock(await repairs.parts.stockOf(params.id)),
    }),
    route({
      method: 'DELETE',
      url: '/repair/:id/parts/:partId',
      gate: 'repairManage',
      summary: "Releases a repair's reserved or ordered part: its units may be sold again (409 once used or released)",
      params: repairPartParamsSchema,
      response: messageResponseSchema,
      handler: ({ params, auth }) =>
        doneWith(repairs.parts.release(params.id, params.partId, auth?.user.id ?? null), REPAIR_PART_MESSAGES.released),
    }),
    route({
      method: 'GET',
      url: '/repair-technicians',
      gate: 'repairManage',
      summary: 'The staff a repair job may be given to: every user who works repairs',
      response: repairTechnicianListSchema,
      handler: async () => ({ items: await repairs.technicians() }),
    }),
    route({
      method: 'GET',
      url: '/repair-statuses',
      gate: 'repairManage',
      summary: "The shop's repair statuses, each with its group, in the order of the groups' positions",
      response: repairStatusListSchema,
      handler: async () => ({ items: await statuses.list() }),
    }),
    route({
      method: 'POST',
      url: '/repair-statuses',
      gate: 'repairStatusManage',
      status: 201,
      summary: 'Adds a repair status to a group (last in it); a default one takes over from the old default',
      body: repairStatusCreateSchema,
      response: repairCreatedSchema,
      handler: ({ body }) => addedWith(statuses.create(body), REPAIR_FLOW_MESSAGES.statusCreated),
    }),
    route({
      method: 'PATCH',
      url: '/repair-statuses/:id',
      gate: 'repairStatusManage',
      summary: 'Renames, recolours or reconfigures a repair status (its group stays)',
      params: idParams,
      body: repairStatusUpdateSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(statuses.update(params.id, body), REPAIR_FLOW_MESSAGES.statusUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/repair-statuses/:id',
      gate: 'repairStatusManage',
      summary: 'Removes a repair status no repair is in and that is not its group default (409 otherwise)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(statuses.remove(params.id), REPAIR_FLOW_MESSAGES.statusRemoved),
    }),
    route({
      method: 'POST',
      url: '/repair-statuses/reorder',
      gate: 'repairStatusManage',
      summary: 'Puts the statuses of one group in the order given (every status of the group once)',
      body: repairStatusReorderSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(statuses.reorder(body.group, body.ids), REPAIR_FLOW_MESSAGES.statusesReordered),
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
      visitorLanguage: true,
      summary:
        "Public repair tracking by key: status and device, the shop's public step, the estimate awaiting the customer and the warranty; rate-limited per address",
      body: trackRepairSchema,
      response: trackRepairPublicAnswerSchema,
      handler: async ({ body, request }) => {
        const { tracked, row, step, deposit, language } = await repairs.track(body.key, request.ip)
        const answersIn = answerPublicIn(request, language)
        // Issue 30: beside the spec's answer, the shop's word for the step, the estimate awaiting and the warranty.
        const view = await estimates.publicView(row)
        return {
          tracked,
          step,
          estimate: toPublicEstimate(view.estimate),
          warrantyUntil: view.warrantyUntil,
          photos: await options.customerPhotos(row.id, row.key),
          deposit: toTrackedDeposit(deposit),
          language: answersIn,
        }
      },
    }),
    ...repairEstimatesRoutes(estimates),
  ]
}
