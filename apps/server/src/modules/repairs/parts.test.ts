import { beforeAll, describe, expect, it } from 'vitest'
import { luhnCheckDigit, withCheckDigit } from '@counterpart/domain/devices'
import { adminAppForFile, createStaff, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { basicQty, posProduct, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import {
  addProduct,
  addSupplier,
  addWarehouse,
  buy,
  expectBooksBalance,
  stockedProduct,
} from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

beforeAll(async () => {
  // 'Disable Item (at zero qty)': the terminal may not sell what is not there (the shop's default).
  await setPos(test, { overSelling: true })
})

let serial = 0
async function createRepair(): Promise<number> {
  serial += 1
  const response = await admin.post('/api/repair', {
    name: 'Maria Lopez',
    phone: '+1 555 0100',
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    imei: withCheckDigit(`35693804${String(serial).padStart(6, '0')}`),
    charges: 120,
    taxRate: 0,
    prePaid: 0,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

/** A product's stock row in a warehouse: its counters, what repairs hold included. */
function stockRow(_test: typeof test, productId: number, warehouseId = 1) {
  return test.database.db
    .selectFrom('stocks')
    .select(['quantity', 'sold', 'reserved'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow()
}

const detail = async (id: number) => (await admin.get(`/api/repair/${id}`)).json()

function addPart(repairId: number, body: Record<string, unknown>, client = admin) {
  return client.post(`/api/repair/${repairId}/parts`, body)
}

async function reserve(repairId: number, body: Record<string, unknown>): Promise<number> {
  const response = await addPart(repairId, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().part.id
}

async function expectLedgersBalance() {
  await expectBooksBalance(test)
  expect(await test.services.repairs.parts.reservationViolations()).toEqual([])
}

async function statusOf(group: string): Promise<number> {
  const items: { id: number; group: string; isDefault: boolean }[] = (await admin.get('/api/repair-statuses')).json()
    .items
  const found = items.find((item) => item.group === group && item.isDefault)
  if (!found) throw new Error(`no default ${group}`)
  return found.id
}

async function repairMovements(productId: number) {
  return test.database.db
    .selectFrom('stock_movements')
    .select(['delta', 'warehouse_id'])
    .where('product_id', '=', productId)
    .where('reason', '=', 'repair')
    .execute()
}

describe(`parts reserved from stock (issue 30, item 4; ${TEST_DIALECT})`, () => {
  it('reserves the last screen protector: the terminal may not sell it, another product still sells', async () => {
    const protector = await stockedProduct(test, admin, { qty: 1, price: 15 })
    await test.database.db
      .updateTable('products')
      .set({ name: 'Screen protector' })
      .where('id', '=', protector)
      .execute()
    const cable = await stockedProduct(test, admin, { qty: 3, price: 18 })
    const repair = await createRepair()
    const beforeSale = await posProduct(admin, protector)

    const added = await addPart(repair, { productId: protector, qty: 1 })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().message).toBe('Screen protector has been reserved for this repair.')
    expect(added.json().part).toMatchObject({
      product: { id: protector, name: 'Screen protector' },
      warehouse: { id: 1 },
      qty: 1,
      price: 15,
      state: 'reserved',
      unit: null,
      purchase: null,
    })
    expect(await auditEventsOf(test, added)).toMatchObject([{ entity: 'repair', action: 'part reserved' }])
    // On hand stays; what the terminal may sell is on hand less what repairs hold.
    expect(await stockRow(test, protector)).toMatchObject({ quantity: 1, reserved: 1 })
    expect(await posProduct(admin, protector)).toMatchObject({ qty: 0, reserved: 1 })

    const refused = await admin.post('/api/sale', saleBody([{ product: beforeSale, qty: 1 }]))
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().message).toBe(
      'Not enough stock of Screen protector: 0 available, 1 unit is reserved for repairs.',
    )
    const sold = await admin.post('/api/sale', saleBody([{ product: await posProduct(admin, cable), qty: 1 }]))
    expect(sold.statusCode, sold.body).toBe(201)
    expect(await stockRow(test, protector)).toMatchObject({ quantity: 1, reserved: 1, sold: 0 })

    const ticket = await detail(repair)
    expect(ticket.parts).toHaveLength(1)
    expect(ticket.events.at(-1)).toMatchObject({ type: 'part', comment: 'Reserved 1 × Screen protector' })
    await expectLedgersBalance()
  })

  it('tells the Parts panel where a product may be reserved from, and how many are held', async () => {
    const product = await stockedProduct(test, admin, { qty: 4, price: 25 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 3 })
    const stock = await admin.get(`/api/repair-part-stock/${product}`)
    expect(stock.statusCode, stock.body).toBe(200)
    expect(stock.json()).toMatchObject({
      product: { id: product, serialTracked: false },
      places: [{ warehouse: { id: 1 }, onHand: 4, reserved: 3, available: 1, sellsFrom: true }],
      units: [],
    })
    const loose = await addProduct(test, { qty: 2 })
    expect((await admin.get(`/api/repair-part-stock/${loose}`)).json().places).toEqual([
      { warehouse: null, onHand: 2, reserved: 0, available: 2, sellsFrom: true },
    ])
    expect((await admin.get('/api/repair-part-stock/999999')).statusCode).toBe(404)
  })

  it('refuses to reserve more than is available, saying how many are, and writes nothing', async () => {
    const product = await stockedProduct(test, admin, { qty: 3 })
    const first = await createRepair()
    const second = await createRepair()
    await reserve(first, { productId: product, qty: 2 })
    const parts = await test.database.db.selectFrom('repair_parts').select('id').execute()

    const refused = await addPart(second, { productId: product, qty: 2 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/^Only 1 of Product \d+ available/)
    expect(await test.database.db.selectFrom('repair_parts').select('id').execute()).toHaveLength(parts.length)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 3, reserved: 2 })
    expect((await detail(second)).parts).toEqual([])
    expect(await auditEventsOf(test, refused)).toEqual([])

    expect((await addPart(second, { productId: product, qty: 1 })).statusCode).toBe(201)
    await expectLedgersBalance()
  })

  it('the stock list says how many are reserved; an adjustment may not take the reserved units', async () => {
    const product = await stockedProduct(test, admin, { qty: 2 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 1 })
    const name = (await admin.get(`/api/product/${product}`)).json().product.name as string
    const listed = await admin.get(`/api/stock?search=${encodeURIComponent(name)}`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().items).toMatchObject([{ product_id: product, quantity: 2, reserved: 1 }])
    const adjusted = await admin.post('/api/stock-adjustments', {
      product_id: product,
      warehouse_id: 1,
      qty: -2,
      reason: 'damaged',
    })
    expect(adjusted.statusCode).toBe(409)
    expect(adjusted.json().message).toMatch(/: 1 available, 1 unit is reserved for repairs\.$/)
    const oneDamaged = await admin.post('/api/stock-adjustments', {
      product_id: product,
      warehouse_id: 1,
      qty: -1,
      reason: 'damaged',
    })
    expect(oneDamaged.statusCode, oneDamaged.body).toBe(201)
    // Two asked of one on hand, held: the refusal still says it is held, not "1 left".
    const sale = await admin.post('/api/sale', saleBody([{ product: await posProduct(admin, product), qty: 2 }]))
    expect(sale.statusCode).toBe(409)
    expect(sale.json().message).toMatch(/: 0 available, 1 unit is reserved for repairs\.$/)
    await expectLedgersBalance()
  })

  it('holds under racing sales: 10 sales of a product with 1 on hand and 1 reserved all fail', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const pick = await posProduct(admin, product)
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 1 })
    const body = saleBody([{ product: pick, qty: 1 }])

    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post('/api/sale', body)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(409))
    expect(await stockRow(test, product)).toMatchObject({ quantity: 1, reserved: 1, sold: 0 })
    expect((await detail(repair)).parts).toMatchObject([{ state: 'reserved', qty: 1 }])
    await expectLedgersBalance()
  })

  it('lets exactly one of two racing reservations take the last unit', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repairs = [await createRepair(), await createRepair()]
    const answers = await Promise.all(repairs.map((id) => addPart(id, { productId: product, qty: 1 })))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(await stockRow(test, product)).toMatchObject({ quantity: 1, reserved: 1 })
    await expectLedgersBalance()
  })

  it('reserves from the basic qty of a product with no warehouse stock', async () => {
    const product = await addProduct(test, { qty: 2, price: 500 })
    const shown = await admin.get(`/api/product/${product}`)
    expect(shown.statusCode, shown.body).toBe(200)
    const repair = await createRepair()
    const added = await addPart(repair, { productId: product, qty: 2 })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().part).toMatchObject({ warehouse: null, price: 5 })
    expect(await posProduct(admin, product)).toMatchObject({ qty: 0, reserved: 2 })
    const refused = await admin.post('/api/sale', saleBody([{ product: await posProduct(admin, product), qty: 1 }]))
    expect(refused.statusCode).toBe(409)
    expect(await basicQty(test, product)).toBe(2)

    expect((await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })).statusCode).toBe(200)
    expect(await basicQty(test, product)).toBe(0)
    await expectLedgersBalance()
  })
})

