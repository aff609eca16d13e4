import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './connection.ts'

/**
 * What the worker's checkpoints change for the shop: committed sales reach the database file itself
 * (the file a plain copy or a file-level backup takes) without any request paying for the copy.
 */
describe('SQLite write-ahead log checkpoints in a worker thread', () => {
  const opened: { handle: DatabaseHandle; dir: string }[] = []

  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  async function writeSmallCommits(walCheckpointer: boolean) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-wal-'))
    const file = path.join(dir, 'shop.sqlite')
    const handle = openDatabase(`sqlite:${file}`, { walCheckpointer })
    opened.push({ handle, dir })
    await sql`create table sales (id integer primary key, total integer not null)`.execute(handle.db)
    // 50 commits of one row each: far fewer log pages than any automatic checkpoint waits for.
    for (let n = 1; n <= 50; n++) {
      await handle.db.transaction().execute((trx) => sql`insert into sales (total) values (${n * 100})`.execute(trx))
    }
    return file
  }

  /** The rows the database file holds on its own, as a copy of the file without its -wal would show. */
  function rowsInFileAlone(file: string): number {
    const copy = `${file}.copy`
    fs.copyFileSync(file, copy)
    const reader = new SQLite(copy, { readonly: true })
    try {
      const table = reader.prepare(`select count(*) as n from sqlite_master where name = 'sales'`).get() as {
        n: number
      }
      if (table.n === 0) return 0
      return (reader.prepare('select count(*) as n from sales').get() as { n: number }).n
    } finally {
      reader.close()
      fs.rmSync(copy, { force: true })
    }
  }

  it('copies committed rows into the database file within a moment, with no commit doing it', async () => {
    const file = await writeSmallCommits(true)
    const deadline = Date.now() + 5_000
    let rows = rowsInFileAlone(file)
    while (rows < 50 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      rows = rowsInFileAlone(file)
    }
    expect(rows).toBe(50)
  })

  it('without it, small commits stay in the log until SQLite checkpoints on a later commit', async () => {
    const file = await writeSmallCommits(false)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(rowsInFileAlone(file)).toBe(0)
  })
})
