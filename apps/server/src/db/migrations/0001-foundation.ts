import type { Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

// The permission flags of spec 002 §3 as they stood when this migration was written.
const PERMISSION_COLUMNS = [
  'productCreate', 'productEdit', 'productLabel', 'productDetail', 'productRemove',
  'categoryCreate', 'categoryEdit', 'categoryRemove',
  'userManage', 'backups', 'reports', 'customProductManage', 'reportsrepairGalleryManage',
  'repairManage', 'shopListManage', 'billManage',
  'saleList', 'saleCreate', 'saleDetails', 'salePrint', 'saleRefund', 'saleExport', 'saleEmail',
  'orderRemove', 'refundList', 'refundDetails', 'refundPrint',
  'supplierCreate', 'supplierEdit', 'supplierDetials', 'supplierRemove',
  'customerCreate', 'customerEdit', 'customerDetials', 'customerRemove',
  'outOfstock', 'stockTracking', 'warehouseCreate', 'warehouseEdit', 'warehouseDetials', 'warehouseRemove',
  'purchaseList', 'purchaseCreate', 'purchaseDetails', 'purchasePrint', 'paymentList', 'paymentDetails',
  'generalSetting', 'mailSetting', 'logoSetting', 'termsSetting',
] // prettier-ignore

export async function up(db: Kysely<unknown>): Promise<void> {
  let users = withId(db, db.schema.createTable('users'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('email', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('password', 'varchar(255)', (col) => col.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('roleName', 'varchar(191)', notNullDefault(''))
    .addColumn('isAdmin', 'integer', notNullDefault(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
  for (const flag of PERMISSION_COLUMNS) users = users.addColumn(flag, 'integer', notNullDefault(0))
  await users.execute()
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute()
  await db.schema.createIndex('users_name_idx').on('users').column('name').execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', notNullDefault(''))
    .addColumn('user_agent', 'varchar(512)', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('email', 'varchar(191)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute()
  await db.schema.createIndex('password_resets_email_idx').on('password_resets').column('email').execute()

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'password_resets', 'login_attempts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute()
  }
}