describe(`parts consumed at completion, released on cancel (${TEST_DIALECT})`, () => {
  it("completing a ticket consumes its reserved parts with a 'repair' movement; moving it back keeps them used", async () => {
    const product = await stockedProduct(test, admin, { qty: 5 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 2 })
    const completed = await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    expect(completed.statusCode, completed.body).toBe(200)
    expect(completed.json().message).toBe('Repair marked as complete.')
    expect(await stockRow(test, product)).toMatchObject({ quantity: 3, reserved: 0, sold: 0 })
    expect(await repairMovements(product)).toEqual([{ delta: -2, warehouse_id: 1 }])
    const [event] = await auditEventsOf(test, completed)
    expect(event?.changes.partsConsumed?.after).toMatchObject([{ id: expect.any(Number), qty: 2, state: 'consumed' }])
    const ticket = await detail(repair)
    expect(ticket.parts).toMatchObject([{ state: 'consumed', qty: 2 }])
    expect(ticket.events.at(-1)).toMatchObject({
      type: 'part',
      comment: `Used 2 × Product ${ticket.parts[0].product.name.split(' ')[1]}`,
    })

    // Back to the bench: the parts are in the customer's device; nothing goes back on the shelf.
    expect((await admin.post(`/api/toggle-repair-status/${repair}`, { status: 0 })).statusCode).toBe(200)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 3, reserved: 0 })
    expect((await detail(repair)).parts).toMatchObject([{ state: 'consumed' }])
    // A finished ticket's parts no longer change.
    const release = await admin.delete(`/api/repair/${repair}/parts/${ticket.parts[0].id}`)
    expect(release.statusCode).toBe(409)
    expect(release.json().message).toBe('Only a reserved or ordered part can be released.')

    const history = await test.database.db
      .selectFrom('stock_movements')
      .select('reason')
      .where('product_id', '=', product)
      .orderBy('id')
      .execute()
    expect(history.map((row) => row.reason)).toEqual(['purchase', 'repair'])
    const shown = await admin.get(`/api/products/${product}/stock-history`)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json().items).toContainEqual(
      expect.objectContaining({ reason: 'repair', reasonText: 'Used in a repair', delta: -2 }),
    )
    await expectLedgersBalance()
  })

  it('moving a ticket to a ready status through the status picker consumes too', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 1 })
    const moved = await admin.post(`/api/repair/${repair}/status`, { statusId: await statusOf('ready') })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 0, reserved: 0 })
    await expectLedgersBalance()
  })

  it('cancelling a ticket releases its parts, and they sell again', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 1 })
    const cancelled = await admin.post(`/api/repair/${repair}/status`, { statusId: await statusOf('cancelled') })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 1, reserved: 0 })
    expect((await detail(repair)).parts).toMatchObject([{ state: 'released' }])
    expect(await repairMovements(product)).toEqual([])
    const sold = await admin.post('/api/sale', saleBody([{ product: await posProduct(admin, product), qty: 1 }]))
    expect(sold.statusCode, sold.body).toBe(201)
    await expectLedgersBalance()
  })

  it('releases a part by hand, once', async () => {
    const product = await stockedProduct(test, admin, { qty: 2 })
    const repair = await createRepair()
    const part = await reserve(repair, { productId: product, qty: 2 })
    const released = await admin.delete(`/api/repair/${repair}/parts/${part}`)
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().message).toBe('The part has been released.')
    expect(await auditEventsOf(test, released)).toMatchObject([{ action: 'part released' }])
    expect(await stockRow(test, product)).toMatchObject({ quantity: 2, reserved: 0 })
    expect((await admin.delete(`/api/repair/${repair}/parts/${part}`)).statusCode).toBe(409)
    expect((await admin.delete(`/api/repair/${repair}/parts/999999`)).statusCode).toBe(404)
    expect((await detail(repair)).events.at(-1)).toMatchObject({
      type: 'part',
      comment: expect.stringMatching(/^Released 2 × /),
    })
    await expectLedgersBalance()
  })

  it('removing a ticket releases its reservations', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repair = await createRepair()
    await reserve(repair, { productId: product, qty: 1 })
    const removed = await admin.delete(`/api/repair/${repair}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 1, reserved: 0 })
    const [event] = await auditEventsOf(test, removed)
    expect(event?.changes.partsReleased?.after).toMatchObject([{ qty: 1, state: 'released' }])
    await expectLedgersBalance()
  })

  it('refuses parts on a finished ticket', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repair = await createRepair()
    await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    const refused = await addPart(repair, { productId: product, qty: 1 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This repair is finished: its parts can no longer change.')
  })
})

describe('a serial-tracked part (issue 30, item 4)', () => {
  let imeiBody = 20_000_000_000_000
  const newImei = () => {
    imeiBody += 1
    const body = `35${String(imeiBody).slice(-12)}`
    return body + String(luhnCheckDigit(body))
  }

  it('names its unit, which is reserved for the repair and used at completion', async () => {
    const supplier = await addSupplier(admin)
    const screen = await addProduct(test, { name: 'OLED screen', suppliers: [supplier], serialTracked: 1 })
    const purchase = await buy(admin, supplier, [{ product_id: screen, cost: 80, qty: 1 }])
    const imei = newImei()
    const received = await admin.post('/api/stock', {
      purchaseId: purchase,
      items: [{ product: screen, warehouse: 1, price: 150, rackNumber: 'S-1', identifiers: [imei] }],
    })
    expect(received.statusCode, received.body).toBe(200)
    const unit = await test.database.db
      .selectFrom('device_units')
      .select(['id', 'status'])
      .where('imei1', '=', imei)
      .executeTakeFirstOrThrow()
    const repair = await createRepair()

    const missing = await addPart(repair, { productId: screen, qty: 1 })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.unitId[0]).toBe('OLED screen is tracked by serial number: choose the Unit to reserve.')
    const added = await addPart(repair, { productId: screen, qty: 1, unitId: unit.id })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().part).toMatchObject({ unit: { id: unit.id, identifier: imei }, state: 'reserved' })
    const key = (await detail(repair)).key
    expect(
      await test.database.db
        .selectFrom('device_units')
        .select(['status', 'reserved_for'])
        .where('id', '=', unit.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'reserved', reserved_for: `repair ${key}` })
    // The same unit cannot be held twice.
    const other = await createRepair()
    expect((await addPart(other, { productId: screen, qty: 1, unitId: unit.id })).statusCode).toBe(409)

    expect((await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })).statusCode).toBe(200)
    expect(
      (
        await test.database.db
          .selectFrom('device_units')
          .select('status')
          .where('id', '=', unit.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('sold')
    expect(await stockRow(test, screen)).toMatchObject({ quantity: 0, reserved: 0 })
    await expectLedgersBalance()
  })
})

describe('parts: who may, and what is asked (issue 30, item 4)', () => {
  it('refuses staff without repairManage (403)', async () => {
    await createStaff(test, { email: 'parts.cashier@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    await cashier.login('parts.cashier@example.com', 'password123')
    const product = await stockedProduct(test, admin, { qty: 1 })
    const repair = await createRepair()
    expect((await addPart(repair, { productId: product, qty: 1 }, cashier)).statusCode).toBe(403)
    const part = await reserve(repair, { productId: product, qty: 1 })
    expect((await cashier.delete(`/api/repair/${repair}/parts/${part}`)).statusCode).toBe(403)
  })

  it('names the fields of bad input (422)', async () => {
    const repair = await createRepair()
    const bad = await addPart(repair, { productId: 'x', qty: 0, warehouseId: -1 })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      productId: [expect.stringContaining('Product')],
      qty: ['The Quantity must be at least 1.'],
      warehouseId: ['The selected Warehouse is invalid.'],
    })
    const unknown = await addPart(repair, { productId: 999_999, qty: 1 })
    expect(unknown.json().errors).toEqual({ productId: ['The selected Product is invalid.'] })
    const product = await stockedProduct(test, admin, { qty: 1 })
    const nowhere = await addPart(repair, { productId: product, qty: 1, warehouseId: 999_999 })
    expect(nowhere.json().errors).toEqual({ warehouseId: ['The selected Warehouse is invalid.'] })
    // A warehouse that holds none of it: nothing available there.
    const empty = await addWarehouse(admin)
    const elsewhere = await addPart(repair, { productId: product, qty: 1, warehouseId: empty })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json().message).toMatch(/^Only 0 of /)
    expect((await addPart(999_999, { productId: product, qty: 1 })).statusCode).toBe(404)
  })
})

describe(`a part not in stock is ordered (issue 30, item 4; ${TEST_DIALECT})`, () => {
  it('orders it on a purchase linked to the ticket; receiving it reserves it and moves the ticket on', async () => {
    const supplier = await addSupplier(admin)
    const battery = await addProduct(test, { name: 'Battery X', suppliers: [supplier], cost: 1200, price: 3000 })
    const repair = await createRepair()
    const key = (await detail(repair)).key

    const ordered = await addPart(repair, { productId: battery, qty: 1, order: true })
    expect(ordered.statusCode, ordered.body).toBe(201)
    const part = ordered.json().part
    expect(part).toMatchObject({ state: 'ordered', qty: 1, warehouse: null, purchase: { id: expect.any(Number) } })
    expect(ordered.json().message).toBe(`Battery X has been ordered on purchase ${part.purchase.key}.`)
    expect(await auditEventsOf(test, ordered)).toMatchObject([{ action: 'part ordered' }])
    const waiting = await detail(repair)
    expect(waiting.group).toBe('waiting_parts')
    expect(waiting.events.map((event: { type: string }) => event.type).slice(-2)).toEqual(['part', 'status'])

    const receiving = await admin.get(`/api/purchase-receiving/${part.purchase.id}`)
    expect(receiving.statusCode, receiving.body).toBe(200)
    expect(receiving.json().lines).toMatchObject([{ product_id: battery, ordered: 1, received: 0 }])
    expect(
      await test.database.db
        .selectFrom('orders')
        .select(['supplier_id', 'reference', 'saleNote'])
        .where('id', '=', part.purchase.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ supplier_id: supplier, reference: `Repair ${key}`, saleNote: `Ordered for repair ${key}.` })

    const received = await admin.post('/api/stock', {
      purchaseId: part.purchase.id,
      items: [{ product: battery, warehouse: 1, price: 30, rackNumber: 'B-1' }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json().message).toBe(`Stocks updated ! Reserved for repair ${key}.`)
    expect(await stockRow(test, battery)).toMatchObject({ quantity: 1, reserved: 1 })
    const moved = await detail(repair)
    expect(moved.group).toBe('in_repair')
    expect(moved.parts).toMatchObject([{ state: 'reserved', warehouse: { id: 1 } }])
    const refused = await admin.post('/api/sale', saleBody([{ product: await posProduct(admin, battery), qty: 1 }]))
    expect(refused.statusCode).toBe(409)

    expect((await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })).statusCode).toBe(200)
    expect(await stockRow(test, battery)).toMatchObject({ quantity: 0, reserved: 0 })
    await expectLedgersBalance()
  })

  it('a delivery in part reserves the units that came; the ticket waits for the rest', async () => {
    const supplier = await addSupplier(admin)
    const flex = await addProduct(test, { name: 'Flex cable', suppliers: [supplier], cost: 300, price: 900 })
    const repair = await createRepair()
    const part = (await addPart(repair, { productId: flex, qty: 2, order: true })).json().part
    const key = (await detail(repair)).key
    const short = await admin.post('/api/purchase-receipts', {
      purchaseId: part.purchase.id,
      items: [{ product: flex, warehouse: 1, qty: 1, price: 9, rackNumber: 'F' }],
    })
    expect(short.statusCode, short.body).toBe(200)
    expect(short.json().message).toBe(`The delivery has been received. Reserved for repair ${key}.`)
    const half = await detail(repair)
    expect(half.group).toBe('waiting_parts')
    expect(half.parts).toMatchObject([
      { state: 'ordered', qty: 1 },
      { state: 'reserved', qty: 1, purchase: { id: part.purchase.id } },
    ])
    const rest = await admin.post('/api/purchase-receipts', {
      purchaseId: part.purchase.id,
      items: [{ product: flex, warehouse: 1, qty: 1, price: 9, rackNumber: 'F' }],
    })
    expect(rest.statusCode, rest.body).toBe(200)
    const whole = await detail(repair)
    expect(whole.group).toBe('in_repair')
    expect(whole.parts).toMatchObject([
      { state: 'reserved', qty: 1 },
      { state: 'reserved', qty: 1 },
    ])
    expect(await stockRow(test, flex)).toMatchObject({ quantity: 2, reserved: 2 })
    await expectLedgersBalance()
  })

  it('an ordered serial-tracked part is reserved by the unit that came', async () => {
    const supplier = await addSupplier(admin)
    const board = await addProduct(test, { name: 'Logic board', suppliers: [supplier], serialTracked: 1, cost: 9000 })
    const repair = await createRepair()
    const part = (await addPart(repair, { productId: board, qty: 1, order: true })).json().part
    const imei = withCheckDigit('35693805000001')
    const received = await admin.post('/api/stock', {
      purchaseId: part.purchase.id,
      items: [{ product: board, warehouse: 1, price: 150, rackNumber: 'L', identifiers: [imei] }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect((await detail(repair)).parts).toMatchObject([{ state: 'reserved', unit: { identifier: imei } }])
    expect(
      (
        await test.database.db
          .selectFrom('device_units')
          .select('status')
          .where('imei1', '=', imei)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('reserved')
    await expectLedgersBalance()
  })

  it('a ticket finished while a part is on order lets the part go; its delivery is simply stock', async () => {
    const supplier = await addSupplier(admin)
    const glass = await addProduct(test, { name: 'Back glass', suppliers: [supplier], cost: 500, price: 1500 })
    const repair = await createRepair()
    const part = (await addPart(repair, { productId: glass, qty: 1, order: true })).json().part
    const completed = await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    expect(completed.statusCode, completed.body).toBe(200)
    expect((await detail(repair)).parts).toMatchObject([{ state: 'released' }])
    const received = await admin.post('/api/stock', {
      purchaseId: part.purchase.id,
      items: [{ product: glass, warehouse: 1, price: 15, rackNumber: 'G' }],
    })
    expect(received.json().message).toBe('Stocks updated !')
    expect(await stockRow(test, glass)).toMatchObject({ quantity: 1, reserved: 0 })
    await expectLedgersBalance()
  })

  it('refuses to order a product with no supplier, writing nothing', async () => {
    const loose = await addProduct(test, { name: 'Loose screw' })
    const repair = await createRepair()
    const refused = await addPart(repair, { productId: loose, qty: 1, order: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Loose screw has no supplier to order it from: add one on the product first.')
    expect((await detail(repair)).group).toBe('new')
    expect((await detail(repair)).parts).toEqual([])
  })

  it('cancelling a ticket lets its ordered part go: the purchase, received later, stays on the shelf', async () => {
    const supplier = await addSupplier(admin)
    const camera = await addProduct(test, { name: 'Camera module', suppliers: [supplier], cost: 2000, price: 5000 })
    const repair = await createRepair()
    const part = (await addPart(repair, { productId: camera, qty: 1, order: true })).json().part
    await admin.post(`/api/repair/${repair}/status`, { statusId: await statusOf('cancelled') })
    expect((await detail(repair)).parts).toMatchObject([{ state: 'released' }])
    const received = await admin.post('/api/stock', {
      purchaseId: part.purchase.id,
      items: [{ product: camera, warehouse: 1, price: 50, rackNumber: 'C' }],
    })
    expect(received.json().message).toBe('Stocks updated !')
    expect(await stockRow(test, camera)).toMatchObject({ quantity: 1, reserved: 0 })
    await expectLedgersBalance()
  })
})
