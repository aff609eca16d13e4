import { trIn } from '@counterpart/domain/i18n/translate'
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { formatCents } from '@counterpart/domain/format'
import {
  ESTIMATE_CHANNEL_LABELS,
  ESTIMATE_REMINDER_HOURS,
  ESTIMATE_STATES,
  estimateTotal,
  estimateVersionText,
  type EstimateChannel,
  type EstimateDecision,
  type EstimateLineInCents,
  type EstimateState,
} from '@counterpart/domain/repair-estimates'
import type { RepairGroup } from '@counterpart/domain/repair-workflow'
import { ESTIMATE_MESSAGES } from '@counterpart/domain/schemas/repair-estimates'
import { REPAIR_MESSAGES } from '@counterpart/domain/schemas/repairs'
import type { AppConfig } from '../../config.ts'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, SYSTEM_ACTOR } from '../../platform/audit.ts'
import { documentLanguage } from '../../platform/document-language.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { queueRepairMessage } from './outbox.ts'
import { createPictureReplacement } from '../../platform/picture-replacement.ts'
import { limitHits } from '../../platform/rate-limit.ts'
import { nowIso } from '../../platform/time.ts'
import { answerIn } from '../../platform/request-language.ts'
import { customerLanguageOf } from '../contacts/language-service.ts'
import { detectImage, reencodeImage, type UploadStore } from '../../platform/uploads.ts'
import type { SettingsService } from '../settings/service.ts'
import {
  awaitingEstimate,
  dueForReminder,
  estimatesOf,
  findEstimate,
  insertEstimate,
  linesOf,
  markReminded,
  nextVersion,
  replaceLines,
  supersedeOpen,
  updateEstimateFrom,
  warrantyClaimsOf,
  type EstimateLineRow,
  type EstimateRow,
} from './estimates-repository.ts'
import type { RepairFlow } from './flow.ts'
import { findRepair, findRepairByKey, userNames } from './repository.ts'
import { normaliseTrackingKey } from './tracking-key.ts'
import { repairWarranty } from './warranty.ts'
import { estimateAudit } from './wire.ts'

/**
 * Repair estimates (issue 30, item 5): versions of parts and labour staff draft and send; the customer
 * approves or declines one on the public tracking page with their name and a drawn signature, or staff
 * with the repairApprove switch record an answer given at the counter or by phone. Every step is an
 * `estimate` event of the ticket and an audit event; an answer moves the ticket through `flow.moveToGroup`.
 */

/** The tracking page's limit, counted apart: an answer is rarer than a look-up and never enumerates keys. */
export const DECISION_LIMIT = { hits: 10, windowMs: 60_000 }
const SIGNATURE_AREA = 'repair-signatures'

/** Where each answer moves the ticket: approved to the bench; declined back to the customer's court. */
const AFTER_DECISION: Record<EstimateDecision, RepairGroup> = { approve: 'in_repair', decline: 'waiting_customer' }

export interface EstimateParts {
  id: number
  version: number
  state: EstimateState
  note: string
  lines: EstimateLineInCents[]
  total: number
  createdAt: string
  createdBy: string | null
  sentAt: string | null
  remindedAt: string[]
  decision: {
    decision: EstimateDecision
    channel: EstimateChannel
    at: string
    name: string
    recordedBy: string | null
    reason: string
    clientIp: string
    userAgent: string
    versionHash: string
    hasSignature: boolean
  } | null
}

export interface PublicEstimateParts {
  version: number
  lines: EstimateLineInCents[]
  total: number
  note: string
  sentAt: string | null
}

interface EstimatesDeps {
  db: Kysely<Database>
  dialect: DialectName
  flow: RepairFlow
  uploads: UploadStore
  settings: SettingsService
  config: AppConfig
  /** Where the tracking link in a mail points (APP_URL or the shop address), never a request header. */
  linkBase: () => Promise<string | null>
  log?: { warn: (details: object, message: string) => void }
  /** Asks the message worker for a round soon: reminders are queued outside any request. */
  nudge?: () => void
}

