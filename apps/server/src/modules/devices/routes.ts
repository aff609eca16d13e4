import { Readable } from 'node:stream'
import { z } from 'zod'
import {
  DEVICE_MANAGE_MESSAGES,
  DEVICE_MESSAGES,
  deviceChangedSchema,
  deviceDetailSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceModelsSchema,
  deviceReleaseSchema,
  deviceReserveSchema,
  deviceScrapSchema,
  deviceTacQuerySchema,
  deviceTransferSchema,
  deviceUnitSchema,
  deviceUpdateSchema,
} from '@counterpart/domain/schemas/devices'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route } from '../../platform/routes.ts'
import type { SettingsService } from '../settings/service.ts'
import type { DevicesService } from './service.ts'

/**
 * Device units (issue 29): looked up by full IMEI, its last 6 digits or a serial, one unit's passport,
 * the list as CSV, and a unit changed by hand (grade and warranty, reserved, scrapped, transferred).
 */
export function devicesRoutes(devices: DevicesService, settings: SettingsService) {
  return [
    route({
      method: 'GET',
      url: '/devices',
      gate: 'deviceView',
      summary:
        'Paged list of device units; search by full IMEI or MEID, the last 6 digits of an IMEI, or a serial; filters status, model, grade, warehouse, age on the shelf, product, customer, document',
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
      url: '/devices/export',
      gate: 'deviceView',
      summary: 'Every unit of the Devices list as CSV, with its search and filters (all pages, in id order)',
      query: deviceListQuerySchema,
      response: { file: ['text/csv'] },
      handler: async ({ query, reply }) => {
        const timeZone = settings.shopTimezone((await settings.get()).general)
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="devices-${new Date().toISOString().slice(0, 10)}.csv"`)
          .header('cache-control', 'private, no-store')
        return Readable.from(devices.exportCsv(query, timeZone))
      },
    }),
    route({
      method: 'GET',
      url: '/devices/:id',
      gate: 'deviceView',
      summary:
        "One device unit's passport: the unit, its product, warehouse, price and last sale, and its events oldest first, each with its document",
      params: idParams,
      response: deviceDetailSchema,
      handler: async ({ params }) => ({ item: await devices.detail(params.id) }),
    }),
    route({
      method: 'PATCH',
      url: '/devices/:id',
      gate: 'deviceManage',
      summary: "Sets a unit's grade and warranty by hand",
      params: idParams,
      body: deviceUpdateSchema,
      response: deviceChangedSchema,
      handler: async ({ params, body }) => ({
        message: DEVICE_MANAGE_MESSAGES.updated,
        item: await devices.update(params.id, body),
      }),
    }),
    route({
      method: 'POST',
      url: '/devices/:id/reserve',
      gate: 'deviceManage',
      summary: 'Puts a unit on the shelf aside for a customer (named in the note); 409 when it is not on the shelf',
      params: idParams,
      body: deviceReserveSchema,
      response: deviceChangedSchema,
      handler: async ({ params, body }) => ({
        message: DEVICE_MANAGE_MESSAGES.reserved,
        item: await devices.act(params.id, { type: 'reserved', note: body.note }),
      }),
    }),
    route({
      method: 'POST',
      url: '/devices/:id/unreserve',
      gate: 'deviceManage',
      summary: "Ends a unit's reservation: it is in stock again; 409 when it is not reserved",
      params: idParams,
      body: z.object({}),
      response: deviceChangedSchema,
      handler: async ({ params }) => ({
        message: DEVICE_MANAGE_MESSAGES.unreserved,
        item: await devices.act(params.id, { type: 'unreserved' }),
      }),
    }),
    route({
      method: 'POST',
      url: '/devices/:id/scrap',
      gate: 'deviceManage',
      summary:
        'Writes a unit off with a reason: it leaves the shelf and frees its identifiers; 409 when its state does not allow it',
      params: idParams,
      body: deviceScrapSchema,
      response: deviceChangedSchema,
      handler: async ({ params, body }) => ({
        message: DEVICE_MANAGE_MESSAGES.scrapped,
        item: await devices.act(params.id, { type: 'scrapped', reason: body.reason }),
      }),
    }),
    route({
      method: 'POST',
      url: '/devices/:id/transfer',
      gate: 'deviceManage',
      summary: "Moves a shop's unit to another warehouse; 409 when it is sold or in repair",
      params: idParams,
      body: deviceTransferSchema,
      response: deviceChangedSchema,
      handler: async ({ params, body }) => ({
        message: DEVICE_MANAGE_MESSAGES.transferred,
        item: await devices.act(params.id, { type: 'transferred', warehouse_id: body.warehouse_id }),
      }),
    }),
  ]
}
