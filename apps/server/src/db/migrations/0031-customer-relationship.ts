import { sql, type Kysely } from 'kysely'

/**
 * The customer page's repairs (issue 28, item 13): a repair keeps a person's phone and email, not a
 * customer id, so the page finds a customer's repairs by phone (`repairs_phone_idx`, since 0005) or by email
 * whatever its capitals: `repairs_email_idx` on lower(email). Buy-backs are found by phone
 * (`custom_products_phone_idx`, since 0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index repairs_email_idx on repairs (lower(email))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('repairs_email_idx').execute()
}
