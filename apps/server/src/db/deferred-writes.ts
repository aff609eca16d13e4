/**
 * Inserts a PostgreSQL transaction sends together (issue 35). On this machine a round trip to PostgreSQL
 * costs both processes more than the insert itself (the socket write alone was a quarter of the server's
 * busy time during the 5-line sale), and a sale's own rows (its lines, its payment, the till's client id,
 * its audit event) are inserts whose answer nobody reads.
 *
 * Such an insert is marked `deferred` (DEFERRED_MARK at the end of its text): inside a transaction the
 * connection (`PreparingClient` in connection.ts) keeps it instead of sending it, and sends it before the
 * next statement of the transaction, whatever that is, so every later read sees it. The statements kept by
 * then go in one round trip: as data-modifying CTEs in front of the next statement when that one is marked
 * `with deferred` (WITH_DEFERRED_MARK: it reads none of the tables they write, since a statement's CTEs
 * and its main part share one snapshot), else on their own, the last one as the main statement. A failing
 * insert (a unique key already taken) fails that round trip and the transaction with it, as it would have
 * failed the transaction a statement earlier. A rollback drops what was kept; a commit sends it first.
 *
 * Only plain inserts without RETURNING are kept (anything else is sent at once), so no caller waits for an
 * answer it would not get. On SQLite the marks are comments and every statement runs where it stands.
 */
export const DEFERRED_MARK = '/* deferred */'
export const WITH_DEFERRED_MARK = '/* with deferred */'

/** The same few texts come back on every sale: what is worked out of them is kept (a bounded memo). */
const MEMO_SIZE = 1000
function memo<T>(work: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>()
  return (key) => {
    let value = kept.get(key)
    if (value === undefined) {
      value = work(key)
      if (kept.size >= MEMO_SIZE) kept.clear()
      kept.set(key, value)
    }
    return value
  }
}

const highestParameter = memo((text) => {
  let highest = 0
  for (const match of text.matchAll(/\$(\d+)\b/g)) highest = Math.max(highest, Number(match[1]))
  return highest
})

const renumberedText = memo((key) => {
  const split = key.indexOf('|')
  const offset = Number(key.slice(0, split))
  return key.slice(split + 1).replace(/\$(\d+)\b/g, (_whole, n: string) => `$${Number(n) + offset}`)
})

/** `$1 … $n` of a Kysely-built text moved up by `offset`; Kysely writes every value as a parameter. */
function renumbered(text: string, offset: number): string {
  return offset === 0 ? text : renumberedText(`${offset}|${text}`)
}

export interface Statement {
  text: string
  values: readonly unknown[]
}

/** A statement the connection may keep back: a marked plain insert, without RETURNING and without WITH. */
export function isDeferrable(text: string): boolean {
  return text.endsWith(DEFERRED_MARK) && plainInsert(text)
}

const plainInsert = memo(
  (text) => /^\s*insert\s+into\s/i.test(text) && !/\breturning\b/i.test(text) && highestParameter(text) > 0,
)

/**
 * The table an insert writes. Two kept inserts into one table are not sent in one statement: PostgreSQL runs
 * a statement's CTEs in no promised order, and the rows' ids (two payments of one sale) must follow the
 * order they were written in.
 */
export const insertedTable = memo((text): string | null => /^\s*insert\s+into\s+"?([\w.]+)"?/i.exec(text)?.[1] ?? null)

/**
 * The kept inserts in front of `main`, in one statement: `with cp_deferred_1 as (insert …), … main`. The main
 * statement keeps its parameters; the inserts' follow them. A main statement that has a WITH of its own
 * keeps it, after the inserts' (recursive CTEs are not merged into: they are sent after the inserts).
 */
export function combine(kept: readonly Statement[], main: Statement): Statement {
  const withHead = /^\s*with\s+/i.exec(main.text)
  let offset = main.values.length
  const ctes = kept.map((statement, index) => {
    const text = `cp_deferred_${index + 1} as (${renumbered(statement.text, offset)})`
    offset += statement.values.length
    return text
  })
  const rest = withHead ? `, ${main.text.slice(withHead[0].length)}` : ` ${main.text}`
  return {
    text: `with ${ctes.join(', ')}${rest}`,
    values: [...main.values, ...kept.flatMap((statement) => statement.values)],
  }
}

/** The kept inserts as one statement of their own: the last one main, the others its CTEs. */
export function combineAlone(kept: readonly Statement[]): Statement {
  const last = kept[kept.length - 1]
  if (!last) throw new Error('Nothing deferred to send')
  return kept.length === 1 ? last : combine(kept.slice(0, -1), last)
}

/**
 * Whether `main` can carry kept inserts in front of it: marked so, a statement a WITH may head, and not a
 * recursive WITH (its CTEs could not follow the inserts').
 */
export function canCarry(main: string): boolean {
  return (
    main.endsWith(WITH_DEFERRED_MARK) &&
    /^\s*(with|insert|update|delete|select)\s/i.test(main) &&
    !/^\s*with\s+recursive\s/i.test(main)
  )
}

/** Renumbering is only sound when a statement's parameters are $1 … $n for its n values. */
export function parametersMatch(statement: Statement): boolean {
  return highestParameter(statement.text) === statement.values.length
}
