import { deviceDetailSchema, deviceListQuerySchema, deviceListSchema } from '@counterpart/domain/schemas/devices'
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
