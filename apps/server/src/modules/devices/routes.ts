import {
  DEVICE_MESSAGES,
  deviceDetailSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceModelsSchema,
  deviceReleaseSchema,
  deviceTacQuerySchema,
  deviceUnitSchema,
} from '@counterpart/domain/schemas/devices'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route } from '../../platform/routes.ts'
import type { DevicesService } from './service.ts'

/** Device units (issue 29): looked up by full IMEI, its last 6 digits or a serial, and one unit's history. */
export function devicesRoutes(devices: DevicesService) {
  return [
    route({
      method: 'GET',
      url: '/devices',
      gate: 'deviceView',
      summary:
        'Paged list of device units; search by full IMEI or MEID, the last 6 digits of an IMEI, or a serial; filters status, model, grade, warehouse',
      query: deviceListQuerySchema,
      response: deviceListSchema,
      handler: ({ query }) => devices.list(query),
    }),
    // Selling units and holds (issue 29 items 5-6)
    route({
      method: 'GET',
      url: '/devices/models',
      gate: 'deviceView',
      summary: 'The models the shop has seen with an IMEI TAC (its first 8 digits), the most recent first',
      query: deviceTacQuerySchema,
      response: deviceModelsSchema,
      handler: async ({ query }) => ({ models: await devices.modelsOfTac(query.tac) }),
    }),
    route({
      method: 'POST',
      url: '/devices/:id/release',
      gate: 'deviceOverride',
      summary: 'Releases a device from its buy-back hold before the hold period ends, with a reason (audited)',
      params: idParams,
      body: deviceReleaseSchema,
      response: messageResponseSchema.extend({ item: deviceUnitSchema }),
      handler: async ({ params, body }) => ({
        message: DEVICE_MESSAGES.released,
        item: await devices.release(params.id, body.reason),
      }),
    }),
    route({
      method: 'GET',
      url: '/devices/:id',
      gate: 'deviceView',
      summary: 'One device unit with its events, oldest first, each with the document it belongs to',
      params: idParams,
      response: deviceDetailSchema,
      handler: async ({ params }) => ({ item: await devices.detail(params.id) }),
    }),
  ]
}
