import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

/**
 * A trigram index over products.search_text (the lower-cased "name sku barcode"), so that the product
 * search ("search_text contains the term") no longer reads every product: with 100,000 products the LIKE
 * scan took 20-35 ms of CPU per search, about 55 searches a second (docs/performance.md, finding 4).
 *
 * SQLite: an FTS5 table with the trigram tokenizer whose content is the products table itself (external
 * content: no second copy of the text), kept by triggers, so every write of a product, through the
 * catalogue or straight into the table (bulk loads), updates it in the same transaction. case_sensitive 1: search_text is already
 * lower-cased, and folding case again (Unicode rules, not JavaScript's toLowerCase) could make a search
 * find more than the substring it names.
 *
 * PostgreSQL: pg_trgm's GIN index, which the LIKE itself uses (the rows it finds are re-checked, so
 * results are the LIKE's exactly). Creating the extension needs the CREATE privilege on the database and
 * the contrib package; where it fails, the search keeps working as a plain LIKE scan, slower, and the
 * migration still succeeds (docs/decisions.md, Catalogue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const failure = await inSavepoint(db, 'products_search_trgm', async () => {
      await sql`create extension if not exists pg_trgm`.execute(db)
      await sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db)
    })
    if (failure) console.warn(`pg_trgm index not created (${failure}): the product search scans every product instead`)
    return
  }
  await sql`
    create virtual table products_search using fts5(
      search_text, tokenize = 'trigram case_sensitive 1', content = 'products', content_rowid = 'id'
    )`.execute(db)
  // Reads every existing product; then one merge of the index's segments, which makes rare terms faster.
  await sql`insert into products_search(products_search) values ('rebuild')`.execute(db)
  await sql`insert into products_search(products_search) values ('optimize')`.execute(db)
  // An external-content index is told the old text to remove it: the triggers pass the row as it was.
  await sql`
    create trigger products_search_insert after insert on products begin
      insert into products_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db)
  await sql`
    create trigger products_search_delete after delete on products begin
      insert into products_search(products_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db)
  // Only when the text (or the id) changes: a sale's stock update or a price edit leaves the index alone.
  await sql`
    create trigger products_search_update after update of id, search_text on products
    when old.id <> new.id or old.search_text <> new.search_text begin
      insert into products_search(products_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into products_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: it may have been installed before, for other uses.
    await sql`drop index if exists products_search_text_trgm_idx`.execute(db)
    return
  }
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update'])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db)
  await sql`drop table if exists products_search`.execute(db)
}

/**
 * Runs `work`; on failure undoes it and answers the reason instead of throwing. Inside the migration's
 * transaction a failed statement would abort the whole transaction on PostgreSQL, hence the savepoint.
 */
async function inSavepoint(db: Kysely<unknown>, name: string, work: () => Promise<void>): Promise<string | null> {
  const inTransaction = db.isTransaction
  if (inTransaction) await sql`savepoint ${sql.id(name)}`.execute(db)
  try {
    await work()
    if (inTransaction) await sql`release savepoint ${sql.id(name)}`.execute(db)
    return null
  } catch (error) {
    if (inTransaction) {
      await sql`rollback to savepoint ${sql.id(name)}`.execute(db)
      await sql`release savepoint ${sql.id(name)}`.execute(db)
    }
    return error instanceof Error ? error.message : String(error)
  }
}
