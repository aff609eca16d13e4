import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { tr } from '@counterpart/domain/i18n/translate'
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import { formatCents } from '@counterpart/domain/format'
import {
  fillTemplate,
  MESSAGE_BACKOFF_MINUTES,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_MAX_ATTEMPTS,
  PROVIDER_CHANNELS,
  REPAIR_MESSAGE_MESSAGES,
  REPAIR_MESSAGE_STATES,
  type MessageChannel,
  type MessageChannelSave,
  type MessageChannelSettings,
  type ProviderChannel,
  type RepairMessage,
  type RepairMessageTemplate,
  type RepairMessageTemplateSave,
} from '@counterpart/domain/schemas/repair-messages'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import { driverOf } from './message-drivers.ts'
import { insertRepairEvent } from './repository.ts'
import { findStatusRow, type RepairStatusRow } from './statuses.ts'

/**
 * Messages to the customer (issue 30, item 8), never lost: entering a status with a template writes a row
 * of the `repair_messages` outbox in the ticket's own transaction (a change rolled back queues nothing), and
 * a worker sends the due rows afterwards, with retries and back-off. Each row is claimed with a guarded
 * update (a lease), so two app processes never send one message twice; a process that dies mid-send leaves
 * a lease that runs out, and the message is tried again.
 */

type RepairRow = Selectable<Database['repairs']>
type MessageRow = Selectable<Database['repair_messages']>

/** How long a claim holds a message: longer than the slowest send (SMTP timeouts are 10 + 20 s). */
const LEASE_MS = 2 * 60_000
/** How often the worker looks for due messages. */
export const DELIVER_EVERY_MS = 15_000
/** How soon after a change a nudged round runs (the change's transaction has committed by then). */
const NUDGE_MS = 500
/** Messages sent per round at most: the next round takes the rest. */
const ROUND_SIZE = 20
const WAITING = ['queued', 'retried'] as const

const minutes = (count: number) => count * 60_000
const stateOf = (value: string) => REPAIR_MESSAGE_STATES.find((state) => state === value) ?? 'queued'
const channelOf = (value: string): MessageChannel => MESSAGE_CHANNELS.find((channel) => channel === value) ?? 'email'
const isProvider = (channel: MessageChannel): channel is ProviderChannel =>
  (PROVIDER_CHANNELS as readonly string[]).includes(channel)

export interface QueuedMessage {
  repairId: number
  channel: MessageChannel
  to: string
  subject: string
  body: string
  /** The status whose template wrote it, when one did. */
  statusId?: number | null
}

/**
 * Writes one message to the outbox in the caller's transaction, due at once. For every part of the workflow
 * that writes to a customer (a status's template, an estimate sent): the worker delivers it after commit.
 */