const isState = (value: string): value is EstimateState => (ESTIMATE_STATES as readonly string[]).includes(value)
const stateOf = (value: string): EstimateState => (isState(value) ? value : 'draft')

function lineInCents(line: EstimateLineRow): EstimateLineInCents {
  return {
    kind: line.kind === 'labour' ? 'labour' : 'part',
    description: line.description,
    qty: line.qty,
    unitPrice: Number(line.unit_price),
    warrantyDays: line.warranty_days,
  }
}

const lineRows = (lines: EstimateLineInCents[]) =>
  lines.map((line, index) => ({
    position: index + 1,
    kind: line.kind,
    description: line.description,
    qty: line.qty,
    unit_price: line.unitPrice,
    warranty_days: line.warrantyDays,
  }))

export function versionHash(repairKey: string, version: number, lines: EstimateLineInCents[]): string {
  const text = estimateVersionText({ repairKey, version, lines, total: estimateTotal(lines) })
  return createHash('sha256').update(text).digest('hex')
}

/** A drawn signature, checked by its content: a PNG that decodes, re-encoded so only the picture is kept. */
async function decodePngSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const buffer = detectImage(bytes) === 'png' ? await reencodeImage(bytes, 'png') : null
  if (!buffer) throw ValidationError.field('signature', ESTIMATE_MESSAGES.signatureInvalid)
  return buffer
}

