import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AuditEntity, AuditVerifyResult } from '@counterpart/domain/schemas/audit'
import type { AuditEventTable, Database } from '../db/schema.ts'
import { nowIso } from './time.ts'

/**
 * The audit log (issue 19, docs/operations.md "The audit log"). A service that changes money, stock,
 * prices, users, settings or backups calls `recordAudit(trx, change)` inside the transaction of the
 * change, as its last statement: the event is written, or rolled back, with the change itself.
 *
 * Who, from where and through which route come from the request the route layer is serving
 * (`withAuditRequest` in platform/routes.ts), so services name only what changed. Each event stores the
 * hash of the one before; `verifyAuditChain` recomputes the chain and names any event edited, removed or
 * added behind the API.
 */

export interface AuditActor {
  id: number | null
  name: string
}

/** The request a change comes from, kept for the services it calls. */
export interface AuditRequest {
  actor: AuditActor | null
  ip: string
  requestId: string
  /** 'PATCH /api/product/:id': the matched route, not the raw URL. */
  route: string
  /** Events written for this request so far: a mutating route writes exactly one. */
  written: number
  /** A retry answered with the first call's answer (an Idempotency-Key replay): it changed nothing, so no event. */
  replayed?: boolean
}

export interface AuditChange {
  entity: AuditEntity
  entityId: number | string | null
  /** What happened, in a few words: 'created', 'updated', 'removed', 'sold', 'restored' ... */
  action: string
  /** The record before the change (null or left out when it is new). */
  before?: Record<string, unknown> | null
  /** The record after the change (null or left out when it is removed). */
  after?: Record<string, unknown> | null
  /** Who acted, when the request had no signed-in user yet (signing in). */
  actor?: AuditActor
}

/** A change made outside any request (the daily backup): the event names the system as its author. */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' }

const requests = new AsyncLocalStorage<AuditRequest>()

export function withAuditRequest<T>(request: AuditRequest, work: () => Promise<T>): Promise<T> {
  return requests.run(request, work)
}

export function currentAuditRequest(): AuditRequest | undefined {
  return requests.getStore()
}

/**
 * The request is a retry answered with its first answer (a sale's Idempotency-Key): nothing changes now,
 * the first call wrote the event, so this one writes none and the route layer expects none.
 */
export function markAuditReplay(): void {
  const request = currentAuditRequest()
  if (request) request.replayed = true
}

/** The hash the first event chains to. */
export const GENESIS_HASH = '0'.repeat(64)

// Values never written to the log: a field whose name says it holds a secret is shown as changed only.
// ownnerInfo is the general settings' owner licence key (a purchased key that never leaves the server).
const SECRET_FIELD = /pass(word)?|secret|token|licen[cs]e_?key|api_?key|ownnerInfo/i
const SECRET_CHANGED = '(changed)'
// Bookkeeping every row carries; the event's own time says when.
const IGNORED_FIELDS = new Set(['updated_at', 'created_at'])

type Changes = Record<string, { before?: unknown; after?: unknown }>

