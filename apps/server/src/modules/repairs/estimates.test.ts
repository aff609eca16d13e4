import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'

const { test, admin } = await adminAppForFile()
const mail = await mailCatcherForFile()
mailThrough(test, mail)
await test.services.settings.update((current) => ({
  ...current,
  general: { ...current.general, app_url: 'https://shop.example.com' },
}))

const signature = `data:image/png;base64,${(
  await sharp({ create: { width: 120, height: 40, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer()
).toString('base64')}`

let serial = 0
async function createRepair(overrides: Record<string, unknown> = {}): Promise<{ id: number; key: string }> {
  serial += 1
  const response = await admin.post('/api/repair', {
    name: 'Maria Lopez',
    email: `maria${serial}@example.com`,
    phone: '+1 555 0100',
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    imei: withCheckDigit(`35693804${String(serial).padStart(6, '0')}`),
    charges: 120,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(200)
  const id: number = response.json().id
  return { id, key: (await admin.get(`/api/repair/${id}`)).json().key }
}

const screenLines = [
  { kind: 'part', description: 'Screen assembly', qty: 1, unitPrice: 89.5 },
  { kind: 'labour', description: 'Fit the screen', qty: 1, unitPrice: 40, warrantyDays: 90 },
  { kind: 'labour', description: 'Clean the port', qty: 2, unitPrice: 5, warrantyDays: 30 },
]

async function estimate(repairId: number, lines: unknown[] = screenLines): Promise<number> {
  const response = await admin.post(`/api/repair/${repairId}/estimates`, { lines })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

async function send(repairId: number, estimateId: number) {
  const response = await admin.post(`/api/repair/${repairId}/estimates/${estimateId}/send`)
  expect(response.statusCode, response.body).toBe(200)
  return response
}

const detail = async (id: number) => (await admin.get(`/api/repair/${id}`)).json()

function visitor(address: string) {
  const client = new TestClient(test.app, address)
  return {
    client,
    answer: (key: string, body: Record<string, unknown>) =>
      client.request({
        method: 'POST',
        url: `/api/track-repair/${key}/estimate`,
        payload: body,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile Safari' },
      }),
  }
}

describe('repair estimates (issue 30, item 5)', () => {
  it('is sent by mail with the tracking link, shown on the tracking page and approved there with a signature', async () => {
    const { id, key } = await createRepair()
    const estimateId = await estimate(id)
    const before = mail.mails.length
    const sent = await send(id, estimateId)
    expect(sent.json().message).toBe(`Estimate sent to maria${serial}@example.com.`)
    const message = decodeQuotedPrintable((await mail.waitForMail(before + 1)).raw)
    expect(message).toContain(`https://shop.example.com/track/${key}`)
    expect(message).toContain('Total: $139.50')
    expect((await detail(id)).group).toBe('waiting_customer')
    // The mail went through the ticket's outbox: the repair page lists it, sent.
    await expect
      .poll(async () => (await detail(id)).messages.map((item: { subject: string; state: string }) => item.state))
      .toEqual(['sent'])
    expect((await detail(id)).messages[0]).toMatchObject({ channel: 'email', recipient: `maria${serial}@example.com` })

    const customer = visitor('203.0.113.40')
    const tracked = await customer.client.post('/api/track-repair', { key })
    expect(tracked.statusCode, tracked.body).toBe(200)
    const body = tracked.json()
    expect(body.tracked.status).toBe(0)
    expect(body.step).toEqual({ label: 'Waiting for your reply', group: 'waiting_customer' })
    expect(body.estimate).toMatchObject({ version: 1, total: 139.5 })
    expect(body.estimate.lines.map((line: { lineTotal: number }) => line.lineTotal)).toEqual([89.5, 40, 10])
    expect(body.warrantyUntil).toBeNull()
    expect(tracked.body).not.toContain('"id"')

    const approved = await customer.answer(key, { decision: 'approve', version: 1, name: 'Maria Lopez', signature })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().message).toBe('Estimate approved.')
    const events = await auditEventsOf(test, approved)
    expect(events.map((event) => event.action)).toEqual(['estimate approved'])

    const after = await detail(id)
    expect(after.group).toBe('in_repair')
    const [version] = after.estimates
    expect(version.state).toBe('approved')
    expect(version.decision).toMatchObject({
      decision: 'approve',
      channel: 'public',
      name: 'Maria Lopez',
      recordedBy: null,
      clientIp: '203.0.113.40',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile Safari',
      hasSignature: true,
    })
    expect(version.decision.versionHash).toMatch(/^[0-9a-f]{64}$/)
    const history = after.events.filter((event: { type: string }) => event.type === 'estimate')
    expect(history.map((event: { comment: string }) => event.comment)).toEqual([
      'Estimate v1 drafted',
      `Estimate v1 sent to maria${serial}@example.com`,
      'Estimate v1 approved on the tracking page by Maria Lopez',
    ])
    expect(after.events.at(-1)).toMatchObject({ type: 'status', channel: 'public', to: 'In repair' })

    // The signature is a private file: staff with the switch see it, the tracking page answers nothing more.
    const picture = await admin.get(`/api/repair/${id}/estimates/${estimateId}/signature`)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect((await customer.client.get(`/api/repair/${id}/estimates/${estimateId}/signature`)).statusCode).toBe(401)
    expect((await customer.client.post('/api/track-repair', { key })).json().estimate).toBeNull()
    // The signed answer is the customer's record: the repair can no longer be removed.
    const removal = await admin.delete(`/api/repair/${id}`)
    expect(removal.statusCode).toBe(409)
    expect(removal.json().message).toBe(
      'The customer has answered an estimate of this repair: it is kept as their record and cannot be removed.',
    )
    // A second answer finds nothing awaiting.
    const again = await customer.answer(key, { decision: 'decline', version: 1, name: 'Maria Lopez', signature })
    expect(again.statusCode).toBe(409)
  })

  it('records a decline with its reason and keeps the ticket waiting for the customer', async () => {
    const { id, key } = await createRepair()
    await send(id, await estimate(id))
    const declined = await visitor('203.0.113.41').answer(key, {
      decision: 'decline',
      version: 1,
      name: 'Maria Lopez',
      signature,
      reason: 'Too expensive, I will think about it',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().message).toBe('Estimate declined.')
    const after = await detail(id)
    expect(after.group).toBe('waiting_customer')
    expect(after.estimates[0].state).toBe('declined')
    expect(after.estimates[0].decision).toMatchObject({
      decision: 'decline',
      reason: 'Too expensive, I will think about it',
    })
    expect(after.events.at(-1).comment).toBe(
      'Estimate v1 declined on the tracking page by Maria Lopez: Too expensive, I will think about it',
    )
  })

  it('makes a new version when a sent estimate is edited, and refuses an answer to the superseded one', async () => {
    const { id, key } = await createRepair()
    const first = await estimate(id)
    await send(id, first)
    const edited = await admin.patch(`/api/repair/${id}/estimates/${first}`, {
      lines: [{ kind: 'labour', description: 'Fit the screen', qty: 1, unitPrice: 35, warrantyDays: 60 }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().message).toBe('The estimate was sent already: version 2 has been made from your changes.')
    const second: number = edited.json().id
    expect(second).not.toBe(first)
    await send(id, second)

    const states = (await detail(id)).estimates.map((item: { version: number; state: string }) => [
      item.version,
      item.state,
    ])
    expect(states).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ])
    const customer = visitor('203.0.113.42')
    const stale = await customer.answer(key, { decision: 'approve', version: 1, name: 'Maria Lopez', signature })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'This estimate has been changed since you opened it. Please look at the new version.',
    )
    expect((await admin.patch(`/api/repair/${id}/estimates/${first}`, { lines: screenLines })).statusCode).toBe(409)
    // Unanswered estimates go with their repair.
    const other = await createRepair()
    await send(other.id, await estimate(other.id))
    expect((await admin.delete(`/api/repair/${other.id}`)).statusCode).toBe(200)

    const current = await customer.answer(key, { decision: 'approve', version: 2, name: 'Maria Lopez', signature })
    expect(current.statusCode, current.body).toBe(200)
  })

  it('refuses a signature that is not a PNG, or too large, naming the field', async () => {
    const { id, key } = await createRepair()
    await send(id, await estimate(id))
    const customer = visitor('203.0.113.43')
    const answer = (value: string) =>
      customer.answer(key, { decision: 'approve', version: 1, name: 'Maria', signature: value })

    const jpeg = await answer('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')
    expect(jpeg.statusCode).toBe(422)
    expect(jpeg.json().errors.signature).toEqual(['The Signature must be a PNG image drawn on the page.'])
    const text = await answer(`data:image/png;base64,${Buffer.from('<html>not a picture</html>').toString('base64')}`)
    expect(text.statusCode).toBe(422)
    expect(text.json().errors.signature).toEqual(['The Signature must be a PNG image drawn on the page.'])
    const huge = await answer(`data:image/png;base64,${'A'.repeat(400_000)}`)
    expect(huge.statusCode).toBe(422)
    expect(huge.json().errors.signature).toEqual(['The Signature may not be greater than 300 KB.'])
    const missing = await customer.answer(key, { decision: 'approve', version: 1, name: '', signature })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.name).toEqual(['The Name field is required.'])
    expect((await detail(id)).estimates[0].state).toBe('sent')
  })

  it('asks the CSRF token like the tracking call, and limits answers per address', async () => {
    const { id, key } = await createRepair()
    await send(id, await estimate(id))
    const forged = await new TestClient(test.app, '203.0.113.44').request({
      method: 'POST',
      url: `/api/track-repair/${key}/estimate`,
      payload: { decision: 'approve', version: 1, name: 'Maria Lopez', signature },
      csrf: false,
    })
    expect(forged.statusCode).toBe(419)
    const guesser = visitor('203.0.113.45')
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await guesser.answer('NOPE23456789', { decision: 'approve', version: 1, name: 'X', signature })).statusCode,
      ).toBe(404)
    const limited = await guesser.answer(key, { decision: 'approve', version: 1, name: 'Maria Lopez', signature })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
    expect((await detail(id)).estimates[0].state).toBe('sent')
  })

  it('lets staff with "Approve estimates for customers" record a phone approval, and no one else', async () => {
    const { id } = await createRepair()
    const estimateId = await estimate(id)
    await send(id, estimateId)
    await createStaff(test, { email: 'desk@example.com', name: 'Dana Desk', flags: ['repairManage'] })
    const desk = new TestClient(test.app)
    await desk.login('desk@example.com', 'password123')
    const body = { decision: 'approve', channel: 'phone', name: 'Maria Lopez' }
    expect((await desk.post(`/api/repair/${id}/estimates/${estimateId}/decision`, body)).statusCode).toBe(403)

    await createStaff(test, { email: 'lead@example.com', name: 'Lee Lead', flags: ['repairManage', 'repairApprove'] })
    const lead = new TestClient(test.app)
    await lead.login('lead@example.com', 'password123')
    const recorded = await lead.post(`/api/repair/${id}/estimates/${estimateId}/decision`, body)
    expect(recorded.statusCode, recorded.body).toBe(200)
    const after = await detail(id)
    expect(after.group).toBe('in_repair')
    expect(after.estimates[0].decision).toMatchObject({
      channel: 'phone',
      name: 'Maria Lopez',
      recordedBy: 'Lee Lead',
      hasSignature: false,
    })
    expect(after.events.at(-1)).toMatchObject({ type: 'status', user: 'Lee Lead', channel: 'staff' })
    expect(after.events.at(-2).comment).toBe('Estimate v1 approved by phone by Maria Lopez')
  })

  it('reminds the customer once after 24 hours and once after 72 hours without an answer', async () => {
    const { id } = await createRepair()
    const estimateId = await estimate(id)
    await send(id, estimateId)
    const sentAt = Date.parse((await detail(id)).estimates[0].sentAt)
    // Reminders go through the ticket's outbox: the worker's round delivers them.
    const remind = async (hours: number) => {
      const queued = await test.services.repairEstimates.sendReminders(new Date(sentAt + hours * 3_600_000))
      await test.services.repairMessages.deliverDue()
      return queued
    }
    const email = `maria${serial}@example.com`
    // Estimates of the other tests were sent moments before: only this customer's mails are counted.
    const theirs = () =>
      mail.mails.filter((item) => item.to.includes(email) && item.raw.includes('is waiting for your answer'))

    await remind(23)
    expect(theirs()).toHaveLength(0)
    // The catcher records a mail a moment after the worker's send returns: wait for a mail that is due.
    await remind(25)
    await expect.poll(() => theirs().length).toBe(1)
    expect(decodeQuotedPrintable(theirs()[0]?.raw ?? '')).toContain('still waiting for your answer')
    await remind(30)
    expect(theirs()).toHaveLength(1)
    await remind(73)
    await expect.poll(() => theirs().length).toBe(2)
    expect(await remind(200)).toBe(0)
    expect(theirs()).toHaveLength(2)
    const reminders = (await detail(id)).events.filter((event: { comment: string }) =>
      event.comment.includes('reminder'),
    )
    expect(reminders.map((event: { channel: string }) => event.channel)).toEqual(['system', 'system'])
    expect((await detail(id)).estimates[0].remindedAt).toHaveLength(2)
  })
})

