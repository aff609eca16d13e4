import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'
import { I18N_TEXT_ATTRIBUTES } from './eslint-rules/i18n-options.js'
import noUntranslatedText from './eslint-rules/no-untranslated-text.js'

const ROOT = fileURLToPath(new URL('.', import.meta.url))

/** The folders under `dir`: the web's features and the server's modules, read so a new one is covered. */
function folders(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

// The zones start with `**/` so that they hold for the lint test's fixtures (shaped like the repository) too.
const WEB = '**/apps/web/src'
const MODULES = '**/apps/server/src/modules'

/** Web layers (apps/web/README.md "Layout"): app -> features -> components, lib; a feature imports no other. */
const webZones = [
  ...folders('./apps/web/src/features/').map((feature) => ({
    target: `${WEB}/features/${feature}/**`,
    from: `${WEB}/features/!(${feature})/**`,
    message:
      'A feature imports no other feature: lift what both need into components/ or lib/, or compose them in app/.',
  })),
  {
    target: `${WEB}/features/**`,
    from: `${WEB}/app/**`,
    message: 'Features do not import app/: links take pathOf from lib/paths.ts.',
  },
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`],
    from: [`${WEB}/features/**`, `${WEB}/app/**`],
    message: 'components/ and lib/ serve every feature and so import none, nor app/.',
  },
]

/** Server modules (apps/server/src/modules/README.md): another module is reached only through its service. */
const moduleZones = folders('./apps/server/src/modules/').map((module) => ({
  target: `${MODULES}/${module}/**`,
  from: `${MODULES}/!(${module})/**`,
  except: [`${MODULES}/*/service.ts`, `${MODULES}/*/*-service.ts`],
  message: 'A module reaches another only through its service.ts (or *-service.ts), never its repository or routes.',
}))

/**
 * Across the apps and into db/ (issue 27). The fixtures of lint-rules.test.ts live under apps/server/test/,
 * so the server's side is named by its folders other than test/ (and test/'s own top-level files): a web
 * fixture importing a web fixture must not count as importing the server.
 */
const SERVER = '**/apps/server'
const appZones = [
  {
    target: `${WEB}/**`,
    from: [`${SERVER}/!(test)/**`, `${SERVER}/test/*.ts`, `${SERVER}/*.*`],
    message: 'The web app imports nothing from the server: what both need lives in packages/domain.',
  },
  {
    target: `${SERVER}/src/**`,
    from: '**/apps/web/**',
    message: 'The server imports nothing from the web app: what both need lives in packages/domain.',
  },
  {
    target: `${SERVER}/src/db/**`,
    from: `${MODULES}/**`,
    message: 'db/ imports no module: SQL that several modules share lives in db/ itself (db/product-search.ts).',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/.tmp-reports/**',
      'e2e/shot-tmp.mjs',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      // Layering violations on purpose, linted by apps/server/test/lint-rules.test.ts.
      'apps/server/test/fixtures/lint/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules read each file's own tsconfig; the few config files outside every project get a default one.
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/server/vitest.config.ts', 'packages/domain/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // An event handler may start a promise (react-hook-form's handleSubmit); a promise where a
      // condition or a plain callback's value is read is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A route handler, a migration provider or a store loader is async by contract even when the
      // body happens to finish at once; the caller awaits it either way.
      '@typescript-eslint/require-await': 'off',
      // The router's loaders throw its redirect Responses, as React Router documents.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      'no-console': 'off',
    },
  },
  {
    // Import cycles and layer crossings (apps/web/README.md, apps/server/src/modules/README.md).
    files: ['**/apps/web/src/**/*.{ts,tsx}', '**/apps/server/src/**/*.ts', '**/packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows an import only into files it can parse: the TypeScript sources.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // Type-only imports are skipped: they leave no cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...webZones, ...moduleZones, ...appZones] }],
    },
  },
  {
    // Plain JavaScript (configs, scripts) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON answers as loose data and assert on their fields; the unsafe-any family would
    // demand a type for every body a test looks into. Promise rules stay on: a missed await in a
    // test is a test that cannot fail.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'apps/server/scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Each browser journey runs on its worker's own server (e2e/support/test.ts): Playwright's bare `test` would
    // have no server behind its baseURL.
    files: ['e2e/tests/**/*.ts', 'e2e/scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Journeys take `test` and `expect` from support/test.ts: it gives each worker its server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure: no server, browser, database or I/O code may reach it.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'packages/domain does no I/O.' },
            {
              group: ['fastify*', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'nodemailer'],
              message: 'packages/domain is pure.',
            },
            { group: ['react', 'react-*', '@mui/*', '@tanstack/*'], message: 'packages/domain is pure.' },
            { group: ['**/apps/**'], message: 'packages/domain depends on nothing in apps/.' },
          ],
        },
      ],
    },
  },
  {
    // The server's platform layer serves every module and so imports none of them.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform imports no module.' }] },
      ],
    },
  },
  {
    // One money boundary (apps/server/src/modules/README.md): services, repositories and helpers speak
    // integer cents; a module's wire.ts alone turns them into the wire's decimals and back. Tests may build cents.
    files: ['**/apps/server/src/modules/**/*.ts'],
    ignores: ['**/wire.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@counterpart/domain/money',
              importNames: ['toCents', 'fromCents'],
              message: "Money becomes decimals only in the module's wire.ts: map the wire there, and speak cents here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Languages (docs/languages.md): text people read comes from the translations. JSX text and the attributes
  // that show text (eslint-plugin-i18next), and outside JSX the messages the API answers with, snackbars, text
  // properties and label/message maps (eslint-rules/no-untranslated-text.js). Tests hold the English they
  // expect, so they are left out.
  {
    files: ['**/apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/apps/web/src/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', I18N_TEXT_ATTRIBUTES] },
  },
  {
    files: ['**/apps/web/src/**/*.{ts,tsx}', '**/apps/server/src/**/*.ts', '**/packages/domain/src/**/*.ts'],
    // The OpenAPI document describes the API to developers, in English, like the code's own names.
    ignores: ['**/*.test.{ts,tsx}', '**/apps/web/src/test/**', '**/apps/server/src/platform/openapi.ts'],
    plugins: { counterpart: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'counterpart/no-untranslated-text': 'error' },
  },
)
