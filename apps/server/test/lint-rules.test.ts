import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * `npm run lint` enforces the layering (apps/web/README.md, apps/server/src/modules/README.md): these
 * fixtures break it on purpose and must be refused by the repository's own ESLint configuration.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const FIXTURES = path.join(import.meta.dirname, 'fixtures/lint')

// `ignore: false`: the repository's configuration ignores the fixtures, so that `eslint .` stays clean.
const eslint = new ESLint({ cwd: ROOT, ignore: false })

async function problems(file: string): Promise<{ rule: string | null; line: number; message: string }[]> {
  const [result] = await eslint.lintFiles([path.join(FIXTURES, file)])
  return (result?.messages ?? []).map((message) => ({
    rule: message.ruleId,
    line: message.line,
    message: message.message,
  }))
}

// The first lint builds the type-aware TypeScript program of the whole repository: tens of seconds on a
// busy two-core machine, more than the suite's default 20 s.
describe('lint: layering rules', { timeout: 120_000 }, () => {
  it('refuses an import cycle', async () => {
    expect(await problems('apps/web/src/lib/cycle-a.ts')).toEqual([
      expect.objectContaining({ rule: 'import-x/no-cycle', line: 1 }),
    ])
  })

  it('refuses a feature importing another feature', async () => {
    expect(await problems('apps/web/src/features/orders/order-view.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining('A feature imports no other feature'),
      }),
    ])
  })

  it('refuses a module importing another module’s repository', async () => {
    expect(await problems('apps/server/src/modules/pos/repository.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining('only through its service.ts'),
      }),
    ])
  })

  it('refuses toCents or fromCents in a module file other than its wire.ts', async () => {
    expect(await problems('apps/server/src/modules/bills/service.ts')).toEqual([
      expect.objectContaining({
        rule: 'no-restricted-imports',
        line: 1,
        message: expect.stringContaining("Money becomes decimals only in the module's wire.ts"),
      }),
    ])
  })

  it('refuses the web app importing server source', async () => {
    expect(await problems('apps/web/src/lib/server-message.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining('The web app imports nothing from the server'),
      }),
    ])
  })

  it('allows a module’s wire.ts to convert money both ways', async () => {
    expect(await problems('apps/server/src/modules/bills/wire.ts')).toEqual([])
  })

  it('refuses the server importing web source', async () => {
    expect(await problems('apps/server/src/platform/web-format.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining('The server imports nothing from the web app'),
      }),
    ])
  })

  it('refuses db/ importing a module', async () => {
    expect(await problems('apps/server/src/db/product-names.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining('db/ imports no module'),
      }),
    ])
  })

  it('allows a feature to import lib/, app/ to import a feature, and a module another module’s service', async () => {
    expect(await problems('apps/web/src/features/orders/order-total.ts')).toEqual([])
    expect(await problems('apps/web/src/app/app-title.ts')).toEqual([])
    expect(await problems('apps/server/src/modules/pos/service.ts')).toEqual([])
  })
})

// Issue 32 §5: nothing people read may be left outside the translations.
describe('lint: text comes from the translations', { timeout: 120_000 }, () => {
  it('refuses JSX text and a text attribute written in the code', async () => {
    // (The fixture sits outside the web's TypeScript project, so its JSX has no types: only the text rule counts.)
    const text = (await problems('apps/web/src/features/orders/order-saved-notice.tsx')).filter(
      ({ rule }) => rule === 'i18next/no-literal-string',
    )
    expect(text.map(({ message }) => message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('title="Saved order"'),
        expect.stringContaining('The order {number} is saved'),
      ]),
    )
  })

  it('refuses words in a template literal shown as JSX, and lets a code through', async () => {
    // (Untyped JSX, as above: only the text rule counts.)
    const text = (await problems('apps/web/src/features/orders/order-lines-count.tsx')).filter(
      ({ rule }) => rule === 'counterpart/no-untranslated-text',
    )
    expect(text).toEqual([expect.objectContaining({ line: 5, message: expect.stringContaining('"lines"') })])
  })

  it('refuses an API message written in the code', async () => {
    expect(await problems('apps/server/src/modules/orders/closed-order.ts')).toEqual([
      expect.objectContaining({
        rule: 'counterpart/no-untranslated-text',
        line: 4,
        message: expect.stringContaining('This order is closed and cannot change.'),
      }),
    ])
  })
})
