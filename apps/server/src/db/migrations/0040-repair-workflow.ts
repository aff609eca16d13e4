import { sql, type Kysely } from 'kysely'
import { isPostgres, notNullDefault, withId } from './helpers.ts'

/**
 * The repair workflow's foundation (issue 30, items 1 to 3).
 *
 * - `repair_statuses`: the shop's own statuses, each in one fixed group (`status_group`: new | diagnosing |
 *   waiting_customer | waiting_parts | in_repair | ready | collected | cancelled), with its `name`, the
 *   `public_label` the tracking page shows, a `colour` (#rrggbb), a `position` within its group,
 *   `is_default` (exactly one per group: `repair_statuses_default_idx`), `requires_comment` and
 *   `limit_minutes` (null: never overdue). One default status per group is seeded.
 * - `repair_events`: append-only history of a ticket: `type` created | status | technician | note, `at`,
 *   `user_id`, `from_id` → `to_id` (status ids, or user ids for a technician), `comment`, `channel`
 *   staff | public | system; read by (repair_id, id).
 * - `repairs.status_id` (not null), `technician_id`, `promised_at`, `priority` (low | normal | high | urgent,
 *   normal at first); `repairs_status_id_idx` and `repairs_technician_id_idx` for the list's filters.
 *   Every existing job takes a status: pending (0) the default of "new", complete (1) the default of
 *   "ready"; each gets a created event at its creation, and a complete one a status event at its last
 *   change, so time in status counts from there.
 * - `users.repairStatusManage`, `users.repairAssign`: off for every account but the admin.
 *
 * SQLite cannot add a not-null column that references another table, so there `status_id` is a plain
 * not-null integer the repairs service fills; PostgreSQL holds the foreign key.
 */
const SEEDED = [
  ['new', 'New', 'Received', '#1976d2'],
  ['diagnosing', 'Diagnosing', 'Being checked', '#7b1fa2'],
  ['waiting_customer', 'Waiting for customer', 'Waiting for your reply', '#ef6c00'],
  ['waiting_parts', 'Waiting for parts', 'Waiting for parts', '#f9a825'],
  ['in_repair', 'In repair', 'In repair', '#0288d1'],
  ['ready', 'Ready for pickup', 'Ready for pickup', '#2e7d32'],
  ['collected', 'Collected', 'Collected', '#616161'],
  ['cancelled', 'Cancelled', 'Not repaired', '#c62828'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('repair_statuses'))
    .addColumn('status_group', 'varchar(24)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('public_label', 'varchar(100)', notNullDefault(''))
    .addColumn('colour', 'varchar(16)', notNullDefault('#757575'))
    .addColumn('position', 'integer', notNullDefault(1))
    .addColumn('is_default', 'integer', notNullDefault(0))
    .addColumn('requires_comment', 'integer', notNullDefault(0))
    .addColumn('limit_minutes', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await sql`create unique index repair_statuses_default_idx on repair_statuses (status_group) where is_default = 1`.execute(
    db,
  )
  await db.schema
    .createIndex('repair_statuses_group_idx')
    .on('repair_statuses')
    .columns(['status_group', 'position'])
    .execute()
  const now = new Date().toISOString()
  for (const [group, name, label, colour] of SEEDED) {
    await sql`insert into repair_statuses
      (status_group, name, public_label, colour, position, is_default, requires_comment, limit_minutes, created_at, updated_at)
      values (${group}, ${name}, ${label}, ${colour}, 1, 1, 0, null, ${now}, ${now})`.execute(db)
  }

  await withId(db, db.schema.createTable('repair_events'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('from_id', 'integer')
    .addColumn('to_id', 'integer')
    .addColumn('comment', 'varchar(1000)', notNullDefault(''))
    .addColumn('channel', 'varchar(8)', notNullDefault('staff'))
    .execute()
  await db.schema.createIndex('repair_events_repair_idx').on('repair_events').columns(['repair_id', 'id']).execute()

  if (isPostgres(db)) {
    await sql`alter table repairs add column status_id integer references repair_statuses (id)`.execute(db)
    await sql`alter table repairs add column technician_id integer references users (id)`.execute(db)
  } else {
    await sql`alter table repairs add column status_id integer not null default 0`.execute(db)
    await sql`alter table repairs add column technician_id integer`.execute(db)
  }
  await db.schema.alterTable('repairs').addColumn('promised_at', 'varchar(32)').execute()
  await db.schema.alterTable('repairs').addColumn('priority', 'varchar(8)', notNullDefault('normal')).execute()

  const defaultOf = (group: string) =>
    sql`(select id from repair_statuses where status_group = ${group} and is_default = 1)`
  await sql`update repairs set status_id = ${defaultOf('new')} where status <> 1`.execute(db)
  await sql`update repairs set status_id = ${defaultOf('ready')} where status = 1`.execute(db)
  if (isPostgres(db)) await sql`alter table repairs alter column status_id set not null`.execute(db)
  await db.schema.createIndex('repairs_status_id_idx').on('repairs').columns(['status_id', 'id']).execute()
  await sql`create index repairs_technician_id_idx on repairs (technician_id) where technician_id is not null`.execute(
    db,
  )

  await sql`insert into repair_events (repair_id, at, user_id, type, from_id, to_id, comment, channel)
    select id, created_at, created_by, 'created', null, ${defaultOf('new')}, '', 'system' from repairs
    order by repairs.id`.execute(db)
  await sql`insert into repair_events (repair_id, at, user_id, type, from_id, to_id, comment, channel)
    select id, updated_at, null, 'status', ${defaultOf('new')}, ${defaultOf('ready')}, '', 'system' from repairs
    where status = 1 order by repairs.id`.execute(db)

  for (const flag of ['repairStatusManage', 'repairAssign']) {
    await db.schema.alterTable('users').addColumn(flag, 'integer', notNullDefault(0)).execute()
    await sql`update users set ${sql.ref(flag)} = 1 where id = 1`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of ['repairStatusManage', 'repairAssign'])
    await db.schema.alterTable('users').dropColumn(flag).execute()
  await db.schema.dropIndex('repairs_technician_id_idx').execute()
  await db.schema.dropIndex('repairs_status_id_idx').execute()
  for (const column of ['priority', 'promised_at', 'technician_id', 'status_id'])
    await db.schema.alterTable('repairs').dropColumn(column).execute()
  await db.schema.dropTable('repair_events').execute()
  await db.schema.dropTable('repair_statuses').execute()
}
