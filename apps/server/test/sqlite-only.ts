/**
 * The server test files that run once, on SQLite, and are left out of the PostgreSQL pass
 * (`TEST_DB=postgres`, see vitest.config.ts). Every other file runs on both databases.
 *
 * A file belongs here only if nothing it checks can differ between the dialects, and it says why below.
 * `sqlite-only.test.ts` holds each entry to its kind: a `no database` file imports nothing that opens one;
 * an `HTTP sweep` builds the app (so it has a database) but reads and writes nothing through Kysely or SQL
 * itself, and asserts only what the HTTP layer decides (gates, headers, path handling, schemas).
 * When in doubt, leave a file out of this list: running it twice costs seconds, missing a dialect bug does not.
 */
export type SqliteOnlyKind = 'no database' | 'HTTP sweep'

export const SQLITE_ONLY: Record<string, { kind: SqliteOnlyKind; why: string }> = {
  'test/lint-rules.test.ts': {
    kind: 'no database',
    why: 'runs ESLint on fixture files; the type-aware program it builds takes tens of seconds, once is enough',
  },
  'test/sqlite-only.test.ts': { kind: 'no database', why: 'reads this list and the files it names' },
  'src/config.test.ts': { kind: 'no database', why: 'parses environment variables into the configuration' },
  'src/platform/request-path.test.ts': { kind: 'no database', why: 'normalises URL paths, a pure function' },
  'src/modules/pos/invoice-golden.test.ts': {
    kind: 'no database',
    why: 'draws an invoice from a fixed order into a PDF and compares its pictures; no SQL is involved',
  },
  'src/modules/printing/receipt-golden.test.ts': {
    kind: 'no database',
    why: 'encodes a receipt from fixed figures and compares the paper it prints; no SQL is involved',
  },
  'test/path-spellings.test.ts': {
    kind: 'HTTP sweep',
    why: 'refuses every spelling of every path before any handler runs; the router and the gates decide, not SQL',
  },
  'test/security-headers.test.ts': {
    kind: 'HTTP sweep',
    why: 'checks the headers the security plugins add to pages, files and API answers',
  },
  'test/route-audit.test.ts': {
    kind: 'HTTP sweep',
    why: 'checks every route’s permission gate (401 signed out, 403 without the flag) before its handler runs',
  },
  'test/response-contract.test.ts': {
    kind: 'HTTP sweep',
    why: 'checks that routes declare response schemas and that answers go out through them, on probe routes',
  },
}

/** The paths, relative to apps/server, for vitest's `exclude` in the PostgreSQL pass. */
export const SQLITE_ONLY_FILES = Object.keys(SQLITE_ONLY)
