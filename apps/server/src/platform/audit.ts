import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { AuditEntity, AuditVerifyResult } from '@counterpart/domain/schemas/audit'
import { isPostgres } from '../db/dialect.ts'
import type { AuditEventTable, Database } from '../db/schema.ts'
import { nowIso } from './time.ts'
import { insertBuiltOnceDeferred } from '../db/built-once.ts'

/**
 * The audit log (issue 19, docs/operations.md "The audit log"). A service that changes money, stock,
 * prices, users, settings or backups calls `recordAudit(trx, change)` inside the transaction of the
 * change, as its last statement: the event is written, or rolled back, with the change itself.
 *
 * Who, from where and through which route come from the request the route layer is serving
 * (`withAuditRequest` in platform/routes.ts), so services name only what changed.
 *
 * The chain is sealed after commit (issue 35, docs/decisions.md): the change's transaction only inserts its
 * event, and `sealAudit` (run moments later by the sealer, platform/audit-sealer.ts, and before any anchor
 * is read) gives the events committed since the last seal their chain numbers in the order it sees them,
 * each storing the hash of the one before. `verifyAuditChain` recomputes the sealed chain, names any event
 * edited, removed or added behind the API, and says how far the unsealed tail reaches.
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
 * the first call wrote the event, so this one writes none and the route layer expects none. A retry is
 * found once its own transaction failed on the key (an event it wrote there was rolled back with it), so it
 * counts as having written nothing.
 */
