import { sql, type SelectQueryBuilder } from 'kysely'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'

/**
 * One paging helper for every list: whitelisted sort keys, a capped page size, the search applied by
 * the caller (so it can use its indexes), and the total counted in SQL.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PagingQuery,
  options: {
    sortable: Record<string, string>
    defaultSort: string
    defaultDesc?: boolean
    tieBreaker?: string
    /**
     * A cheaper query with the same rows to count (no joins that cannot change the count, conditions an
     * index can serve); by default the list's own query is counted.
     */
    countFrom?: SelectQueryBuilder<DB, keyof DB, unknown>
    /** Counts the rows itself, when no query builder can say how (e.g. SQLite's INDEXED BY). */
    countTotal?: () => Promise<number>
  },
): Promise<Page<O>> {
  // Own keys only: a sortBy of "constructor" or "valueOf" must not find Object.prototype's functions.
  const known = paging.sortBy !== undefined && Object.hasOwn(options.sortable, paging.sortBy)
  const sortColumn = (known && options.sortable[paging.sortBy as string]) || options.defaultSort
  const descending = known ? paging.sortDesc : (options.defaultDesc ?? true)
  const direction = descending ? 'desc' : 'asc'
  const total = options.countTotal ? await options.countTotal() : await countRows(options.countFrom ?? query)
  let ordered = query.orderBy(sql.ref(sortColumn), direction)
  if (options.tieBreaker && options.tieBreaker !== sortColumn)
    ordered = ordered.orderBy(sql.ref(options.tieBreaker), direction)
  const items = await ordered
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage)
    .execute()
  return { items, total }
}

/** A list's sort keys where each key is the column of the same name. */
export function sortableColumns(...columns: string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, column]))
}

type PageOptions = Parameters<typeof paginate>[2]

/** The usual order of a list: the newest row first, the id breaking ties. */
export const NEWEST_FIRST = { defaultSort: 'created_at', defaultDesc: true, tieBreaker: 'id' } as const

/** A list searched over `searched` (containsAny) when the paging names a term, then paginated. */
export function paginateSearch<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: 'sqlite' | 'postgres',
  paging: PagingQuery,
  searched: string[],
  options: PageOptions,
): Promise<Page<O>> {
  const matching = paging.search ? query.where(containsAny(dialect, searched, paging.search)) : query
  return paginate(matching, paging, options)
}

/** Escapes LIKE wildcards so a search for "50%" looks for the text, not a pattern. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** `(a LIKE %term% OR b LIKE %term%)`, case-insensitive on both databases. */
export function containsAny(dialect: 'sqlite' | 'postgres', columns: string[], term: string) {
  const pattern = likeContains(term)
  const operator = dialect === 'postgres' ? sql`ilike` : sql`like`
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} ${operator} ${pattern} escape '\\'`),
    sql` or `,
  )})`
}

async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()
  return Number((row as { total?: number } | undefined)?.total ?? 0)
}