describe('repair warranty (issue 30, item 7)', () => {
  async function collect(id: number) {
    const statuses: { id: number; group: string; isDefault: boolean }[] = (
      await admin.get('/api/repair-statuses')
    ).json().items
    const collected = statuses.find((status) => status.group === 'collected' && status.isDefault)
    const moved = await admin.post(`/api/repair/${id}/status`, { statusId: collected?.id })
    expect(moved.statusCode, moved.body).toBe(200)
  }

  it('runs from pickup for the longest labour warranty of the approved estimate, and counts come-backs under it', async () => {
    const { id, key } = await createRepair()
    await send(id, await estimate(id))
    await visitor('203.0.113.50').answer(key, { decision: 'approve', version: 1, name: 'Maria Lopez', signature })
    expect((await detail(id)).warrantyUntil).toBeNull()
    await collect(id)
    const original = await detail(id)
    expect(original.warrantyDays).toBe(90)
    expect(Date.parse(original.warrantyUntil) - Date.parse(original.collectedAt)).toBe(90 * 86_400_000)
    expect((await visitor('203.0.113.51').client.post('/api/track-repair', { key })).json().warrantyUntil).toBe(
      original.warrantyUntil,
    )

    const inside = await createRepair({ charges: 0, warrantyOf: id, issue: 'Screen flickers again' })
    const comeBack = await detail(inside.id)
    expect(comeBack.charges).toBe(0)
    expect(comeBack.warrantyOf).toEqual({
      id,
      key,
      deviceName: 'iPhone 12',
      warrantyUntil: original.warrantyUntil,
      claim: true,
    })
    expect(comeBack.events[0].comment).toBe(`Come-back of ${key}, under warranty until ${original.warrantyUntil}`)
    expect((await detail(id)).warrantyClaims).toBe(1)

    // 100 days after pickup the warranty is over: a come-back is linked but is no claim.
    const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString()
    await test.database.db.updateTable('repairs').set({ collected_at: longAgo }).where('id', '=', id).execute()
    const outside = await createRepair({ warrantyOf: id })
    expect((await detail(outside.id)).warrantyOf.claim).toBe(false)
    expect((await detail(id)).warrantyClaims).toBe(1)
  })

  it("falls back to the shop's default without an approved estimate, and refuses an unknown original", async () => {
    await test.services.settings.update((current) => ({ ...current, pos: { ...current.pos, repairWarrantyDays: 30 } }))
    const { id } = await createRepair()
    await collect(id)
    const collected = await detail(id)
    expect(collected.warrantyDays).toBe(30)
    expect(Date.parse(collected.warrantyUntil) - Date.parse(collected.collectedAt)).toBe(30 * 86_400_000)
    await test.services.settings.update((current) => ({ ...current, pos: { ...current.pos, repairWarrantyDays: 0 } }))

    const unknown = await admin.post('/api/repair', {
      name: 'Maria Lopez',
      phone: '+1 555 0100',
      issue: 'Again',
      deviceName: 'iPhone 12',
      charges: 0,
      warrantyOf: 999_999,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.warrantyOf).toEqual(['The selected Come-back of repair is invalid.'])
  })
})
