import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { builtOnceShapes, insertBuiltOnce } from './built-once.ts'

const test = await testAppForFile()
interface Probe {
  built_once_probe: { id?: number; a: string; b: string; n: number | null }
}
const db = test.database.db as unknown as Kysely<Probe>
await db.schema
  .createTable('built_once_probe')
  .addColumn('id', 'integer', (col) => col.primaryKey())
  .addColumn('a', 'varchar(20)', (col) => col.notNull())
  .addColumn('b', 'varchar(20)', (col) => col.notNull())
  .addColumn('n', 'integer')
  .execute()

type ProbeRow = Probe['built_once_probe']
const insert = (rows: ProbeRow[]) =>
  insertBuiltOnce(db, 'probe', rows, () => db.insertInto('built_once_probe').values(rows))
const stored = () => db.selectFrom('built_once_probe').selectAll().orderBy('id').execute()

describe(`inserts built once per shape (${TEST_DIALECT})`, () => {
  it('binds each later row to its own columns, even when the first one had two equal values', async () => {
    await insert([{ id: 1, a: 'same', b: 'same', n: null }])
    await insert([{ id: 2, a: 'left', b: 'right', n: 7 }])
    await insert([
      { id: 3, a: 'x', b: 'y', n: 1 },
      { id: 4, a: 'z', b: 'w', n: null },
    ])
    expect(await stored()).toEqual([
      { id: 1, a: 'same', b: 'same', n: null },
      { id: 2, a: 'left', b: 'right', n: 7 },
      { id: 3, a: 'x', b: 'y', n: 1 },
      { id: 4, a: 'z', b: 'w', n: null },
    ])
    const kept = builtOnceShapes(TEST_DIALECT)
    expect(kept.get('probe|1|id,a,b,n')).toMatch(/^insert into "built_once_probe" \("id", "a", "b", "n"\) values/)
    expect(kept.get('probe|2|id,a,b,n')).toMatch(/^insert into "built_once_probe"/)
  })

  it('builds every time rows that differ in their columns or hold an expression', async () => {
    const before = builtOnceShapes(TEST_DIALECT).size
    await insert([{ id: 10, a: 'p', b: 'q', n: 1 }, { id: 11, a: 'r', b: 's' } as ProbeRow])
    const next = sql<number>`(select max(id) + 1 from built_once_probe)` as unknown as number
    await insert([{ id: next, a: 'expr', b: 'expr', n: 2 }])
    expect(builtOnceShapes(TEST_DIALECT).size).toBe(before)
    expect((await stored()).slice(-3)).toEqual([
      { id: 10, a: 'p', b: 'q', n: 1 },
      { id: 11, a: 'r', b: 's', n: null },
      { id: 12, a: 'expr', b: 'expr', n: 2 },
    ])
  })
})