export function markAuditReplay(): void {
  const request = currentAuditRequest()
  if (!request) return
  request.replayed = true
  request.written = 0
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

/** What an event's hash covers: its fields, its number in the chain and the hash of the event before. */
export type ChainedEvent = Omit<EventRow, 'id' | 'seq' | 'hash'> & { seq: number }

/**
 * The hash of an event: SHA-256 over its fields in a fixed order, the previous hash included. The chain
 * number comes first, where the events written before the sealer (whose number was their id) had their id.
 */
export function eventHash(event: ChainedEvent): string {
  const fields = [
    event.seq,
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
 * Writes one event in the caller's transaction, unsealed: it takes no lock but its own row's, so changes on
 * many connections commit side by side (a head row updated here held every other change from this statement
 * to the commit). The sealer chains it once it is committed; rolled back with the change, it never was.
 */
export async function recordAudit(trx: Kysely<Database>, change: AuditChange): Promise<void> {
  const request = currentAuditRequest()
  const actor = change.actor ?? request?.actor ?? SYSTEM_ACTOR
  const event = {
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
    seq: null,
    prev_hash: '',
    hash: '',
  }
  // PostgreSQL draws the id from the column's sequence. SQLite writes one transaction at a time, so the
  // largest id plus one, read in the inserting statement, is never taken twice.
  const id = isPostgres(trx) ? undefined : sql<number>`(select coalesce(max(id), 0) + 1 from audit_events)`
  const row = id === undefined ? event : { ...event, id }
  // Its answer is never read: on PostgreSQL it goes with the transaction's next statement (deferred-writes.ts).
  await insertBuiltOnceDeferred(trx, 'audit_events', [row], () => trx.insertInto('audit_events').values(row))
  if (request) request.written += 1
}

/** Events sealed in one transaction: the head row is locked for one chunk at a time. */
const SEAL_CHUNK = 500

/**
 * Chains every committed unsealed event and returns how many it sealed. Each chunk is one transaction that
 * locks the head row first, so two sealers (two server processes) take turns: the second reads the head
 * and the unsealed events only after the first committed, and continues its chain. Within a transaction
 * (a Z report's) it seals in that transaction, its own uncommitted events included.
 */
export async function sealAudit(db: Kysely<Database>): Promise<number> {
  let sealed = 0
  for (;;) {
    const count = db.isTransaction ? await sealChunk(db) : await db.transaction().execute(sealChunk)
    sealed += count
    if (count < SEAL_CHUNK) return sealed
  }
}

async function sealChunk(trx: Kysely<Database>): Promise<number> {
  // An update, not a read: it takes the row lock on PostgreSQL (SQLite's transaction already writes alone).
  const head = await trx
    .updateTable('audit_chain_head')
    .set((eb) => ({ seq: eb.ref('seq') }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow()
  const rows = await trx
    .selectFrom('audit_events')
    .selectAll()
    .where('seq', 'is', null)
    .orderBy('id')
    .limit(SEAL_CHUNK)
    .execute()
  if (rows.length === 0) return 0
  let seq = Number(head.seq)
  let previous = head.hash
  const sealed: { id: number; seq: number; prev_hash: string; hash: string }[] = []
  for (const { id, seq: _unsealed, hash: _none, ...fields } of rows) {
    seq += 1
    const hash = eventHash({ ...fields, seq, prev_hash: previous })
    sealed.push({ id: Number(id), seq, prev_hash: previous, hash })
    previous = hash
  }
  if (isPostgres(trx)) {
    // One statement for the chunk: the head row's lock is held for one round trip, not one per event.
    const values = sql.join(
      sealed.map((row) => sql`(${row.id}::bigint, ${row.seq}::bigint, ${row.prev_hash}, ${row.hash})`),
    )
    await sql`update audit_events as e set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
      from (values ${values}) as v(id, seq, prev_hash, hash) where e.id = v.id`.execute(trx)
  } else {
    for (const row of sealed) {
      await trx
        .updateTable('audit_events')
        .set({ seq: row.seq, prev_hash: row.prev_hash, hash: row.hash })
        .where('id', '=', row.id)
        .execute()
    }
  }
  await trx.updateTable('audit_chain_head').set({ seq, hash: previous }).where('id', '=', 1).execute()
  return rows.length
}

/** The log's last event as the head row names it: its number and hash (0 and the genesis hash when empty). */
export interface AuditHead {
  seq: number
  hash: string
}

/**
 * The head of the chain, as printed on a Z report and written beside a backup: kept outside the database,
 * it anchors the log (a rewrite or a wipe no longer reaches it, see `verifyAuditChain`'s `expected`).
 * It seals first, so the anchor covers every event committed before it was read.
 */
export async function readAuditHead(db: Kysely<Database>): Promise<AuditHead> {
  await sealAudit(db)
  const head = await chainHeadRow(db)
  return { seq: Number(head?.seq ?? 0), hash: head?.hash ?? GENESIS_HASH }
}

/** The head row as stored: undefined before the first seal. */
function chainHeadRow(db: Kysely<Database>) {
  return db.selectFrom('audit_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst()
}

const VERIFY_CHUNK = 1000

/**
 * Recomputes the sealed chain from its first event: each event must follow the one before (no gap in the
 * chain numbers, its prev_hash the hash before it) and hash to what it stores; the head must name the last
 * event. Reads a thousand events at a time, so a long log never sits in memory. The unsealed tail (events
 * committed since the last seal) is reported, not judged: nothing chains it yet. Callers that want it
 * covered seal first (`sealAudit`).
 */
export async function verifyAuditChain(db: Kysely<Database>, expected?: AuditHead): Promise<AuditVerifyResult> {
  const problems: AuditVerifyResult['problems'] = []
  let previous = { seq: 0, hash: GENESIS_HASH }
  let checked = 0
  // The hash the log holds at the expected head's number (the genesis hash for event 0).
  let atExpected: string | null = expected?.seq === 0 ? GENESIS_HASH : null
  const readHead = async () => {
    const row = await chainHeadRow(db)
    return { row, seq: Number(row?.seq ?? 0) }
  }
  // The sealer may chain more events while the log is read (a seal writes its events and the head in one
  // commit). The events are judged up to the head read before them, so every one of those was committed
  // already; events found beyond it are judged once a newer head covers them. An event beyond a head that
  // did not move was not written by the sealer.
  let head = await readHead()
  let upTo = head.seq
  for (;;) {
    const rows = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '>', previous.seq)
      .$if(Number.isFinite(upTo), (query) => query.where('seq', '<=', upTo))
      .orderBy('seq')
      .limit(VERIFY_CHUNK)
      .execute()
    for (const { id: _id, seq: stored, hash, ...fields } of rows) {
      const seq = Number(stored)
      checked += 1
      if (seq !== previous.seq + 1) {
        const missing = seq - previous.seq - 1
        problems.push({
          id: previous.seq + 1,
          problem:
            missing === 1
              ? `Event ${previous.seq + 1} is missing: it was removed.`
              : `Events ${previous.seq + 1} to ${seq - 1} are missing: they were removed.`,
        })
      } else if (fields.prev_hash !== previous.hash) {
        problems.push({ id: seq, problem: `Event ${seq} does not follow event ${previous.seq}: one was altered.` })
      }
      if (eventHash({ ...fields, seq }) !== hash) problems.push({ id: seq, problem: `Event ${seq} was altered.` })
      if (expected && seq === expected.seq) atExpected = hash
      previous = { seq, hash }
    }
    if (rows.length === VERIFY_CHUNK) continue
    if (upTo === Number.POSITIVE_INFINITY) break
    const beyond = await db.selectFrom('audit_events').select('seq').where('seq', '>', upTo).limit(1).executeTakeFirst()
    if (!beyond) break
    const newer = await readHead()
    // A head that moved covers what was sealed meanwhile; one that did not leaves events no seal wrote, and
    // the rest of the log is read as it stands.
    if (newer.seq > head.seq) {
      head = newer
      upTo = newer.seq
    } else upTo = Number.POSITIVE_INFINITY
  }
  const headSeq = head.seq
  if (headSeq > previous.seq) {
    problems.push({
      id: previous.seq + 1,
      problem:
        headSeq === previous.seq + 1
          ? `Event ${headSeq} is missing: it was removed.`
          : `Events ${previous.seq + 1} to ${headSeq} are missing: they were removed.`,
    })
  } else if (headSeq < previous.seq || (head.row && head.row.hash !== previous.hash)) {
    problems.push({ id: previous.seq, problem: `Event ${previous.seq} is not the last one the log wrote.` })
  }
  if (expected) problems.push(...(await anchorProblems(db, expected, atExpected, previous.seq)))
  const last = headSeq > 0 && head.row ? { id: headSeq, hash: head.row.hash } : null
  return { ok: problems.length === 0, checked, problems, last, unsealed: await unsealedTail(db) }
}

/** How far the unsealed tail reaches: its count and its first and last insertion ids. */
async function unsealedTail(db: Kysely<Database>): Promise<AuditVerifyResult['unsealed']> {
  const tail = await db
    .selectFrom('audit_events')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('id').as('first'),
      eb.fn.max('id').as('last'),
    ])
    .where('seq', 'is', null)
    .executeTakeFirst()
  const count = Number(tail?.count ?? 0)
  return {
    count,
    firstId: count > 0 ? Number(tail?.first) : null,
    lastId: count > 0 ? Number(tail?.last) : null,
  }
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
    .select(['id', 'seq', 'changes'])
    .where('entity', '=', 'backup')
    .where('action', '=', 'backup restored')
    .orderBy('id')
    .execute()
  for (const { seq, changes } of restores) {
    // A restore still unsealed is named by the number it will take: it is the next one after the head.
    const restore = { id: Number(seq ?? lastId + 1), changes }
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
