import { sql, type Kysely } from 'kysely'

/**
 * Issue 35: a sale sent with a till's client id (a UUID Idempotency-Key) wrote that UUID twice, once in
 * idempotency_keys and once in client_sales, each with its own unique index. client_sales now keeps the
 * request's hash itself (the same key with another body is still refused) and such a sale writes no
 * idempotency_keys row; keys that are not UUIDs keep that table. '' is a sale replayed from a till's outbox
 * (POST /offline-sales), whose body is not a /sale request.
 *
 * Keys already stored both ways move to client_sales: their hash is copied and their idempotency_keys row
 * goes, so a retry after the upgrade is answered from one place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('client_sales')
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .execute()
  await sql`
    update client_sales set request_hash = coalesce((
      select k.request_hash from idempotency_keys k
      where lower(k.key) = client_sales.client_id and k.user_id = client_sales.user_id
    ), '')
  `.execute(db)
  await sql`
    delete from idempotency_keys
    where exists (select 1 from client_sales c where c.client_id = lower(idempotency_keys.key) and c.user_id = idempotency_keys.user_id)
  `.execute(db)
}

/** The keys go back to idempotency_keys with the answer /sale gave, for the retries of the last day. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into idempotency_keys (user_id, key, request_hash, response, created_at)
    select c.user_id, c.client_id, c.request_hash,
      '{"message":"Sale has been completed.","id":' || c.order_id || ',"key":"' || o.key || '"}', c.received_at
    from client_sales c inner join orders o on o.id = c.order_id
    where c.request_hash <> '' and c.user_id is not null
      and not exists (select 1 from idempotency_keys k where k.user_id = c.user_id and k.key = c.client_id)
  `.execute(db)
  await db.schema.alterTable('client_sales').dropColumn('request_hash').execute()
}
