import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 32 §5: `npm run lint` runs the translations check (scripts/check-translations.mjs); these fixtures break
 * it on purpose, and the repository itself must pass it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const FIXTURES = path.join(import.meta.dirname, 'fixtures/translations')

function check(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-translations.mjs'), ...args], {
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

function fixture(name: string) {
  const dir = path.join(FIXTURES, name)
  return check('--locales', path.join(dir, 'locales'), '--source', path.join(dir, 'src'))
}

describe('the translations check', () => {
  it('fails on a key the code uses that the resources lack', () => {
    const { status, output } = fixture('missing')
    expect(status).toBe(1)
    expect(output).toContain('"orders:closed" is used in')
    expect(output).toContain('but is not in the English resources')
  })

  it('fails on a key nothing uses, and on a language that lacks a key', () => {
    const { status, output } = fixture('unused')
    expect(status).toBe(1)
    expect(output).toContain('"orders:forgotten" is in the resources but nothing uses it')
    expect(output).toContain('fr: "orders:forgotten" is missing')
  })

  it('passes on the repository: every key in every language, every key used', () => {
    const { status, output } = check()
    expect(output).toMatch(/Translations: \d+ texts in \d+ namespaces, complete in en, ar, es, fr\./)
    expect(status).toBe(0)
  })
})
