import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { TEST_DIALECT, testAppForFile } from '../../test/helpers.ts'
import { openDatabase } from './connection.ts'
import { preparedEverywhere } from './prepared-mark.ts'

const test = await testAppForFile()

/**
 * Statements are kept prepared per connection (connection.ts: PreparingClient on PostgreSQL, inside
 * transactions; the statement cache on SQLite). A table that changes shape under a prepared statement (a restore of an
 * older backup followed by its migrations) must not leave that statement broken.
 */
describe(`prepared statements on ${TEST_DIALECT}`, () => {
  it('answer with the new columns after their table changed, failing at most once', async () => {
    await sql`create table shelf_labels (id integer primary key, code varchar(20) not null)`.execute(test.database.db)
    await sql`insert into shelf_labels (id, code) values (1, 'A-1'), (2, 'B-2')`.execute(test.database.db)
    await test.database.db.connection().execute(async (connection) => {
      // In a transaction, as the sale's statements run (those are the ones kept prepared on PostgreSQL).
      const read = () =>
        connection
          .transaction()
          .execute(
            async (trx) =>
              (await sql<Record<string, unknown>>`select * from shelf_labels where id = ${2}`.execute(trx)).rows,
          )
      for (let run = 0; run < 6; run++) expect(await read()).toEqual([{ id: 2, code: 'B-2' }])

      await sql`alter table shelf_labels add column colour varchar(20) not null default 'red'`.execute(connection)
      let failures = 0
      let rows: Record<string, unknown>[] = []
      for (let attempt = 0; attempt < 2 && rows.length === 0; attempt++) {
        try {
          rows = await read()
        } catch (error) {
          failures++
          expect((error as { code?: string }).code).toBe('0A000')
        }
      }
      expect(failures).toBeLessThanOrEqual(1)
      expect(rows).toEqual([{ id: 2, code: 'B-2', colour: 'red' }])
      expect(await read()).toEqual([{ id: 2, code: 'B-2', colour: 'red' }])
    })
  })

  it('a look-up marked preparedEverywhere is kept prepared outside transactions too, and others are not', async () => {
    await test.database.db.connection().execute(async (connection) => {
      const marked = () =>
        connection.selectFrom('settings').select('id').where('id', '=', 1).modifyEnd(preparedEverywhere).execute()
      const plain = () => connection.selectFrom('settings').select('id').where('id', '=', 1).execute()
      expect(await marked()).toEqual([{ id: 1 }])
      expect(await plain()).toEqual([{ id: 1 }])
      if (TEST_DIALECT !== 'postgres') return
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      )
      const settingsReads = rows.map((row) => row.statement).filter((text) => text.includes('from "settings"'))
      expect(settingsReads).toEqual([expect.stringMatching(/\/\* prepared \*\/$/)])
    })
  })

  it('are shared by many different statements without running out', async () => {
    // More distinct statements than a connection keeps prepared: the later ones are sent unnamed.
    for (let n = 0; n < 600; n++) {
      const query = sql<{ total: number }>`select cast(${n} as integer) + ${sql.lit(n)} as total`
      const { rows } = await test.database.db.transaction().execute((trx) => query.execute(trx))
      expect(rows.map((row) => Number(row.total))).toEqual([2 * n])
    }
  })

  it('can be turned off (PG_PREPARED_STATEMENTS=false): a changed table then never fails a statement', async () => {
    const handle = openDatabase(test.config.databaseUrl, { preparedStatements: false })
    try {
      await sql`create table rack_tags (id integer primary key, code varchar(20) not null)`.execute(handle.db)
      await sql`insert into rack_tags (id, code) values (7, 'C-7')`.execute(handle.db)
      await handle.db.connection().execute(async (connection) => {
        const read = async () =>
          (await sql<Record<string, unknown>>`select * from rack_tags where id = ${7}`.execute(connection)).rows
        for (let run = 0; run < 6; run++) expect(await read()).toEqual([{ id: 7, code: 'C-7' }])
        await sql`alter table rack_tags add column size integer not null default 3`.execute(connection)
        expect(await read()).toEqual([{ id: 7, code: 'C-7', size: 3 }])
      })
    } finally {
      await handle.db.destroy()
    }
  })
})
