import type { Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * Units entering the shop (issue 29, items 3 and 6).
 *
 * - `products.serialTracked` (0/1, default 0): receiving a purchase of such a product asks for one IMEI or
 *   serial per unit, and each becomes a device unit. The spec's product calls know nothing of it: off.
 * - `custom_products.idType`, `idNumber`: the seller's identity document, as the police register lists it
 *   (empty for an item bought before, or without them).
 * - `custom_products.checkService`, `checkReference`, `checkResult` (clear | flagged | not_checked, empty when
 *   none was recorded) and `checkShot` (a private upload key, like the ID photo): the stolen-device check
 *   recorded on the buy-back form. The unit's last-check columns (0033) hold the same for the device.
 *
 * The police register reads custom_products by `created_at` (its index from 0005): no index is added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('serialTracked', 'integer', notNullDefault(0)).execute()
  for (const [column, size] of [
    ['idType', 32],
    ['idNumber', 64],
    ['checkService', 100],
    ['checkReference', 100],
    ['checkResult', 16],
  ] as const) {
    await db.schema.alterTable('custom_products').addColumn(column, `varchar(${size})`, notNullDefault('')).execute()
  }
  await db.schema.alterTable('custom_products').addColumn('checkShot', 'varchar(255)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['checkShot', 'checkResult', 'checkReference', 'checkService', 'idNumber', 'idType'])
    await db.schema.alterTable('custom_products').dropColumn(column).execute()
  await db.schema.alterTable('products').dropColumn('serialTracked').execute()
}
