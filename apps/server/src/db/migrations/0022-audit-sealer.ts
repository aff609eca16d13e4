import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

/**
 * The audit chain off the sale's critical path (issue 35, docs/decisions.md "The audit chain is sealed
 * after commit").
 *
 * - `audit_events.id` becomes the event's insertion id, given at insert without touching the chain's
 *   head row: PostgreSQL draws it from a sequence (owned by the column, so a dump carries it); SQLite,
 *   whose `bigint primary key` is no rowid alias, takes max(id) + 1 in the inserting statement (one
 *   writer at a time there).
 * - `audit_events.seq` is the event's number in the chain, given by the sealer with its prev_hash and
 *   hash; null while the event is unsealed (its prev_hash and hash are then ''). Every event written
 *   before this migration was chained with its id as its number, so it keeps that number, already sealed.
 * - `audit_events_seq`: unique, so no two events share a chain number, and the walk by number is an
 *   index scan. `audit_events_unsealed`: a partial index on the unsealed events alone, so the sealer's
 *   query reads the tail and never the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('seq', 'bigint').execute()
  await sql`update audit_events set seq = id`.execute(db)
  await db.schema.createIndex('audit_events_seq').on('audit_events').column('seq').unique().execute()
  await db.schema
    .createIndex('audit_events_unsealed')
    .on('audit_events')
    .column('id')
    .where(sql.ref('seq'), 'is', null)
    .execute()
  if (isPostgres(db)) {
    await sql`create sequence audit_events_id_seq owned by audit_events.id`.execute(db)
    await sql`select setval('audit_events_id_seq', coalesce((select max(id) from audit_events), 0) + 1, false)`.execute(
      db,
    )
    await sql`alter table audit_events alter column id set default nextval('audit_events_id_seq')`.execute(db)
  }
}

/**
 * Before 0022 an event's chain number was its id. Going back is exact while every event is sealed with its
 * id as its number (always so on SQLite once sealed); an event still unsealed, or one numbered apart from
 * its id (PostgreSQL: a rolled-back transaction leaves a gap in the ids, and commits are chained in their
 * order), would be left outside the older chain or verify as tampered, so the migration refuses and changes
 * nothing: start the server once (it seals) or restore a backup taken before the upgrade.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from audit_events where seq is null or seq <> id
  `.execute(db)
  const apart = Number(rows[0]?.n ?? 0)
  if (apart > 0) {
    throw new Error(
      `0022-audit-sealer cannot be undone: ${apart} audit ${apart === 1 ? 'event is' : 'events are'} unsealed or chained under a number other than ${apart === 1 ? 'its' : 'their'} id, which the audit log before 0022 cannot verify. Start the server once to seal, or restore a backup taken before the upgrade.`,
    )
  }
  if (isPostgres(db)) {
    await sql`alter table audit_events alter column id drop default`.execute(db)
    await sql`drop sequence audit_events_id_seq`.execute(db)
  }
  await db.schema.dropIndex('audit_events_unsealed').execute()
  await db.schema.dropIndex('audit_events_seq').execute()
  await db.schema.alterTable('audit_events').dropColumn('seq').execute()
}
