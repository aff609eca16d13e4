/**
 * What a refused write means, asked by the error's code: SQLite (better-sqlite3) and PostgreSQL (pg) name
 * the same constraint failures differently, and a service answers both with the same 409 or 422.
 */

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null | undefined)?.code
}

/** A unique index refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Another table still points to the row. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
