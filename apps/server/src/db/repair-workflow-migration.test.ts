import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { rerunMigration } from '../../test/migration-rerun.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

const job = {
  name: 'Maria Lopez',
  phone: '+1 555 0100',
  issue: 'Cracked screen',
  deviceName: 'iPhone 12',
  charges: 120,
}

async function createRepair(): Promise<number> {
  const response = await admin.post('/api/repair', job)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

describe(`migration 0040 puts every repair in a status (${TEST_DIALECT})`, () => {
  it('links pending jobs to the default "new" status and complete ones to the default "ready", with their history', async () => {
    const pending = await createRepair()
    const complete = await createRepair()
    await admin.post(`/api/toggle-repair-status/${complete}`, { status: 1 })

    // The later migrations that refer to 0040's tables go first, and come back after it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema of 0040's time
    let before: any[] = []
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema of 0040's time
    let after: any[] = []
    await rerunMigration(db, '0040-repair-workflow', {
      whileDown: async () => {
        before = await db.selectFrom('repairs').selectAll().orderBy('id').execute()
      },
      whenUp: async () => {
        after = await db.selectFrom('repairs').selectAll().orderBy('id').execute()
      },
    })
    // Nothing the spec shows changes.
    expect(after.map(({ status_id: _s, technician_id: _t, promised_at: _p, priority: _r, ...rest }) => rest)).toEqual(
      before,
    )
    expect(after.every((row) => row.priority === 'normal' && row.technician_id === null)).toBe(true)

    const shown = async (id: number) => (await admin.get(`/api/repair/${id}`)).json()
    expect(await shown(pending)).toMatchObject({ status: 0, group: 'new', statusName: 'New' })
    const done = await shown(complete)
    expect(done).toMatchObject({ status: 1, group: 'ready', statusName: 'Ready for pickup' })
    const row = before.find((repair) => repair.id === complete)
    if (!row) throw new Error('the complete repair is gone')
    expect(
      done.events.map((event: Record<string, unknown>) => [event.type, event.at, event.to, event.channel]),
    ).toEqual([
      ['created', row.created_at, 'New', 'system'],
      ['status', row.updated_at, 'Ready for pickup', 'system'],
    ])

    const flags = await db
      .selectFrom('users')
      .select(['repairStatusManage', 'repairAssign'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(flags).toEqual({ repairStatusManage: 1, repairAssign: 1 })
    const defaults = await db.selectFrom('repair_statuses').select('status_group').where('is_default', '=', 1).execute()
    expect(defaults).toHaveLength(8)
  })
})