export async function queueRepairMessage(trx: Kysely<Database>, message: QueuedMessage): Promise<number> {
  const now = nowIso()
  const row = await trx
    .insertInto('repair_messages')
    .values({
      repair_id: message.repairId,
      status_id: message.statusId ?? null,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject.slice(0, 200),
      body: message.body.slice(0, 4000),
      state: 'queued',
      attempts: 0,
      round_start: 0,
      next_attempt_at: now,
      claim: null,
      claimed_until: null,
      last_error: '',
      answer: '',
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export function toRepairMessage(row: MessageRow): RepairMessage {
  return {
    id: row.id,
    channel: channelOf(row.channel),
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    state: stateOf(row.state),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    error: row.last_error,
    sentAt: row.sent_at,
    created_at: row.created_at,
  }
}

interface OutboxDeps {
  db: Kysely<Database>
  settings: SettingsService
  config: AppConfig
  log: FastifyBaseLogger
}

export function createRepairMessages({ db, settings, config, log }: OutboxDeps) {
  /** A line of the ticket's history for a message sent, given up on, or not written for want of an address. */
  async function messageEvent(trx: Kysely<Database>, repairId: number, comment: string, at = nowIso()) {
    await insertRepairEvent(trx, {
      repair_id: repairId,
      at,
      user_id: null,
      type: 'message',
      from_id: null,
      to_id: null,
      comment: comment.slice(0, 1000),
      channel: 'system',
    })
  }

  /**
   * The flow's hook: entering a status (not staying in it) queues a message per template of the status, with the placeholders
   * filled as the ticket stands. A customer without an email address (or phone) gets no row for that
   * channel; the history says it was skipped, so staff know to call.
   */
  async function queueForStatus(
    trx: Kysely<Database>,
    ticket: RepairRow,
    target: RepairStatusRow,
    from: RepairStatusRow | null,
  ) {
    // A move to the status it is already in (a comment added) tells the customer nothing new.
    if (from?.id === target.id) return
    const templates = await trx
      .selectFrom('repair_message_templates')
      .selectAll()
      .where('status_id', '=', target.id)
      .orderBy('id')
      .execute()
    if (templates.length === 0) return
    const { general } = await settings.getIn(trx)
    const base = (config.appUrl || general.app_url).replace(/\/+$/, '')
    const values = {
      customer: ticket.name,
      device: ticket.deviceName,
      status: target.public_label || target.name,
      // Never a relative link in a message: without APP_URL or the shop address there is none.
      trackingLink: base ? `${base}/track/${encodeURIComponent(ticket.key)}` : '',
      amountDue: formatCents(ticket.due, general),
      shop: general.site_name,
    }
    for (const template of templates) {
      const channel = channelOf(template.channel)
      const to = (channel === 'email' ? ticket.email : ticket.phone).trim()
      if (!to) {
        await messageEvent(
          trx,
          ticket.id,
          `${MESSAGE_CHANNEL_LABELS[channel]} for "${target.name}" skipped: the customer has no ${channel === 'email' ? 'email address' : 'phone number'}.`,
        )
        continue
      }
      await queueRepairMessage(trx, {
        repairId: ticket.id,
        statusId: target.id,
        channel,
        to,
        subject: fillTemplate(template.subject, values),
        body: fillTemplate(template.body, values),
      })
    }
  }

  async function send(row: MessageRow): Promise<string> {
    const channel = channelOf(row.channel)
    if (!isProvider(channel)) {
      const current = await settings.get()
      return sendMail({ to: row.recipient, subject: row.subject, text: row.body }, current.mail, config)
    }
    const provider = await db
      .selectFrom('message_channels')
      .selectAll()
      .where('channel', '=', channel)
      .executeTakeFirst()
    if (!provider) throw new Error(`No ${MESSAGE_CHANNEL_LABELS[channel]} provider is set up.`)
    return driverOf(db, provider).send({ channel, to: row.recipient, body: row.body })
  }

  /** Takes a due message for this worker: only one claim can win, whatever the number of processes. */
  async function claim(id: number, now: Date): Promise<{ row: MessageRow; token: string } | null> {
    const token = randomUUID()
    const at = now.toISOString()
    const result = await db
      .updateTable('repair_messages')
      .set({ claim: token, claimed_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('state', 'in', WAITING)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return null
    const row = await db.selectFrom('repair_messages').selectAll().where('id', '=', id).executeTakeFirst()
    return row && row.claim === token ? { row, token } : null
  }

  /** Writes what one attempt did, if this worker still holds the claim (a lease run out lost it). */
  async function settle(row: MessageRow, token: string, now: Date, outcome: { answer: string } | { error: string }) {
    const at = now.toISOString()
    await db.transaction().execute(async (trx) => {
      const attempts = row.attempts + 1
      const label = `${MESSAGE_CHANNEL_LABELS[channelOf(row.channel)]} to ${row.recipient}`
      if ('answer' in outcome) {
        const done = await trx
          .updateTable('repair_messages')
          .set({
            state: 'sent',
            attempts,
            sent_at: at,
            answer: outcome.answer.slice(0, 500),
            last_error: '',
            next_attempt_at: null,
            claim: null,
            claimed_until: null,
            updated_at: at,
          })
          .where('id', '=', row.id)
          .where('claim', '=', token)
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) return
        await messageEvent(trx, row.repair_id, `${label} sent${row.subject ? `: ${row.subject}` : ''}`, at)
        await recordAudit(trx, {
          entity: 'repair',
          entityId: row.repair_id,
          action: 'message sent',
          after: { messageId: row.id, channel: row.channel, recipient: row.recipient, attempts },
        })
        return
      }
      const inRound = attempts - row.round_start
      const delay = MESSAGE_BACKOFF_MINUTES[inRound - 1]
      const givesUp = inRound >= MESSAGE_MAX_ATTEMPTS || delay === undefined
      const done = await trx
        .updateTable('repair_messages')
        .set({
          ...(givesUp ? { state: 'failed' } : {}),
          attempts,
          last_error: outcome.error.slice(0, 1000),
          next_attempt_at: givesUp ? null : new Date(now.getTime() + minutes(delay)).toISOString(),
          claim: null,
          claimed_until: null,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .where('claim', '=', token)
        .executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1 || !givesUp) return
      await messageEvent(trx, row.repair_id, `${label} failed after ${inRound} attempts: ${outcome.error}`, at)
      await recordAudit(trx, {
        entity: 'repair',
        entityId: row.repair_id,
        action: 'message failed',
        after: { messageId: row.id, channel: row.channel, recipient: row.recipient, attempts, error: outcome.error },
      })
    })
  }

  /** One round of the worker at `now`: every due message it can claim, sent once. Answers how many it tried. */
  async function deliverDue(now: Date = new Date()): Promise<number> {
    const at = now.toISOString()
    const due = await db
      .selectFrom('repair_messages')
      .select('id')
      .where('state', 'in', WAITING)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(ROUND_SIZE)
      .execute()
    let tried = 0
    for (const { id } of due) {
      const claimed = await claim(id, now)
      if (!claimed) continue
      tried += 1
      let outcome: { answer: string } | { error: string }
      try {
        outcome = { answer: await send(claimed.row) }
      } catch (error) {
        outcome = { error: error instanceof Error ? error.message : String(error) }
      }
      await settle(claimed.row, claimed.token, now, outcome)
    }
    return tried
  }

  let timer: NodeJS.Timeout | null = null
  let nudged: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null

  function round() {
    if (running) return
    running = deliverDue()
      .catch((error: unknown) => log.warn({ err: error }, 'repair messages were not sent; the next round tries again'))
      .finally(() => {
        running = null
      })
  }

  return {
    queueForStatus,
    deliverDue,

    /** Starts the worker (the app does, like its other background jobs). */
    start(everyMs = DELIVER_EVERY_MS) {
      if (timer) return
      timer = setInterval(round, everyMs)
      timer.unref()
    },

    /**
     * A request that may have queued a message asks for a round soon, so the customer hears within a second
     * rather than at the next tick; many requests at once make one round. Nothing while the worker is stopped.
     */
    nudge() {
      if (!timer || nudged) return
      nudged = setTimeout(() => {
        nudged = null
        round()
      }, NUDGE_MS)
      nudged.unref()
    },

    /** Stops the worker and waits for a round under way, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer)
      if (nudged) clearTimeout(nudged)
      timer = null
      nudged = null
      await running
    },

    async list(repairId: number): Promise<RepairMessage[]> {
      const rows = await db
        .selectFrom('repair_messages')
        .selectAll()
        .where('repair_id', '=', repairId)
        .orderBy('id')
        .execute()
      return rows.map(toRepairMessage)
    },

    /** Staff send a failed message again: a new round of attempts, due at once. */
    async retry(repairId: number, messageId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('repair_messages')
          .selectAll()
          .where('id', '=', messageId)
          .where('repair_id', '=', repairId)
          .executeTakeFirst()
        if (!row) throw new NotFoundError()
        const at = nowIso()
        const done = await trx
          .updateTable('repair_messages')
          .set({ state: 'retried', round_start: row.attempts, next_attempt_at: at, updated_at: at })
          .where('id', '=', messageId)
          .where('state', '=', 'failed')
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) throw new ConflictError(REPAIR_MESSAGE_MESSAGES.notFailed)
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'message retried',
          before: { messageId, state: 'failed', error: row.last_error },
          after: { messageId, state: 'retried' },
        })
      })
    },

    async templates(): Promise<RepairMessageTemplate[]> {
      const rows = await db
        .selectFrom('repair_message_templates')
        .selectAll()
        .orderBy('status_id')
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        statusId: row.status_id,
        channel: channelOf(row.channel),
        subject: row.subject,
        body: row.body,
        updated_at: row.updated_at,
      }))
    },

    /** Sets the template of a status and channel (one each): added, or the old text replaced. */
    async saveTemplate(input: RepairMessageTemplateSave): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (!(await findStatusRow(trx, input.statusId)))
          throw ValidationError.field('statusId', FIELD_MESSAGES.selected(tr('messages:server.statusLabel')))
        const at = nowIso()
        const before = await trx
          .selectFrom('repair_message_templates')
          .selectAll()
          .where('status_id', '=', input.statusId)
          .where('channel', '=', input.channel)
          .executeTakeFirst()
        const values = { subject: input.subject, body: input.body, updated_at: at }
        let id: number
        if (before) {
          await trx.updateTable('repair_message_templates').set(values).where('id', '=', before.id).execute()
          id = before.id
        } else {
          const row = await trx
            .insertInto('repair_message_templates')
            .values({ status_id: input.statusId, channel: input.channel, ...values, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          id = row.id
        }
        await recordAudit(trx, {
          entity: 'repair-status',
          entityId: input.statusId,
          action: before ? 'message template updated' : 'message template added',
          before: before ? { channel: before.channel, subject: before.subject, body: before.body } : null,
          after: { channel: input.channel, subject: input.subject, body: input.body },
        })
        return id
      })
    },

    async removeTemplate(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('repair_message_templates')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!before) throw new NotFoundError()
        await trx.deleteFrom('repair_message_templates').where('id', '=', id).execute()
        await recordAudit(trx, {
          entity: 'repair-status',
          entityId: before.status_id,
          action: 'message template removed',
          before: { channel: before.channel, subject: before.subject, body: before.body },
        })
      })
    },

    /** The provider channels' settings; the token only as whether one is stored. */
    async channels(): Promise<MessageChannelSettings[]> {
      const rows = await db.selectFrom('message_channels').selectAll().orderBy('channel').execute()
      return rows.flatMap((row) => {
        const channel = PROVIDER_CHANNELS.find((name) => name === row.channel)
        return channel
          ? [
              {
                channel,
                driver: row.driver === 'http' ? ('http' as const) : ('log' as const),
                url: row.url,
                sender: row.sender,
                tokenSet: row.token !== '',
              },
            ]
          : []
      })
    },

    /** A blank token keeps the stored one: the screen never has it to send back. */
    async saveChannel(channel: ProviderChannel, input: MessageChannelSave): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('message_channels')
          .selectAll()
          .where('channel', '=', channel)
          .executeTakeFirst()
        const token = input.token === '' ? (before?.token ?? '') : input.token
        const values = { driver: input.driver, url: input.url, sender: input.sender, token, updated_at: nowIso() }
        if (before) await trx.updateTable('message_channels').set(values).where('channel', '=', channel).execute()
        else
          await trx
            .insertInto('message_channels')
            .values({ channel, ...values })
            .execute()
        const shown = (row: { driver: string; url: string; sender: string; token: string }) => ({
          driver: row.driver,
          url: row.url,
          sender: row.sender,
          token: row.token ? '(set)' : '',
        })
        await recordAudit(trx, {
          entity: 'settings',
          entityId: `messages-${channel}`,
          action: 'updated',
          before: before ? shown(before) : null,
          after: shown(values),
        })
      })
    },
  }
}

export type RepairMessagesService = ReturnType<typeof createRepairMessages>
