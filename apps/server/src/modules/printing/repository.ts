import type { Insertable, Kysely, Selectable } from 'kysely'
import type { PrintJobQuery } from '@counterpart/domain/schemas/printing'
import type { Database } from '../../db/schema.ts'
import { paginate } from '../../platform/paging.ts'

type Db = Kysely<Database>
export type PrinterRow = Selectable<Database['printers']>
export type PrintJobRow = Selectable<Database['print_jobs']>

export const listPrinterRows = (db: Db) => db.selectFrom('printers').selectAll().orderBy('name').orderBy('id').execute()

export const findPrinterRow = (db: Db, id: number) =>
  db.selectFrom('printers').selectAll().where('id', '=', id).executeTakeFirst()

/** The tills that print on these printers, by name. */
export async function tillsOfPrinters(db: Db, printerIds: number[]) {
  if (printerIds.length === 0) return []
  return db
    .selectFrom('tills')
    .select(['id', 'name', 'printer_id'])
    .where('printer_id', 'in', printerIds)
    .orderBy('name')
    .execute()
}

export async function insertPrinter(db: Db, values: Insertable<Database['printers']>): Promise<number> {
  const row = await db.insertInto('printers').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export const updatePrinter = (db: Db, id: number, values: Partial<Insertable<Database['printers']>>) =>
  db.updateTable('printers').set(values).where('id', '=', id).execute()

export const deletePrinter = (db: Db, id: number) => db.deleteFrom('printers').where('id', '=', id).execute()

export async function hasJobs(db: Db, printerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('print_jobs')
    .select('id')
    .where('printer_id', '=', printerId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export const findTillRow = (db: Db, id: number) =>
  db.selectFrom('tills').select(['id', 'name', 'printer_id', 'print_mode']).where('id', '=', id).executeTakeFirst()

export const setTillPrinter = (db: Db, id: number, values: { printer_id: number | null; print_mode: string }) =>
  db.updateTable('tills').set(values).where('id', '=', id).execute()

export async function insertJob(db: Db, values: Insertable<Database['print_jobs']>): Promise<number> {
  const row = await db.insertInto('print_jobs').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * A job with what its list row names: its till's and printer's names. Its document's number is in its payload,
 * written when it was queued, so the list reads no other module's tables.
 */
function jobsQuery(db: Db) {
  return db
    .selectFrom('print_jobs')
    .innerJoin('printers', 'printers.id', 'print_jobs.printer_id')
    .leftJoin('tills', 'tills.id', 'print_jobs.till_id')
    .selectAll('print_jobs')
    .select(['printers.name as printer_name', 'tills.name as till_name'])
}
export type PrintJobListRow = Awaited<ReturnType<ReturnType<typeof jobsQuery>['executeTakeFirstOrThrow']>>

export const findJobRow = (db: Db, id: number) => jobsQuery(db).where('print_jobs.id', '=', id).executeTakeFirst()

/** The jobs of a till, a printer or in a state, newest first, paged in SQL. */
export function listJobRows(db: Db, query: PrintJobQuery) {
  let list = jobsQuery(db)
  let count = db.selectFrom('print_jobs').select('print_jobs.id')
  if (query.till_id !== undefined) {
    list = list.where('print_jobs.till_id', '=', query.till_id)
    count = count.where('print_jobs.till_id', '=', query.till_id)
  }
  if (query.printer_id !== undefined) {
    list = list.where('print_jobs.printer_id', '=', query.printer_id)
    count = count.where('print_jobs.printer_id', '=', query.printer_id)
  }
  if (query.state !== undefined) {
    list = list.where('print_jobs.state', '=', query.state)
    count = count.where('print_jobs.state', '=', query.state)
  }
  return paginate(list, query, {
    sortable: { id: 'print_jobs.id', created_at: 'print_jobs.id', state: 'print_jobs.state' },
    defaultSort: 'print_jobs.id',
    defaultDesc: true,
    tieBreaker: 'print_jobs.id',
    countFrom: count,
  })
}
