import http from 'node:http'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { adminAppForFile } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'
import { buildApp } from '../../app.ts'
import { createRepairMessages } from './outbox.ts'

const { test, admin } = await adminAppForFile({ appUrl: 'https://shop.example' })
const mail = await mailCatcherForFile()
// The tests drive the worker with a "now" of their own; the app's timer would race them.
await test.services.repairMessages.stop()
const { db } = test.database

let serial = 0
async function createRepair(overrides: Record<string, unknown> = {}): Promise<number> {
  serial += 1
  const response = await admin.post('/api/repair', {
    name: 'Maria Lopez',
    email: `maria${serial}@example.com`,
    phone: `+1 555 01${String(serial).padStart(2, '0')}`,
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    imei: withCheckDigit(`35693804${String(serial).padStart(6, '0')}`),
    charges: 120,
    taxRate: 0,
    prePaid: 20,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

async function addStatus(group: string, name: string, publicLabel = ''): Promise<number> {
  const response = await admin.post('/api/repair-statuses', { group, name, publicLabel })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

async function template(statusId: number, channel: string, body: string, subject = '') {
  const response = await admin.post('/api/repair-message-templates', { statusId, channel, subject, body })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id as number
}

async function moveTo(repairId: number, statusId: number) {
  const response = await admin.post(`/api/repair/${repairId}/status`, { statusId, comment: '' })
  expect(response.statusCode, response.body).toBe(200)
}

const messagesOf = (repairId: number) =>
  db.selectFrom('repair_messages').selectAll().where('repair_id', '=', repairId).orderBy('id').execute()
const later = (ms: number) => new Date(Date.now() + ms)
const MINUTE = 60_000

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('messages to customers through the outbox (issue 30, item 8)', () => {
  it('queues an email in the ticket’s transaction and delivers it to the SMTP server with the placeholders filled', async () => {
    mailThrough(test, mail)
    const ready = await addStatus('ready', 'Ready, mailed', 'Ready to collect')
    await template(
      ready,
      'email',
      'Hello {customer}, your {device} is {status}. Due: {amountDue}. {trackingLink} — {shop}',
      '{shop}: {status}',
    )
    const repair = await createRepair({ name: 'Ana Ruiz' })
    const key = (await admin.get(`/api/repair/${repair}`)).json().key as string

    // A change rolled back queues nothing: the message is part of the ticket's transaction.
    const ticket = await test.services.repairs.get(repair)
    const target = await test.services.repairs.flow.statusRow(db, ready)
    await expect(
      db.transaction().execute(async (trx) => {
        await test.services.repairs.flow.moveTo(trx, ticket, target, 1, '')
        throw new Error('the change fails after the move')
      }),
    ).rejects.toThrow('the change fails after the move')
    expect(await messagesOf(repair)).toEqual([])

    await moveTo(repair, ready)
    const [queued] = await messagesOf(repair)
    expect(queued).toMatchObject({
      state: 'queued',
      channel: 'email',
      recipient: expect.stringMatching(/@example\.com$/),
      attempts: 0,
    })
    expect(queued?.body).toBe(
      `Hello Ana Ruiz, your iPhone 12 is Ready to collect. Due: $100.00. https://shop.example/track/${key} — Counterpart`,
    )

    const before = mail.mails.length
    expect(await test.services.repairMessages.deliverDue(later(1000))).toBe(1)
    const caught = await mail.waitForMail(before + 1)
    expect(caught.to).toEqual([queued?.recipient])
    const text = decodeQuotedPrintable(caught.raw)
    expect(text).toContain('Subject: Counterpart: Ready to collect')
    expect(text).toContain(`https://shop.example/track/${key}`)

    const detail = (await admin.get(`/api/repair/${repair}`)).json()
    expect(detail.messages).toMatchObject([{ state: 'sent', attempts: 1, error: '', channel: 'email' }])
    expect(detail.events.at(-1)).toMatchObject({ type: 'message', comment: expect.stringContaining('sent') })
    // Sent once: the next round finds nothing to do.
    expect(await test.services.repairMessages.deliverDue(later(10 * MINUTE))).toBe(0)
    // A move to the status it is already in writes nothing new.
    await moveTo(repair, ready)
    expect(await messagesOf(repair)).toHaveLength(1)
  })

  it('retries a failing SMTP server after 1, 5 and 30 minutes, then fails with the reason; staff retry it', async () => {
    const waiting = await addStatus('waiting_customer', 'Quote sent')
    await template(waiting, 'email', 'We need your answer about your {device}.', 'Your quote')
    const repair = await createRepair()
    test.config.smtpFallback = { ...test.config.smtpFallback, host: '127.0.0.1', port: await closedPort() }
    await moveTo(repair, waiting)
    const start = Date.now()
    const at = (minutes: number) => new Date(start + 1000 + minutes * MINUTE)
    const worker = test.services.repairMessages

    expect(await worker.deliverDue(at(0))).toBe(1)
    let [row] = await messagesOf(repair)
    expect(row).toMatchObject({ state: 'queued', attempts: 1, next_attempt_at: at(1).toISOString() })
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i)
    // Not due before its time.
    expect(await worker.deliverDue(at(0.5))).toBe(0)
    expect(await worker.deliverDue(at(1))).toBe(1)
    ;[row] = await messagesOf(repair)
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: at(6).toISOString() })
    expect(await worker.deliverDue(at(6))).toBe(1)
    ;[row] = await messagesOf(repair)
    expect(row).toMatchObject({ attempts: 3, next_attempt_at: at(36).toISOString() })
    expect(await worker.deliverDue(at(36))).toBe(1)
    ;[row] = await messagesOf(repair)
    expect(row).toMatchObject({ state: 'failed', attempts: 4, next_attempt_at: null })

    const detail = (await admin.get(`/api/repair/${repair}`)).json()
    expect(detail.messages[0]).toMatchObject({
      state: 'failed',
      attempts: 4,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    })
    expect(detail.events.at(-1)).toMatchObject({
      type: 'message',
      comment: expect.stringContaining('failed after 4 attempts'),
    })

    // Staff send it again once the mail server is back: a new round, due at once.
    mailThrough(test, mail)
    const messageId = detail.messages[0].id
    const retried = await admin.post(`/api/repair/${repair}/messages/${messageId}/retry`)
    expect(retried.statusCode, retried.body).toBe(200)
    expect((await messagesOf(repair))[0]).toMatchObject({ state: 'retried' })
    const before = mail.mails.length
    expect(await worker.deliverDue(later(1000))).toBe(1)
    await mail.waitForMail(before + 1)
    expect((await messagesOf(repair))[0]).toMatchObject({ state: 'sent', attempts: 5, last_error: '' })
    // Only a failed message can be sent again.
    const again = await admin.post(`/api/repair/${repair}/messages/${messageId}/retry`)
    expect(again.statusCode).toBe(409)
  })

  it('never sends one message twice when the workers of two app processes run at once', async () => {
    mailThrough(test, mail)
    const diagnosing = await addStatus('diagnosing', 'Checking, mailed')
    await template(diagnosing, 'email', 'Checking your {device}.', 'Ticket {customer}')
    const repairs = []
    for (let index = 0; index < 6; index += 1) repairs.push(await createRepair({ name: `Customer ${index}` }))
    for (const repair of repairs) await moveTo(repair, diagnosing)
    // A second app on the same database, as a second process behind a load balancer would be.
    const process2 = await buildApp(test.config, { logger: false })
    await process2.services.repairMessages.stop()
    const other = createRepairMessages({ db, settings: test.services.settings, config: test.config, log: test.app.log })
    const before = mail.mails.length
    const now = later(1000)
    const counts = await Promise.all([
      test.services.repairMessages.deliverDue(now),
      process2.services.repairMessages.deliverDue(now),
      other.deliverDue(now),
    ]).finally(() => process2.app.close())
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6)
    await mail.waitForMail(before + 6)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const subjects = mail.mails.slice(before).map((caught) => /Subject: (.*)/.exec(caught.raw)?.[1])
    expect(subjects.sort()).toEqual(repairs.map((_, index) => `Ticket Customer ${index}`).sort())
    for (const repair of repairs) expect(await messagesOf(repair)).toMatchObject([{ state: 'sent', attempts: 1 }])
  })

  it('writes no row for a customer without an address, and the history says it was skipped', async () => {
    const bench = await addStatus('in_repair', 'Bench, texted')
    await template(bench, 'email', 'On the bench: {device}.', 'Bench')
    await template(bench, 'sms', '{shop}: your {device} is on the bench.')
    const repair = await createRepair({ email: '' })
    await moveTo(repair, bench)
    const rows = await messagesOf(repair)
    expect(rows.map((row) => row.channel)).toEqual(['sms'])
    const events = (await admin.get(`/api/repair/${repair}`)).json().events
    expect(
      events.some((item: { comment: string }) =>
        /Email for "Bench, texted" skipped: the customer has no email address/.test(item.comment),
      ),
    ).toBe(true)
  })

  it('sends SMS through the log driver, and through an HTTP provider (2xx sent, 500 failed with the reason); the token never leaves', async () => {
    const parts = await addStatus('waiting_parts', 'Part ordered, texted')
    await template(parts, 'sms', '{shop}: a part for your {device} is on its way.')
    const logged = await createRepair({ phone: '+44 20 7946 0001' })
    await moveTo(logged, parts)
    expect(await test.services.repairMessages.deliverDue(later(1000))).toBeGreaterThanOrEqual(1)
    const log = await db.selectFrom('message_log').selectAll().where('recipient', '=', '+44 20 7946 0001').execute()
    expect(log).toMatchObject([{ channel: 'sms', body: 'Counterpart: a part for your iPhone 12 is on its way.' }])
    expect((await messagesOf(logged))[0]).toMatchObject({ state: 'sent' })

    const received: { body: unknown; authorization: string | undefined }[] = []
    let answer = 200
    const provider = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          authorization: request.headers.authorization,
        })
        response.writeHead(answer, { 'content-type': 'application/json' })
        response.end(answer === 200 ? '{"id":"msg-1"}' : '{"error":"quota exceeded"}')
      })
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    try {
      const address = provider.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const saved = await admin.post('/api/message-channels/sms', {
        driver: 'http',
        url: `http://127.0.0.1:${port}/send`,
        token: 'provider-secret-token',
        sender: 'PhoneFix',
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const channels = await admin.get('/api/message-channels')
      expect(channels.body).not.toContain('provider-secret-token')
      expect(channels.json().items).toContainEqual({
        channel: 'sms',
        driver: 'http',
        url: `http://127.0.0.1:${port}/send`,
        sender: 'PhoneFix',
        tokenSet: true,
      })
      // A save with a blank token keeps the stored one.
      await admin.post('/api/message-channels/sms', {
        driver: 'http',
        url: `http://127.0.0.1:${port}/send`,
        token: '',
        sender: 'PhoneFix',
      })
      const stored = await db
        .selectFrom('message_channels')
        .select('token')
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow()
      expect(stored.token).toBe('provider-secret-token')
      expect((await admin.get('/api/settings')).body).not.toContain('provider-secret-token')

      const sent = await createRepair({ phone: '+44 20 7946 0002' })
      await moveTo(sent, parts)
      await test.services.repairMessages.deliverDue(later(1000))
      expect(received).toEqual([
        {
          body: {
            channel: 'sms',
            to: '+44 20 7946 0002',
            from: 'PhoneFix',
            body: 'Counterpart: a part for your iPhone 12 is on its way.',
          },
          authorization: 'Bearer provider-secret-token',
        },
      ])
      expect((await messagesOf(sent))[0]).toMatchObject({ state: 'sent', answer: '200 {"id":"msg-1"}' })

      answer = 500
      const refused = await createRepair({ phone: '+44 20 7946 0003' })
      await moveTo(refused, parts)
      const start = Date.now() + 1000
      for (const minutes of [0, 1, 6, 36])
        await test.services.repairMessages.deliverDue(new Date(start + minutes * MINUTE))
      expect((await messagesOf(refused))[0]).toMatchObject({
        state: 'failed',
        attempts: 4,
        last_error: 'The provider answered 500: {"error":"quota exceeded"}',
      })
    } finally {
      await new Promise<void>((resolve) => provider.close(() => resolve()))
    }
  })

  it('writes to the customer of a new ticket when the default "New" status has a template', async () => {
    const statuses = (await admin.get('/api/repair-statuses')).json().items as {
      id: number
      group: string
      isDefault: boolean
    }[]
    const received = statuses.find((status) => status.group === 'new' && status.isDefault)
    if (!received) throw new Error('no default new status')
    const templateId = await template(received.id, 'email', 'We have your {device}, {customer}.', 'Received')
    const repair = await createRepair({ name: 'Yaw Boateng', deviceName: 'Galaxy S21' })
    expect(await messagesOf(repair)).toMatchObject([{ state: 'queued', body: 'We have your Galaxy S21, Yaw Boateng.' }])
    // The shop stops it: the next ticket gets none.
    expect((await admin.delete(`/api/repair-message-templates/${templateId}`)).statusCode).toBe(200)
    expect(await messagesOf(await createRepair())).toEqual([])
  })

  it('sends moments after the change that queued it, without waiting for the worker’s next round', async () => {
    mailThrough(test, mail)
    const ready = await addStatus('ready', 'Ready, mailed at once')
    await template(ready, 'email', 'Your {device} is ready.', 'Ready now')
    const repair = await createRepair()
    // The worker runs as in the app, with a round only every minute: the nudge after the request sends it.
    test.services.repairMessages.start(60_000)
    try {
      await moveTo(repair, ready)
      // Within a couple of seconds (messages other tests left queued go out in the same round).
      await expect
        .poll(() => mail.mails.some((caught) => caught.raw.includes('Subject: Ready now')), { timeout: 3000 })
        .toBe(true)
      await expect.poll(async () => (await messagesOf(repair))[0]?.state).toBe('sent')
    } finally {
      await test.services.repairMessages.stop()
    }
  })

  it('refuses an HTTP provider without an address, naming the field', async () => {
    const response = await admin.post('/api/message-channels/whatsapp', {
      driver: 'http',
      url: '',
      token: 'x',
      sender: '',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.url).toEqual(['The Provider address field is required for an HTTP provider.'])
  })
})