export function createRepairEstimatesService(deps: EstimatesDeps) {
  const { db, flow, uploads, settings } = deps
  const pictures = createPictureReplacement({ db, dialect: deps.dialect, uploads })

  async function withLines(rows: EstimateRow[]) {
    const lines = await linesOf(
      db,
      rows.map((row) => row.id),
    )
    return (row: EstimateRow) => lines.filter((line) => line.estimate_id === row.id).map(lineInCents)
  }

  async function toParts(rows: EstimateRow[]): Promise<EstimateParts[]> {
    const linesFor = await withLines(rows)
    const ids = new Set<number>()
    for (const row of rows) for (const id of [row.created_by, row.decided_by]) if (id !== null) ids.add(id)
    const names = new Map((await userNames(db, [...ids])).map((user) => [user.id, user.name]))
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null))
    return rows.map((row) => {
      const state = stateOf(row.state)
      const decided = (state === 'approved' || state === 'declined') && row.decided_at !== null
      return {
        id: row.id,
        version: row.version,
        state,
        note: row.note,
        lines: linesFor(row),
        total: Number(row.total),
        createdAt: row.created_at,
        createdBy: nameOf(row.created_by),
        sentAt: row.sent_at,
        remindedAt: [row.reminded_24_at, row.reminded_72_at].filter((at): at is string => at !== null),
        decision: decided
          ? {
              decision: state === 'approved' ? 'approve' : 'decline',
              channel:
                row.decision_channel === 'counter' || row.decision_channel === 'phone'
                  ? row.decision_channel
                  : 'public',
              at: row.decided_at ?? '',
              name: row.decided_name,
              recordedBy: nameOf(row.decided_by),
              reason: row.decline_reason,
              clientIp: row.client_ip,
              userAgent: row.user_agent,
              versionHash: row.version_hash,
              hasSignature: row.signature !== null,
            }
          : null,
      }
    })
  }

  async function repairOrThrow(trx: Kysely<Database>, repairId: number) {
    const repair = await findRepair(trx, repairId)
    if (!repair) throw new NotFoundError()
    return repair
  }

  async function estimateOrThrow(trx: Kysely<Database>, repairId: number, estimateId: number) {
    const estimate = await findEstimate(trx, repairId, estimateId)
    if (!estimate) throw new NotFoundError()
    return estimate
  }

  async function defaultWarrantyDays(): Promise<number> {
    return (await settings.get()).pos.repairWarrantyDays
  }

  /**
   * The estimate's mail and its reminders go through the ticket's outbox (issue 30, item 8), written in the
   * caller's transaction: the repair page lists them with the status messages, and a failure is retried.
   */
  async function queueEstimateMail(
    trx: Kysely<Database>,
    kind: 'estimate' | 'reminder',
    to: { id: number; email: string; name: string; key: string; deviceName: string },
    estimate: { version: number; lines: EstimateLineInCents[] },
    /** The link base, read before the transaction (a read outside it would wait for SQLite's one connection). */
    base: string,
  ): Promise<void> {
    const current = await settings.getIn(trx)
    const money = (cents: number) => formatCents(cents, current.general)
    const link = `${base.replace(/\/+$/, '')}/track/${encodeURIComponent(to.key)}`
    const shop = current.general.site_name
    // The customer reads it: in their language (the ticket's contact), else the shop's.
    const customer = await trx
      .selectFrom('repairs')
      .innerJoin('customers', 'customers.id', 'repairs.customer_id')
      .selectAll('customers')
      .where('repairs.id', '=', to.id)
      .executeTakeFirst()
    const language = documentLanguage(customer, current.general)
    const about = { device: to.deviceName, key: to.key }
    await queueRepairMessage(trx, {
      repairId: to.id,
      channel: 'email',
      to: to.email,
      subject:
        kind === 'estimate'
          ? trIn(language, 'mail:estimate.subject', { shop, device: to.deviceName })
          : trIn(language, 'mail:estimate.reminderSubject', { shop }),
      body: [
        trIn(language, 'mail:estimate.greeting', { name: to.name }),
        '',
        kind === 'estimate'
          ? trIn(language, 'mail:estimate.intro', about)
          : trIn(language, 'mail:estimate.reminderIntro', about),
        '',
        ...estimate.lines.map((line) =>
          trIn(language, 'mail:estimate.line', {
            description: line.description,
            qty: line.qty,
            unitPrice: money(line.unitPrice),
            amount: money(line.qty * line.unitPrice),
          }),
        ),
        trIn(language, 'mail:estimate.total', { amount: money(estimateTotal(estimate.lines)) }),
        '',
        trIn(language, 'mail:estimate.howToAnswer'),
        link,
      ].join('\n'),
    })
  }

  /** Records an answer on a version in the caller's transaction and moves the ticket; answers the audit event. */
  async function decide(
    trx: Kysely<Database>,
    repairId: number,
    estimate: EstimateRow,
    fromStates: readonly string[],
    answer: {
      decision: EstimateDecision
      channel: EstimateChannel
      name: string
      reason: string
      userId: number | null
      signature: string | null
      clientIp: string
      userAgent: string
      hash: string
    },
  ) {
    const at = nowIso()
    const state = answer.decision === 'approve' ? 'approved' : 'declined'
    const changed = await updateEstimateFrom(trx, estimate.id, fromStates, {
      state,
      decided_at: at,
      decision_channel: answer.channel,
      decided_name: answer.name,
      decided_by: answer.userId,
      decline_reason: answer.decision === 'decline' ? answer.reason : '',
      signature: answer.signature,
      client_ip: answer.clientIp,
      user_agent: answer.userAgent.slice(0, 500),
      version_hash: answer.hash,
      updated_at: at,
    })
    if (!changed) throw new ConflictError(ESTIMATE_MESSAGES.superseded)
    await supersedeOpen(trx, repairId, estimate.id, at)
    const word = answer.decision === 'approve' ? 'approved' : 'declined'
    const reason = answer.decision === 'decline' && answer.reason ? `: ${answer.reason}` : ''
    const comment = `Estimate v${estimate.version} ${word} ${ESTIMATE_CHANNEL_LABELS[answer.channel]} by ${answer.name}${reason}`
    const channel = answer.channel === 'public' ? 'public' : 'staff'
    await flow.event(trx, repairId, answer.userId, 'estimate', { to: estimate.id, comment, channel, at })
    const moved = await flow.moveToGroup(
      trx,
      repairId,
      AFTER_DECISION[answer.decision],
      answer.userId,
      comment,
      channel,
    )
    return {
      entity: 'repair' as const,
      entityId: repairId,
      action: `estimate ${word}`,
      before: { estimate: { version: estimate.version, state: estimate.state }, ...(moved ? moved.before : {}) },
      after: {
        estimate: { version: estimate.version, state },
        decision: { channel: answer.channel, name: answer.name, ...(reason ? { reason: answer.reason } : {}) },
        versionHash: answer.hash,
        ...(answer.clientIp ? { clientIp: answer.clientIp } : {}),
        ...(moved ? moved.after : {}),
      },
    }
  }

  return {
    /** Every version of a ticket's estimate, newest first, with its warranty and come-back links. */
    async detailFields(repair: {
      id: number
      collected_at: string | null
      warranty_of: number | null
      warranty_claim: number
    }) {
      const estimates = await toParts(await estimatesOf(db, repair.id))
      const defaultDays = await defaultWarrantyDays()
      const warranty = await repairWarranty(db, repair, defaultDays)
      const original = repair.warranty_of === null ? null : await findRepair(db, repair.warranty_of)
      return {
        estimates,
        collectedAt: repair.collected_at,
        warrantyDays: warranty.days,
        warrantyUntil: warranty.until,
        warrantyOf: original
          ? {
              id: original.id,
              key: original.key,
              deviceName: original.deviceName,
              warrantyUntil: (await repairWarranty(db, original, defaultDays)).until,
              claim: repair.warranty_claim === 1,
            }
          : null,
        warrantyClaims: await warrantyClaimsOf(db, repair.id),
      }
    },

    /** What the tracking page shows: the version awaiting the customer, and the warranty once collected. */
    async publicView(repair: { id: number; collected_at: string | null }) {
      const awaiting = await awaitingEstimate(db, repair.id)
      const estimate = awaiting
        ? await (async () => {
            const lines = (await linesOf(db, [awaiting.id])).map(lineInCents)
            return {
              version: awaiting.version,
              lines,
              total: estimateTotal(lines),
              note: awaiting.note,
              sentAt: awaiting.sent_at,
            }
          })()
        : null
      const warranty = await repairWarranty(db, repair, await defaultWarrantyDays())
      return { estimate, warrantyUntil: warranty.until }
    },

    /** A new version (a draft); every open version before it is superseded. */
    async create(repairId: number, input: { lines: EstimateLineInCents[]; note: string }, userId: number | null) {
      return db.transaction().execute(async (trx) => {
        await repairOrThrow(trx, repairId)
        const version = await nextVersion(trx, repairId)
        const at = nowIso()
        const total = estimateTotal(input.lines)
        const id = await insertEstimate(
          trx,
          {
            repair_id: repairId,
            version,
            state: 'draft',
            note: input.note,
            total,
            created_by: userId,
            created_at: at,
            updated_at: at,
          },
          lineRows(input.lines),
        )
        await supersedeOpen(trx, repairId, id, at)
        await flow.event(trx, repairId, userId, 'estimate', { to: id, comment: `Estimate v${version} drafted`, at })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'estimate created',
          after: { estimate: estimateAudit({ version, state: 'draft', lines: input.lines, total }) },
        })
        return id
      })
    },

    /**
     * Edits a draft in place; a version already sent (or answered) stays as the customer saw it and the
     * change becomes the next version. A superseded version is history and cannot be edited.
     */
    async update(
      repairId: number,
      estimateId: number,
      input: { lines: EstimateLineInCents[]; note: string },
      userId: number | null,
    ): Promise<{ id: number; message: string }> {
      return db.transaction().execute(async (trx) => {
        const before = await estimateOrThrow(trx, repairId, estimateId)
        const lines = await linesOf(trx, [before.id])
        const total = estimateTotal(input.lines)
        const at = nowIso()
        if (before.state === 'superseded') throw new ConflictError(ESTIMATE_MESSAGES.notEditable)
        const beforeAudit = estimateAudit({ ...before, lines: lines.map(lineInCents), total: Number(before.total) })
        if (before.state === 'draft') {
          if (!(await updateEstimateFrom(trx, before.id, ['draft'], { note: input.note, total, updated_at: at })))
            throw new ConflictError(ESTIMATE_MESSAGES.notEditable)
          await replaceLines(trx, before.id, lineRows(input.lines))
          await flow.event(trx, repairId, userId, 'estimate', {
            to: before.id,
            comment: `Estimate v${before.version} edited`,
            at,
          })
          await recordAudit(trx, {
            entity: 'repair',
            entityId: repairId,
            action: 'estimate updated',
            before: { estimate: beforeAudit },
            after: { estimate: estimateAudit({ version: before.version, state: 'draft', lines: input.lines, total }) },
          })
          return { id: before.id, message: ESTIMATE_MESSAGES.updated }
        }
        const version = await nextVersion(trx, repairId)
        const id = await insertEstimate(
          trx,
          {
            repair_id: repairId,
            version,
            state: 'draft',
            note: input.note,
            total,
            created_by: userId,
            created_at: at,
            updated_at: at,
          },
          lineRows(input.lines),
        )
        await supersedeOpen(trx, repairId, id, at)
        await flow.event(trx, repairId, userId, 'estimate', {
          from: before.id,
          to: id,
          comment: `Estimate v${version} drafted from v${before.version}`,
          at,
        })
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'estimate revised',
          before: { estimate: beforeAudit },
          after: { estimate: estimateAudit({ version, state: 'draft', lines: input.lines, total }) },
        })
        return { id, message: ESTIMATE_MESSAGES.newVersion(version) }
      })
    },

    /** Sends a draft: it awaits the customer, the ticket waits for them, and the customer gets the mail. */
    async send(repairId: number, estimateId: number, userId: number | null): Promise<string> {
      const base = (await deps.linkBase()) ?? ''
      const sent = await db.transaction().execute(async (trx) => {
        const repair = await repairOrThrow(trx, repairId)
        const before = await estimateOrThrow(trx, repairId, estimateId)
        const at = nowIso()
        if (!(await updateEstimateFrom(trx, before.id, ['draft'], { state: 'sent', sent_at: at, updated_at: at })))
          throw new ConflictError(ESTIMATE_MESSAGES.notDraft)
        const lines = (await linesOf(trx, [before.id])).map(lineInCents)
        const comment = `Estimate v${before.version} sent${repair.email ? ` to ${repair.email}` : ''}`
        await flow.event(trx, repairId, userId, 'estimate', { to: before.id, comment, at })
        const moved = await flow.moveToGroup(trx, repairId, 'waiting_customer', userId, comment, 'staff')
        await recordAudit(trx, {
          entity: 'repair',
          entityId: repairId,
          action: 'estimate sent',
          before: { estimate: { version: before.version, state: before.state }, ...(moved ? moved.before : {}) },
          after: { estimate: { version: before.version, state: 'sent' }, ...(moved ? moved.after : {}) },
        })
        if (repair.email) await queueEstimateMail(trx, 'estimate', repair, { version: before.version, lines }, base)
        return repair
      })
      return sent.email ? ESTIMATE_MESSAGES.sent(sent.email) : ESTIMATE_MESSAGES.sentNoEmail
    },

    /** Staff record the customer's answer given at the counter or by phone (repairApprove). */
    async decideForCustomer(
      repairId: number,
      estimateId: number,
      input: { decision: EstimateDecision; channel: 'counter' | 'phone'; name: string; reason: string },
      userId: number | null,
    ): Promise<string> {
      await db.transaction().execute(async (trx) => {
        const repair = await repairOrThrow(trx, repairId)
        const estimate = await estimateOrThrow(trx, repairId, estimateId)
        if (estimate.state !== 'draft' && estimate.state !== 'sent')
          throw new ConflictError(ESTIMATE_MESSAGES.notAwaiting)
        const lines = (await linesOf(trx, [estimate.id])).map(lineInCents)
        const change = await decide(trx, repairId, estimate, ['draft', 'sent'], {
          ...input,
          userId,
          signature: null,
          clientIp: '',
          userAgent: '',
          hash: versionHash(repair.key, estimate.version, lines),
        })
        await recordAudit(trx, change)
      })
      return input.decision === 'approve' ? ESTIMATE_MESSAGES.approved : ESTIMATE_MESSAGES.declined
    },

    /**
     * The customer's answer on the tracking page. It names the version they saw: an answer to a version
     * staff have since changed is refused (409), never applied to the new one. Rate-limited per address.
     */
    async decidePublic(
      rawKey: string,
      input: { decision: EstimateDecision; version: number; name: string; signature: string; reason: string },
      client: { ip: string; userAgent: string },
    ): Promise<string> {
      await limitHits(db, `track-estimate|${client.ip}`, DECISION_LIMIT, ESTIMATE_MESSAGES.tooManyDecisions)
      const repair = await findRepairByKey(db, normaliseTrackingKey(rawKey))
      if (!repair) throw new NotFoundError(REPAIR_MESSAGES.notFound)
      // Issue 32 §3: from here on (a refusal too) the answer reads in the ticket's customer's language.
      answerIn(await customerLanguageOf(db, repair.customer_id))
      const awaiting = await awaitingEstimate(db, repair.id)
      if (!awaiting) throw new ConflictError(ESTIMATE_MESSAGES.noneAwaiting)
      if (awaiting.version !== input.version) throw new ConflictError(ESTIMATE_MESSAGES.superseded)
      const signature = await decodePngSignature(input.signature)
      await pictures.save(
        { signature: { buffer: signature, ext: 'png', area: SIGNATURE_AREA, private: true } },
        async (trx, stored) => {
          const lines = (await linesOf(trx, [awaiting.id])).map(lineInCents)
          const audit = await decide(trx, repair.id, awaiting, ['sent'], {
            decision: input.decision,
            channel: 'public',
            name: input.name,
            reason: input.reason,
            userId: null,
            signature: stored.signature,
            clientIp: client.ip,
            userAgent: client.userAgent,
            hash: versionHash(repair.key, awaiting.version, lines),
          })
          return { audit, result: undefined }
        },
      )
      return input.decision === 'approve' ? ESTIMATE_MESSAGES.approved : ESTIMATE_MESSAGES.declined
    },

    /** The path of a decision's signature, for the gated route to stream (404 when there is none). */
    async signatureFile(repairId: number, estimateId: number): Promise<string> {
      const estimate = await estimateOrThrow(db, repairId, estimateId)
      const file = estimate.signature ? uploads.privatePath(estimate.signature) : null
      if (!file) throw new NotFoundError()
      return file
    },

    /**
     * Reminds customers of estimates sent `hours` ago without an answer: once per threshold (the row records
     * it before the mail goes, so two app processes never both send). A version already past 72 hours gets
     * the 72-hour reminder only. Answers how many mails were sent.
     */
    async sendReminders(now: Date = new Date()): Promise<number> {
      const base = (await deps.linkBase()) ?? ''
      let sent = 0
      for (const hours of [...ESTIMATE_REMINDER_HOURS].reverse()) {
        const due = await dueForReminder(db, hours, new Date(now.getTime() - hours * 3_600_000).toISOString())
        for (const row of due) {
          const at = now.toISOString()
          const marked = await db.transaction().execute(async (trx) => {
            if (!(await markReminded(trx, row.id, hours, at))) return false
            if (hours === 72) await markReminded(trx, row.id, 24, at)
            const comment = `Estimate v${row.version} reminder sent after ${hours} hours to ${row.email}`
            await flow.event(trx, row.repair_id, null, 'estimate', { to: row.id, comment, channel: 'system', at })
            await recordAudit(trx, {
              entity: 'repair',
              entityId: row.repair_id,
              action: 'estimate reminder sent',
              after: { estimate: { version: row.version }, reminderHours: hours },
              actor: SYSTEM_ACTOR,
            })
            const lines = (await linesOf(trx, [row.id])).map(lineInCents)
            await queueEstimateMail(
              trx,
              'reminder',
              { ...row, id: row.repair_id },
              { version: row.version, lines },
              base,
            )
            return true
          })
          if (marked) sent += 1
        }
      }
      if (sent > 0) deps.nudge?.()
      return sent
    },
  }
}

export type RepairEstimatesService = ReturnType<typeof createRepairEstimatesService>
