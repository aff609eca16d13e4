import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

const SETTINGS_ROW = 1

export async function readSettingsRow(db: Kysely<Database>) {
  return db.selectFrom('settings').select(['data', 'updated_at']).where('id', '=', SETTINGS_ROW).executeTakeFirst()
}

export async function insertSettingsRow(db: Kysely<Database>, data: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ id: SETTINGS_ROW, data, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}

export async function writeSettingsRow(db: Kysely<Database>, data: string, updatedAt: string): Promise<void> {
  await db.updateTable('settings').set({ data, updated_at: updatedAt }).where('id', '=', SETTINGS_ROW).execute()
}

/**
 * How many products use each of the given units (compared without letter case). Asked only when a unit
 * is being removed from the settings, so a scan of products.unitOfMeasure is acceptable there.
 */
export async function countProductsByUnit(db: Kysely<Database>, units: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (units.length === 0) return counts
  const unit = sql<string>`lower(${sql.ref('unitOfMeasure')})`
  const rows = await db
    .selectFrom('products')
    .select([unit.as('unit'), (eb) => eb.fn.countAll<number>().as('total')])
    .where(
      unit,
      'in',
      units.map((name) => name.toLowerCase()),
    )
    .groupBy(unit)
    .execute()
  for (const row of rows) counts.set(row.unit, Number(row.total))
  return counts
}