/** The fields that differ between before and after, secrets masked. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Changes {
  const changes: Changes = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of [...keys].sort()) {
    if (IGNORED_FIELDS.has(key)) continue
    const was = before?.[key]
    const now = after?.[key]
    if (JSON.stringify(was) === JSON.stringify(now)) continue
    if (SECRET_FIELD.test(key)) {
      changes[key] = { after: SECRET_CHANGED }
      continue
    }
    const change: { before?: unknown; after?: unknown } = {}
    if (before && was !== undefined) change.before = was
    if (after && now !== undefined) change.after = now
    changes[key] = change
  }
  return changes
}

type EventRow = Selectable<AuditEventTable>

/** The hash of an event: SHA-256 over its fields in a fixed order, the previous hash included. */
export function eventHash(event: Omit<EventRow, 'hash'>): string {
  const fields = [
    event.id,
    event.at,
    event.user_id,
    event.user_name,
    event.ip,
    event.request_id,
    event.route,
    event.entity,
    event.entity_id,
    event.action,
    event.changes,
    event.prev_hash,
  ]
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

/**
 * Writes one event in the caller's transaction. The chain's head row is locked by the update (PostgreSQL
 * holds the row lock until commit; SQLite runs one write transaction at a time), so two changes committing
 * at once get consecutive numbers and chain in order. Call it last in the transaction: the lock is held
 * from here to the commit.
 */
export async function recordAudit(trx: Kysely<Database>, change: AuditChange): Promise<void> {
  const request = currentAuditRequest()
  const actor = change.actor ?? request?.actor ?? SYSTEM_ACTOR
  const head = await trx
    .updateTable('audit_chain_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow()
  const event: Omit<EventRow, 'hash'> = {
    id: Number(head.seq),
    at: nowIso(),
    user_id: actor.id,
    user_name: actor.name,
    ip: request?.ip ?? '',
    request_id: request?.requestId ?? '',
    route: request?.route ?? '',
    entity: change.entity,
    entity_id: change.entityId === null ? null : String(change.entityId),
    action: change.action,
    changes: JSON.stringify(changedFields(change.before, change.after)),
    prev_hash: head.hash,
  }
  const hash = eventHash(event)
  await trx
    .insertInto('audit_events')
    .values({ ...event, hash })
    .execute()
  await trx.updateTable('audit_chain_head').set({ hash }).where('id', '=', 1).execute()
  if (request) request.written += 1
}

/** The log's last event as the head row names it: its number and hash (0 and the genesis hash when empty). */
export interface AuditHead {
  seq: number
  hash: string
}

/**
 * The head of the chain, as printed on a Z report and written beside a backup: kept outside the database,
 * it anchors the log (a rewrite or a wipe no longer reaches it, see `verifyAuditChain`'s `expected`).
 */
export async function readAuditHead(db: Kysely<Database>): Promise<AuditHead> {
  const head = await db.selectFrom('audit_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst()
  return { seq: Number(head?.seq ?? 0), hash: head?.hash ?? GENESIS_HASH }
}

const VERIFY_CHUNK = 1000

/**
 * Recomputes the chain from the first event: each event must follow the one before (no gap in the
 * numbers, its prev_hash the hash before it) and hash to what it stores; the head must name the last
 * event. Reads a thousand events at a time, so a long log never sits in memory.
 */
export async function verifyAuditChain(db: Kysely<Database>, expected?: AuditHead): Promise<AuditVerifyResult> {
  const problems: AuditVerifyResult['problems'] = []
  let previous = { id: 0, hash: GENESIS_HASH }
  let checked = 0
  // The hash the log holds at the expected head's number (the genesis hash for event 0).
  let atExpected: string | null = expected?.seq === 0 ? GENESIS_HASH : null
  for (;;) {
    const rows = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', previous.id)
      .orderBy('id')
      .limit(VERIFY_CHUNK)
      .execute()
    for (const raw of rows) {
      const row = { ...raw, id: Number(raw.id) }
      checked += 1
      if (row.id !== previous.id + 1) {
        const missing = row.id - previous.id - 1
        problems.push({
          id: previous.id + 1,
          problem:
            missing === 1
              ? `Event ${previous.id + 1} is missing: it was removed.`
              : `Events ${previous.id + 1} to ${row.id - 1} are missing: they were removed.`,
        })
      } else if (row.prev_hash !== previous.hash) {
        problems.push({ id: row.id, problem: `Event ${row.id} does not follow event ${previous.id}: one was altered.` })
      }
      const { hash, ...fields } = row
      if (eventHash(fields) !== hash) problems.push({ id: row.id, problem: `Event ${row.id} was altered.` })
      if (expected && row.id === expected.seq) atExpected = hash
      previous = { id: row.id, hash }
    }
    if (rows.length < VERIFY_CHUNK) break
  }
  const head = await db.selectFrom('audit_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst()
  const headSeq = Number(head?.seq ?? 0)
  if (headSeq > previous.id) {
    problems.push({
      id: previous.id + 1,
      problem:
        headSeq === previous.id + 1
          ? `Event ${headSeq} is missing: it was removed.`
          : `Events ${previous.id + 1} to ${headSeq} are missing: they were removed.`,
    })
  } else if (headSeq < previous.id || (head && head.hash !== previous.hash)) {
    problems.push({ id: previous.id, problem: `Event ${previous.id} is not the last one the log wrote.` })
  }
  if (expected) problems.push(...(await anchorProblems(db, expected, atExpected, previous.id)))
  const last = headSeq > 0 && head ? { id: headSeq, hash: head.hash } : null
  return { ok: problems.length === 0, checked, problems, last }
}

/**
 * A head kept outside the database (printed on a Z, written beside a backup) that this log does not reach:
 * the log was wiped, cut back or rewritten since, which an intact chain alone cannot show. A restore is such
 * a rewrite too: its event (in the restored log) names the head of the log it replaced, and each is named.
 */
async function anchorProblems(
  db: Kysely<Database>,
  expected: AuditHead,
  found: string | null,
  lastId: number,
): Promise<AuditVerifyResult['problems']> {
  if (found === expected.hash) return []
  const problems: AuditVerifyResult['problems'] = [
    {
      id: expected.seq,
      problem:
        found === null
          ? `The log does not reach event ${expected.seq}, the head you hold (it ends at event ${lastId}): it was wiped or cut back.`
          : `Event ${expected.seq} is not the event you hold (hash ${expected.hash.slice(0, 12)}…): the log was rewritten.`,
    },
  ]
  const restores = await db
    .selectFrom('audit_events')
    .select(['id', 'changes'])
    .where('entity', '=', 'backup')
    .where('action', '=', 'backup restored')
    .orderBy('id')
    .execute()
  for (const restore of restores) {
    const replaced = /"replacedAuditHead":\{"after":"(\d+):([0-9a-f]{64})"/.exec(restore.changes)
    problems.push({
      id: Number(restore.id),
      problem: replaced
        ? `Event ${Number(restore.id)} is a restore: the log it replaced ended at event ${replaced[1]} (hash ${replaced[2]?.slice(0, 12)}…) and is kept in that restore's safety backup.`
        : `Event ${Number(restore.id)} is a restore: it replaced the log before it.`,
    })
  }
  return problems
}
