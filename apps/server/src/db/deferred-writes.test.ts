import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { canCarry, combine, combineAlone, DEFERRED_MARK, isDeferrable, WITH_DEFERRED_MARK } from './deferred-writes.ts'
import { insertBuiltOnceDeferred } from './built-once.ts'
import { TEST_DIALECT, testAppForFile } from '../../test/helpers.ts'

const test = await testAppForFile()

describe('inserts sent with the next statement: the texts', () => {
  const insert = (table: string, columns: number) =>
    `insert into "${table}" (${Array.from({ length: columns }, (_, i) => `"c${i}"`).join(', ')}) values (${Array.from({ length: columns }, (_, i) => `$${i + 1}`).join(', ')}) ${DEFERRED_MARK}`

  it('keeps only marked plain inserts without RETURNING', () => {
    expect(isDeferrable(insert('a', 2))).toBe(true)
    expect(isDeferrable(insert('a', 2).replace(DEFERRED_MARK, ''))).toBe(false)
    expect(isDeferrable(`insert into "a" ("x") values ($1) returning "id" ${DEFERRED_MARK}`)).toBe(false)
    expect(isDeferrable(`update "a" set "x" = $1 ${DEFERRED_MARK}`)).toBe(false)
    expect(isDeferrable(`with x as (select 1) insert into "a" ("x") values ($1) ${DEFERRED_MARK}`)).toBe(false)
    expect(canCarry(`update "a" set "x" = $1 ${WITH_DEFERRED_MARK}`)).toBe(true)
    expect(canCarry(`with recursive t as (select 1) select * from t ${WITH_DEFERRED_MARK}`)).toBe(false)
    expect(canCarry(`select 1`)).toBe(false)
  })

  it('puts the kept inserts in front as CTEs, their parameters after the main statement', () => {
    const kept = [
      { text: insert('a', 2), values: ['a1', 'a2'] },
      { text: insert('b', 1), values: ['b1'] },
    ]
    const merged = combine(kept, {
      text: `with counted as (update "c" set "n" = "n" + 1 where "k" = $1) insert into "d" ("x") values ($2) ${WITH_DEFERRED_MARK}`,
      values: ['k', 'x'],
    })
    expect(merged.text).toBe(
      `with cp_deferred_1 as (insert into "a" ("c0", "c1") values ($3, $4) ${DEFERRED_MARK}), ` +
        `cp_deferred_2 as (insert into "b" ("c0") values ($5) ${DEFERRED_MARK}), ` +
        `counted as (update "c" set "n" = "n" + 1 where "k" = $1) insert into "d" ("x") values ($2) ${WITH_DEFERRED_MARK}`,
    )
    expect(merged.values).toEqual(['k', 'x', 'a1', 'a2', 'b1'])
    const alone = combineAlone(kept)
    expect(alone.text).toBe(
      `with cp_deferred_1 as (insert into "a" ("c0", "c1") values ($2, $3) ${DEFERRED_MARK}) insert into "b" ("c0") values ($1) ${DEFERRED_MARK}`,
    )
    expect(alone.values).toEqual(['b1', 'a1', 'a2'])
  })
})

describe(`inserts sent with the next statement (${TEST_DIALECT})`, () => {
  const app = { db: test.database.db }
  beforeAll(async () => {
    await sql`create table deferred_probe (id integer primary key, note text not null)`.execute(app.db)
  })

  const keep = (db: typeof app.db, id: number, note = 'kept') =>
    insertBuiltOnceDeferred(db, 'deferred_probe', [{ id, note }], () => ({
      compile: () => sql`insert into deferred_probe (id, note) values (${id}, ${note})`.compile(db),
    }))
  const ids = async () =>
    (await sql<{ id: number }>`select id from deferred_probe order by id`.execute(app.db)).rows.map((row) => row.id)

  it('a read in the same transaction sees a kept insert, and the commit keeps it', async () => {
    await app.db.transaction().execute(async (trx) => {
      await keep(trx, 1)
      await keep(trx, 2)
      const seen = await sql<{ n: number }>`select count(*) as n from deferred_probe`.execute(trx)
      expect(Number(seen.rows[0]?.n)).toBe(2)
      await keep(trx, 3)
    })
    expect(await ids()).toEqual([1, 2, 3])
  })

  it('a kept insert that fails fails its transaction, and nothing of it stays', async () => {
    const failed = app.db.transaction().execute(async (trx) => {
      await keep(trx, 10)
      await keep(trx, 1) // the key is taken
      await sql`update deferred_probe set note = ${'changed'} where id = 2`.execute(trx)
    })
    await expect(failed).rejects.toThrow()
    expect(await ids()).toEqual([1, 2, 3])
    const note = await sql<{ note: string }>`select note from deferred_probe where id = 2`.execute(app.db)
    expect(note.rows[0]?.note).toBe('kept')
  })

  it('two kept inserts into one table get their ids in the order they were written', async () => {
    const serial = TEST_DIALECT === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`
    await sql`create table deferred_order_probe (id ${serial}, note text not null)`.execute(app.db)
    const write = (db: typeof app.db, note: string) =>
      insertBuiltOnceDeferred(db, 'deferred_order_probe', [{ note }], () => ({
        compile: () => sql`insert into deferred_order_probe (note) values (${note})`.compile(db),
      }))
    for (let run = 0; run < 3; run++) {
      await app.db.transaction().execute(async (trx) => {
        await write(trx, `paid ${run}`)
        await keep(trx, 100 + run)
        await write(trx, `pending ${run}`)
        await sql`update deferred_probe set note = ${'carried'} where id = 1 ${sql.raw(WITH_DEFERRED_MARK)}`.execute(
          trx,
        )
      })
    }
    const notes = await sql<{ note: string }>`select note from deferred_order_probe order by id`.execute(app.db)
    expect(notes.rows.map((row) => row.note)).toEqual([
      'paid 0',
      'pending 0',
      'paid 1',
      'pending 1',
      'paid 2',
      'pending 2',
    ])
    await sql`delete from deferred_probe where id >= 100`.execute(app.db)
    await sql`drop table deferred_order_probe`.execute(app.db)
  })

  it('a rollback drops what was kept; a statement marked to carry them writes them with its own', async () => {
    await expect(
      app.db.transaction().execute(async (trx) => {
        await keep(trx, 20)
        throw new Error('the caller gives up')
      }),
    ).rejects.toThrow('the caller gives up')
    await app.db.transaction().execute(async (trx) => {
      await keep(trx, 30)
      await keep(trx, 31)
      await sql`update deferred_probe set note = ${'carried'} where id = 3 ${sql.raw(WITH_DEFERRED_MARK)}`.execute(trx)
    })
    expect(await ids()).toEqual([1, 2, 3, 30, 31])
    const note = await sql<{ note: string }>`select note from deferred_probe where id = 3`.execute(app.db)
    expect(note.rows[0]?.note).toBe('carried')
  })
})
