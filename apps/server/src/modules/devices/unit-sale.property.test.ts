import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { luhnCheckDigit, unitStatusFromEvents } from '@counterpart/domain/devices'
import type { DeviceDetail, DeviceUnit } from '@counterpart/domain/schemas/devices'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { offlineBody, postOffline } from '../../../test/offline-fixtures.ts'
import { confirmSale, posProduct, refundBody, saleBody } from '../../../test/pos-fixtures.ts'
import { addTill } from '../../../test/till-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

/** What tills may do with one phone: sell it online, sell it offline (replayed later), refund its last sale. */
const step = fc.constantFrom('online' as const, 'offline' as const, 'refund' as const)

let phones = 0

describe(`random online and offline sales and refunds of one device unit (${TEST_DIALECT})`, () => {
  it('never sell it twice: each sale either sold it or was refused (online) or reviewed (offline)', async () => {
    const till = await addTill(admin)
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        phones += 1
        const body14 = `357${String(phones).padStart(11, '0')}`
        const phone = body14 + String(luhnCheckDigit(body14))
        const id = await addProduct(test, { price: 50000, cost: 30000, qty: 1 })
        await test.database.db.transaction().execute((trx) =>
          test.services.devices.received(trx, {
            productId: id,
            identity: { imei: phone },
            warehouseId: null,
            cost: 30000,
            document: null,
          }),
        )
        const product = await posProduct(admin, id)
        const unitSale = () => {
          const sale = saleBody([{ product }])
          return { ...sale, items: sale.items.map((item) => ({ ...item, imei: phone })) }
        }
        const soldBy: { id: number; key: string }[] = []
        const offlineOrders: number[] = []

        for (const action of steps) {
          if (action === 'online') {
            const answer = await admin.post('/api/sale', unitSale())
            expect([201, 409]).toContain(answer.statusCode)
            if (answer.statusCode === 201) soldBy.push(answer.json())
          } else if (action === 'offline') {
            const clientId = randomUUID()
            const answer = await postOffline(admin, offlineBody(unitSale(), clientId, new Date().toISOString()), {
              key: clientId,
              till,
            })
            expect(answer.statusCode, answer.body).toBe(201)
            offlineOrders.push(answer.json().id)
          } else if (soldBy.length > 0) {
            const last = soldBy.at(-1) as { id: number; key: string }
            const info = await confirmSale(admin, last.key)
            const line = info.items[0]
            if (line && line.qty - line.returned > 0) {
              const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: line.id, qty: 1 }]))
              expect(refund.statusCode, refund.body).toBe(201)
            }
          }
        }

        const [listed] = (await admin.get(`/api/devices?search=${phone}`)).json<{ items: DeviceUnit[] }>().items
        const unit = (await admin.get(`/api/devices/${listed!.id}`)).json<DeviceDetail>().item
        const types = unit.events.map((event) => event.type)
        // Its history replays to what is stored, and no two sales follow each other without a refund.
        expect(unitStatusFromEvents(unit.events)).toBe(unit.status)
        const sales = types.filter((type) => type === 'sold' || type === 'refunded').join(',')
        expect(sales).not.toMatch(/sold,sold/)
        // Each offline sale either sold the phone or raised a review naming it: never a silent second sale.
        const reviews = offlineOrders.length
          ? await test.database.db
              .selectFrom('offline_reviews')
              .select(['order_id', 'reason', 'detail'])
              .where('order_id', 'in', offlineOrders)
              .execute()
          : []
        for (const order of offlineOrders) {
          const soldIt = unit.events.some((event) => event.type === 'sold' && event.document?.id === order)
          const reviewed = reviews.some(
            (item) => item.order_id === order && item.reason === 'unitConflict' && item.detail.includes(phone),
          )
          expect(soldIt !== reviewed, `offline sale ${order}`).toBe(true)
        }
      }),
      { numRuns: 15 },
    )
  })
})
