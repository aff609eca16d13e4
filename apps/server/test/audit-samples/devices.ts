import { luhnCheckDigit, withCheckDigit } from '@counterpart/domain/devices'
import { formData, TINY_PNG_DATA_URL } from '../form-data.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

let phones = 0
/** A phone bought from a customer, its own IMEI each time: a unit in stock to change. */
async function unitOnShelf({ admin }: AuditSampleContext): Promise<number> {
  phones += 1
  const body = `35990011${String(phones).padStart(6, '0')}`
  const imei = body + String(luhnCheckDigit(body))
  const bought = await admin.request({
    method: 'POST',
    url: '/api/custom-product',
    ...formData({
      fullName: 'Ama Owusu',
      phone: '0244000111',
      address: '4 Ring Road, Accra',
      model: 'Pixel 7',
      imei,
      cost: '150.00',
      price: '220.50',
      sign: TINY_PNG_DATA_URL,
    }),
  })
  if (bought.statusCode !== 200) throw new Error(bought.body)
  const found = await admin.get(`/api/devices?search=${imei}`)
  const id = found.json<{ items: { id: number }[] }>().items[0]?.id
  if (!id) throw new Error(found.body)
  return id
}

/** The devices module's mutating routes, one successful call each (see types.ts). */
export const devicesSamples: AuditSamples = {
  'PATCH /devices/:id': {
    entity: 'device',
    call: async (context) =>
      context.admin.request({
        method: 'PATCH',
        url: `/api/devices/${await unitOnShelf(context)}`,
        payload: { grade: 'B', warranty_until: '2027-06-30' },
      }),
  },
  'POST /devices/:id/reserve': {
    entity: 'device',
    call: async (context) =>
      context.admin.post(`/api/devices/${await unitOnShelf(context)}/reserve`, { note: 'Kofi, Saturday' }),
  },
  'POST /devices/:id/unreserve': {
    entity: 'device',
    call: async (context) => {
      const id = await unitOnShelf(context)
      await context.admin.post(`/api/devices/${id}/reserve`, { note: 'Kofi, Saturday' })
      return context.admin.post(`/api/devices/${id}/unreserve`, {})
    },
  },
  'POST /devices/:id/scrap': {
    entity: 'device',
    call: async (context) =>
      context.admin.post(`/api/devices/${await unitOnShelf(context)}/scrap`, { reason: 'Water damage' }),
  },
  'POST /devices/:id/transfer': {
    entity: 'device',
    call: async (context) => {
      const id = await unitOnShelf(context)
      const created = await context.admin.post('/api/warehouse', { name: `Back room ${id}` })
      if (created.statusCode >= 300) throw new Error(created.body)
      return context.admin.post(`/api/devices/${id}/transfer`, { warehouse_id: created.json<{ id: number }>().id })
    },
  },
  'POST /devices/:id/release': {
    entity: 'device',
    call: async ({ test, admin }) => {
      // A phone bought from a customer while the shop holds bought devices for a week: on hold.
      const imei = withCheckDigit(`35${String(Date.now()).slice(-12)}`)
      const hold = (days: number) =>
        test.services.settings.update((current) => ({ ...current, pos: { ...current.pos, buybackHoldDays: days } }))
      await hold(7)
      const bought = await admin.request({
        method: 'POST',
        url: '/api/custom-product',
        ...formData({
          fullName: 'Ama Owusu',
          phone: '0244000111',
          model: 'Pixel 6',
          imei,
          cost: '100.00',
          price: '150.00',
          sign: TINY_PNG_DATA_URL,
        }),
      })
      await hold(0)
      if (bought.statusCode !== 200) throw new Error(bought.body)
      const unit = (await admin.get(`/api/devices?search=${imei}`)).json().items[0]
      return admin.post(`/api/devices/${unit.id}/release`, { reason: 'Police register cleared it' })
    },
  },
}
