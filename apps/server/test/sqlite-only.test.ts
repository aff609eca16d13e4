import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SQLITE_ONLY } from './sqlite-only.ts'

/**
 * The files that skip the PostgreSQL pass (sqlite-only.ts) stay what their entry says they are: a change
 * that makes one of them touch the database fails here, naming the file and what it touched, instead of
 * silently going untested on PostgreSQL.
 */
const SERVER = path.resolve(import.meta.dirname, '..')

const importsOf = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '')
// Dynamic and side-effect imports count too.
const allImportsOf = (text: string) => [
  ...importsOf(text),
  ...[...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? '',
  ),
]

// Packages a file that opens no database may use. Anything else (kysely, pg, better-sqlite3, fast-check
// over a shop, …) is a decision: take the file off the list rather than widen this.
const PURE_PACKAGES = /^(node:(?!sqlite)|vitest$|eslint$|zod$|fastify$|@counterpart\/domain\/)/
// A relative import must be a source file that itself imports none of the database layers.
const DATABASE_IMPORT =
  /(^|\/)(kysely|pg|better-sqlite3)$|\/db\/|(^|\/)(app|connection|repository|helpers)\.ts$|fixtures/

// What an HTTP sweep may not do itself: query or change the database, or branch on the dialect.
// `databaseDigest(test.database.db)` (path-spellings: "nothing in the database changes") reads every table
// the same way on both dialects and is allowed.
const SWEEP_FORBIDDEN: [RegExp, string][] = [
  [/\b(selectFrom|insertInto|updateTable|deleteFrom|transaction)\s*\(/, 'a Kysely query'],
  [/\bsql\s*`/, 'raw SQL'],
  [/\bTEST_DIALECT\b|\bTEST_DB\b|\bTEST_DATABASE_URL\b/, 'a branch on the dialect'],
  [/(?<!databaseDigest\(\w*)\.database\.db\b/, 'the database handle (other than as databaseDigest’s argument)'],
]

function read(file: string) {
  return fs.readFileSync(path.join(SERVER, file), 'utf8')
}

describe('the SQLite-only test files', () => {
  it('names files that exist, each with a reason', () => {
    for (const [file, entry] of Object.entries(SQLITE_ONLY)) {
      expect(fs.existsSync(path.join(SERVER, file)), file).toBe(true)
      expect(entry.why.length, file).toBeGreaterThan(10)
    }
  })

  it('opens no database in a file listed as using none', () => {
    for (const [file, entry] of Object.entries(SQLITE_ONLY)) {
      if (entry.kind !== 'no database') continue
      for (const specifier of allImportsOf(read(file))) {
        if (specifier.startsWith('.')) {
          const target = path.join(path.dirname(file), specifier)
          expect(DATABASE_IMPORT.test(target), `${file} imports ${specifier}`).toBe(false)
          for (const inner of allImportsOf(read(target))) {
            expect(DATABASE_IMPORT.test(inner), `${file} imports ${specifier}, which imports ${inner}`).toBe(false)
          }
        } else {
          expect(PURE_PACKAGES.test(specifier), `${file} imports ${specifier}`).toBe(true)
        }
      }
    }
  })

  it('touches the database only through the app in an HTTP sweep', () => {
    for (const [file, entry] of Object.entries(SQLITE_ONLY)) {
      if (entry.kind !== 'HTTP sweep') continue
      const text = read(file)
      for (const specifier of allImportsOf(text)) {
        expect(/(^|\/)(kysely|pg|better-sqlite3)$|\/db\//.test(specifier), `${file} imports ${specifier}`).toBe(false)
      }
      for (const [pattern, what] of SWEEP_FORBIDDEN) {
        expect(pattern.test(text), `${file} uses ${what}`).toBe(false)
      }
    }
  })

  it('catches a listed file that queries the database', () => {
    const sweep = "import { sql } from 'kysely'\nawait sql`SELECT 1`.execute(test.database.db)"
    expect(allImportsOf(sweep)).toEqual(['kysely'])
    expect(SWEEP_FORBIDDEN.filter(([pattern]) => pattern.test(sweep)).map(([, what]) => what)).toEqual([
      'raw SQL',
      'the database handle (other than as databaseDigest’s argument)',
    ])
    expect(DATABASE_IMPORT.test('test/helpers.ts')).toBe(true)
    expect(PURE_PACKAGES.test('better-sqlite3')).toBe(false)
  })
})
