import { beforeAll, describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { DEFAULT_CHECKLIST_ITEMS } from '@counterpart/domain/schemas/repair-evidence'
import { REPAIR_MESSAGES } from '@counterpart/domain/schemas/repairs'
import { adminAppForFile, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { formData, TINY_PNG, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'
import { posProduct, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { expectBooksBalance, stockedProduct } from '../../../test/stock-fixtures.ts'

/**
 * Issue 30's first "done when": one ticket's whole life through every group, on the database under test, with
 * a part held from racing sales, an estimate approved on the public endpoint, the part used at completion, a
 * message for each status delivered to a real SMTP server on loopback, pickup with a signature, a come-back
 * under warranty, and the spec's toggle and tracking answering as the spec says.
 */
const { test, admin } = await adminAppForFile()
const mail = await mailCatcherForFile()
mailThrough(test, mail)
// The test drives the worker's rounds itself, so it knows when each message was delivered.
await test.services.repairMessages.stop()

interface Status {
  id: number
  group: string
  name: string
  publicLabel: string
  isDefault: boolean
}

let statuses: Status[] = []
const defaultOf = (group: string): Status => {
  const found = statuses.find((status) => status.group === group && status.isDefault)
  if (!found) throw new Error(`no default status of ${group}`)
  return found
}
const detail = async (id: number) => (await admin.get(`/api/repair/${id}`)).json()
const groupOf = async (id: number): Promise<string> => (await detail(id)).group

async function moveTo(id: number, group: string, comment = '') {
  const moved = await admin.post(`/api/repair/${id}/status`, { statusId: defaultOf(group).id, comment })
  expect(moved.statusCode, moved.body).toBe(200)
}

async function deliver() {
  await test.services.repairMessages.deliverDue()
}

beforeAll(async () => {
  await test.services.settings.update((current) => ({
    ...current,
    general: { ...current.general, app_url: 'https://shop.example.com', site_name: 'Fix & Sell' },
  }))
  // The shop's default: the terminal may not sell what is not there.
  await setPos(test, { overSelling: true })
  statuses = (await admin.get('/api/repair-statuses')).json().items
  // A mail on entering the default status of every group.
  for (const group of [
    'new',
    'diagnosing',
    'waiting_customer',
    'waiting_parts',
    'in_repair',
    'ready',
    'collected',
    'cancelled',
  ]) {
    const saved = await admin.post('/api/repair-message-templates', {
      statusId: defaultOf(group).id,
      channel: 'email',
      subject: '{shop}: your {device} is {status}',
      body: 'Hello {customer}, your {device} is {status}. Follow it: {trackingLink}',
    })
    expect(saved.statusCode, saved.body).toBeLessThan(300)
  }
})

describe(`the life of a repair ticket (issue 30; ${TEST_DIALECT})`, () => {
  it('walks every group with a part held, an estimate approved publicly, messages delivered, pickup signed and a come-back under warranty', async () => {
    const imei = withCheckDigit('35693806000001')
    const customer = await admin.post('/api/customer', {
      firstName: 'Ama',
      lastName: 'Mensah',
      phone: '+233 24 555 0199',
    })
    expect(customer.statusCode).toBe(201)
    const screen = await stockedProduct(test, admin, { qty: 1, price: 95 })

    // Drop-off: the ticket, linked to the customer by phone, with an intake photo, checklist and signature.
    const created = await admin.post('/api/repair', {
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+233 24 555 0199',
      issue: 'Cracked screen',
      deviceName: 'Galaxy S22',
      imei,
      charges: 135,
      taxRate: 0,
      prePaid: 20,
    })
    expect(created.statusCode, created.body).toBe(200)
    const id: number = created.json().id
    const { key } = await detail(id)
    expect((await detail(id)).customer).toEqual({ id: customer.json().id, name: 'Ama Mensah' })
    const photo = await admin.request({
      method: 'POST',
      url: `/api/repair/${id}/photos`,
      ...formData(
        { stage: 'intake', customerVisible: '1', caption: 'Crack' },
        { photo: { filename: 'front.png', content: TINY_PNG, type: 'image/png' } },
      ),
    })
    expect(photo.statusCode, photo.body).toBe(201)
    const phone = (await admin.get('/api/checklist-categories'))
      .json()
      .items.find((item: { name: string }) => item.name === 'Phone')
    const checklist = (result: string) => ({
      categoryId: phone.id,
      items: DEFAULT_CHECKLIST_ITEMS.map((label) => ({ label, result, note: '' })),
    })
    expect(
      (await admin.post(`/api/repair/${id}/checklists`, { stage: 'intake', ...checklist('not_tested') })).statusCode,
    ).toBe(200)
    expect(
      (
        await admin.post(`/api/repair/${id}/signatures`, {
          stage: 'dropoff',
          signedBy: 'Ama Mensah',
          signature: TINY_PNG_DATA_URL,
        })
      ).statusCode,
    ).toBeLessThan(300)

    // Diagnosis finds the screen: the last one in stock is held for the ticket, so racing tills cannot sell it.
    await moveTo(id, 'diagnosing')
    const held = await admin.post(`/api/repair/${id}/parts`, { productId: screen, qty: 1 })
    expect(held.statusCode, held.body).toBe(201)
    const sale = saleBody([{ product: await posProduct(admin, screen), qty: 1 }])
    const tills = await Promise.all(Array.from({ length: 8 }, () => admin.post('/api/sale', sale)))
    expect(tills.map((answer) => answer.statusCode)).toEqual(Array(8).fill(409))

    // The estimate goes to the customer, who approves it on the tracking page with a signature.
    const drafted = await admin.post(`/api/repair/${id}/estimates`, {
      lines: [
        { kind: 'part', description: 'Screen assembly', qty: 1, unitPrice: 95 },
        { kind: 'labour', description: 'Fit the screen', qty: 1, unitPrice: 40, warrantyDays: 90 },
      ],
    })
    expect(drafted.statusCode, drafted.body).toBe(201)
    expect((await admin.post(`/api/repair/${id}/estimates/${drafted.json().id}/send`)).statusCode).toBe(200)
    expect(await groupOf(id)).toBe('waiting_customer')
    const visitor = new TestClient(test.app, '198.51.100.7')
    const tracked = (await visitor.post('/api/track-repair', { key })).json()
    expect(tracked.step).toEqual({ label: defaultOf('waiting_customer').publicLabel, group: 'waiting_customer' })
    expect(tracked.estimate).toMatchObject({ version: 1, total: 135 })
    const approved = await visitor.request({
      method: 'POST',
      url: `/api/track-repair/${key}/estimate`,
      payload: { decision: 'approve', version: 1, name: 'Ama Mensah', signature: TINY_PNG_DATA_URL },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await groupOf(id)).toBe('in_repair')

    // A part of the frame is missing after all; it comes, the work goes on, and the checklist after the repair
    // is what lets the ticket be ready.
    await moveTo(id, 'waiting_parts', '')
    await moveTo(id, 'in_repair')
    const early = await admin.post(`/api/repair/${id}/status`, { statusId: defaultOf('ready').id })
    expect(early.statusCode).toBe(409)
    expect(
      (await admin.post(`/api/repair/${id}/checklists`, { stage: 'after', ...checklist('pass') })).statusCode,
    ).toBe(200)
    await moveTo(id, 'ready')
    const used = await test.database.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason'])
      .where('product_id', '=', screen)
      .where('reason', '=', 'repair')
      .execute()
    expect(used).toEqual([{ delta: -1, reason: 'repair' }])
    expect((await detail(id)).parts).toMatchObject([{ state: 'consumed', qty: 1 }])
    await expectBooksBalance(test)

    // Pickup: the customer signs for the device, which collects the ticket and starts the warranty.
    const signed = await admin.post(`/api/repair/${id}/signatures`, {
      stage: 'pickup',
      signedBy: 'Ama Mensah',
      signature: TINY_PNG_DATA_URL,
    })
    expect(signed.statusCode, signed.body).toBeLessThan(300)
    const collected = await detail(id)
    expect(collected).toMatchObject({ group: 'collected', status: 1, warrantyDays: 90 })
    expect(Date.parse(collected.warrantyUntil) - Date.parse(collected.collectedAt)).toBe(90 * 86_400_000)

    // The spec's tracking still answers as the spec says, with the shop's words and the warranty beside it.
    const after = (await visitor.post('/api/track-repair', { key })).json()
    expect(after.tracked).toMatchObject({ key, deviceName: 'Galaxy S22', imie: imei, status: 1 })
    expect(after.step).toEqual({ label: defaultOf('collected').publicLabel, group: 'collected' })
    expect(after.warrantyUntil).toBe(collected.warrantyUntil)

    // Every status the ticket entered wrote to the customer, delivered over SMTP with the placeholders filled.
    const before = mail.mails.length
    await deliver()
    const entered = [
      'new',
      'diagnosing',
      'waiting_customer',
      'in_repair',
      'waiting_parts',
      'in_repair',
      'ready',
      'collected',
    ]
    const messages: { subject: string; state: string; channel: string }[] = (await detail(id)).messages
    // The estimate's own mail went through the same outbox.
    expect(messages.filter((item) => item.subject.includes('estimate for your'))).toHaveLength(1)
    const statusMails = messages.filter((item) => item.subject.startsWith('Fix & Sell: your Galaxy S22 is'))
    expect(statusMails.map((item) => item.subject)).toEqual(
      entered.map((group) => `Fix & Sell: your Galaxy S22 is ${defaultOf(group).publicLabel}`),
    )
    expect(messages.every((item) => item.state === 'sent')).toBe(true)
    // Nothing was delivered before this round: the estimate's mail and the eight status mails arrive now.
    await mail.waitForMail(before + messages.length)
    expect(mail.mails.length - before).toBe(9)
    const delivered = mail.mails.slice(before).map((item) => decodeQuotedPrintable(item.raw))
    expect(
      delivered.some((raw) =>
        raw.includes(`Hello Ama Mensah, your Galaxy S22 is ${defaultOf('collected').publicLabel}.`),
      ),
    ).toBe(true)
    expect(delivered.every((raw) => raw.includes(`https://shop.example.com/track/${key}`))).toBe(true)

    // A come-back under warranty: linked, a claim of the original, then the spec's toggle both ways, then
    // cancelled (not repairable after all) with its message.
    const comeBack = await admin.post('/api/repair', {
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+233 24 555 0199',
      issue: 'Screen flickers',
      deviceName: 'Galaxy S22',
      imei,
      charges: 0,
      taxRate: 0,
      prePaid: 0,
      warrantyOf: id,
    })
    expect(comeBack.statusCode, comeBack.body).toBe(200)
    const second: number = comeBack.json().id
    expect((await detail(second)).warrantyOf).toMatchObject({
      id,
      key,
      claim: true,
      warrantyUntil: collected.warrantyUntil,
    })
    expect((await detail(id)).warrantyClaims).toBe(1)
    const complete = await admin.post(`/api/toggle-repair-status/${second}`, { status: 1 })
    expect(complete.json()).toEqual({ message: REPAIR_MESSAGES.markedComplete })
    expect(await groupOf(second)).toBe('ready')
    const pending = await admin.post(`/api/toggle-repair-status/${second}`, { status: 0 })
    expect(pending.json()).toEqual({ message: REPAIR_MESSAGES.markedPending })
    expect(await groupOf(second)).toBe('in_repair')
    await moveTo(second, 'cancelled')
    await deliver()
    const cancelled: { subject: string; state: string }[] = (await detail(second)).messages
    expect(cancelled.at(-1)).toMatchObject({
      subject: `Fix & Sell: your Galaxy S22 is ${defaultOf('cancelled').publicLabel}`,
      state: 'sent',
    })
  })
})
