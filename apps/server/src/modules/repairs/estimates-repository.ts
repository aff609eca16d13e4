import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** The SQL of repair estimates (issue 30, item 5) and of the warranty they set (item 7). */

export type EstimateRow = Selectable<Database['repair_estimates']>
export type EstimateLineRow = Selectable<Database['repair_estimate_lines']>
type EstimateChange = Omit<Updateable<Database['repair_estimates']>, 'id' | 'repair_id' | 'version'>

export function estimatesOf(db: Kysely<Database>, repairId: number) {
  return db
    .selectFrom('repair_estimates')
    .selectAll()
    .where('repair_id', '=', repairId)
    .orderBy('version', 'desc')
    .execute()
}

export function findEstimate(db: Kysely<Database>, repairId: number, estimateId: number) {
  return db
    .selectFrom('repair_estimates')
    .selectAll()
    .where('id', '=', estimateId)
    .where('repair_id', '=', repairId)
    .executeTakeFirst()
}

/** The version awaiting the customer's answer, if any (at most one is sent at a time). */
export function awaitingEstimate(db: Kysely<Database>, repairId: number) {
  return db
    .selectFrom('repair_estimates')
    .selectAll()
    .where('repair_id', '=', repairId)
    .where('state', '=', 'sent')
    .orderBy('version', 'desc')
    .executeTakeFirst()
}

/** The approved version the warranty comes from: the latest one approved. */
export function approvedEstimate(db: Kysely<Database>, repairId: number) {
  return db
    .selectFrom('repair_estimates')
    .selectAll()
    .where('repair_id', '=', repairId)
    .where('state', '=', 'approved')
    .orderBy('version', 'desc')
    .executeTakeFirst()
}

export async function nextVersion(db: Kysely<Database>, repairId: number): Promise<number> {
  const row = await db
    .selectFrom('repair_estimates')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('repair_id', '=', repairId)
    .executeTakeFirst()
  return Number(row?.version ?? 0) + 1
}

export async function insertEstimate(
  db: Kysely<Database>,
  estimate: Insertable<Database['repair_estimates']>,
  lines: Omit<Insertable<Database['repair_estimate_lines']>, 'estimate_id'>[],
): Promise<number> {
  const { id } = await db.insertInto('repair_estimates').values(estimate).returning('id').executeTakeFirstOrThrow()
  await db
    .insertInto('repair_estimate_lines')
    .values(lines.map((line) => ({ ...line, estimate_id: id })))
    .execute()
  return id
}

export async function replaceLines(
  db: Kysely<Database>,
  estimateId: number,
  lines: Omit<Insertable<Database['repair_estimate_lines']>, 'estimate_id'>[],
): Promise<void> {
  await db.deleteFrom('repair_estimate_lines').where('estimate_id', '=', estimateId).execute()
  await db
    .insertInto('repair_estimate_lines')
    .values(lines.map((line) => ({ ...line, estimate_id: estimateId })))
    .execute()
}

/**
 * Changes a version only while it is in the state the caller read (a guarded update): of two answers sent
 * at once for the same version, one finds it sent and the other finds nothing to change.
 */
export async function updateEstimateFrom(
  db: Kysely<Database>,
  estimateId: number,
  fromStates: readonly string[],
  change: EstimateChange,
): Promise<boolean> {
  const result = await db
    .updateTable('repair_estimates')
    .set(change)
    .where('id', '=', estimateId)
    .where('state', 'in', [...fromStates])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Every other version still open (draft or awaiting an answer) becomes superseded by a newer one. */
export async function supersedeOpen(db: Kysely<Database>, repairId: number, exceptId: number, at: string) {
  const result = await db
    .updateTable('repair_estimates')
    .set({ state: 'superseded', updated_at: at })
    .where('repair_id', '=', repairId)
    .where('id', '<>', exceptId)
    .where('state', 'in', ['draft', 'sent'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function linesOf(db: Kysely<Database>, estimateIds: number[]) {
  if (estimateIds.length === 0) return Promise.resolve([] as EstimateLineRow[])
  return db
    .selectFrom('repair_estimate_lines')
    .selectAll()
    .where('estimate_id', 'in', estimateIds)
    .orderBy('estimate_id')
    .orderBy('position')
    .execute()
}

/** Sent versions without an answer, sent before `sentBefore`, not yet reminded at this threshold. */
export function dueForReminder(db: Kysely<Database>, hours: 24 | 72, sentBefore: string) {
  const column = hours === 24 ? 'reminded_24_at' : 'reminded_72_at'
  return db
    .selectFrom('repair_estimates')
    .innerJoin('repairs', 'repairs.id', 'repair_estimates.repair_id')
    .select([
      'repair_estimates.id',
      'repair_estimates.repair_id',
      'repair_estimates.version',
      'repair_estimates.total',
      'repair_estimates.sent_at',
      'repairs.key',
      'repairs.name',
      'repairs.email',
      'repairs.deviceName',
    ])
    .where('repair_estimates.state', '=', 'sent')
    .where('repairs.email', '<>', '')
    .where('repair_estimates.sent_at', '<=', sentBefore)
    .where(`repair_estimates.${column}`, 'is', null)
    .orderBy('repair_estimates.id')
    .limit(200)
    .execute()
}

/** Marks a reminder sent, once: false when another process marked it first. */
export async function markReminded(db: Kysely<Database>, estimateId: number, hours: 24 | 72, at: string) {
  const column = hours === 24 ? 'reminded_24_at' : 'reminded_72_at'
  const result = await db
    .updateTable('repair_estimates')
    .set({ [column]: at })
    .where('id', '=', estimateId)
    .where('state', '=', 'sent')
    .where(column, 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A come-back's original, and how many come-backs were opened under its warranty. */
export async function warrantyClaimsOf(db: Kysely<Database>, repairId: number): Promise<number> {
  const row = await db
    .selectFrom('repairs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('warranty_of', '=', repairId)
    .where('warranty_claim', '=', 1)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Versions the customer answered (approved or declined): a record of their consent, never removed. */
export async function answeredEstimates(db: Kysely<Database>, repairId: number): Promise<number> {
  const row = await db
    .selectFrom('repair_estimates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('repair_id', '=', repairId)
    .where('state', 'in', ['approved', 'declined'])
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
