import { withCheckDigit } from '@counterpart/domain/devices'
import { formData, TINY_PNG_DATA_URL } from '../form-data.ts'
import type { AuditSamples } from './types.ts'

/** The devices module's mutating routes, one successful call each (see types.ts). */
export const devicesSamples: AuditSamples = {
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
