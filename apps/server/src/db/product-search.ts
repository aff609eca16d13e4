import { sql, type SqlBool } from 'kysely'
import { likeContains } from '../platform/paging.ts'
import type { DialectName } from './connection.ts'

// Product search, one meaning on both databases. The catalog, the POS and the inventory repositories
// search products inside their own queries, so the predicate lives here, beside the schema, not in a module.

/**
 * SQLite's trigram table answers terms of 3 characters or more, counted as its tokenizer counts them (code
 * points: an emoji is one character, two UTF-16 units); it matches nothing shorter, so those scan.
 */
function inTrigramIndex(dialect: DialectName, term: string): boolean {
  return dialect === 'sqlite' && [...term].length >= 3
}

/**
 * The term as one FTS5 phrase (a quote inside doubled, every other character literal). The trigram
 * tokenizer cuts it into its trigrams, and a phrase matches only where they follow each other, that is
 * where the text holds the term: the substring, spaces and punctuation included.
 */
function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`
}

export function searchTextContains(table: string, term: string) {
  return sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${likeContains(term)} escape '\\'`
}

/** The ids of the matching products: from the trigram table when it can answer, else a LIKE scan. */
export function matchingProductIds(dialect: DialectName, term: string) {
  return inTrigramIndex(dialect, term)
    ? sql`select rowid from products_search where products_search match ${ftsPhrase(term)}`
    : sql`select id from products where ${searchTextContains('products', term)}`
}

/**
 * "The product's search_text contains the lower-cased search as a substring": the product search of the
 * catalogue, the till and the stock list, the same rows on SQLite and PostgreSQL whatever the characters
 * (spaces, % _ \ and quotes are text, é ß and emoji are themselves). Both databases answer from a
 * trigram index (0011-product-search-index): on PostgreSQL the LIKE itself uses pg_trgm's GIN index; on
 * SQLite the FTS5 trigram table finds the ids. Terms of 1-2 characters scan search_text with the LIKE.
 */
export function productMatches(dialect: DialectName, search: string) {
  const term = search.toLowerCase()
  return inTrigramIndex(dialect, term)
    ? sql<SqlBool>`products.id in (${matchingProductIds(dialect, term)})`
    : searchTextContains('products', term)
}
