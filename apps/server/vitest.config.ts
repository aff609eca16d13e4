import { configDefaults, defineConfig } from 'vitest/config'
import { SQLITE_ONLY_FILES } from './test/sqlite-only.ts'

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The PostgreSQL pass leaves out the files whose checks cannot depend on the dialect (listed, each with
    // its reason, in test/sqlite-only.ts); they run once, on SQLite.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? SQLITE_ONLY_FILES : [])],
    // Each file gets its own database, so files run side by side (maxWorkers in the root config).
    // The app's modules hold no state between apps (each test file builds its own), so a worker keeps
    // them loaded from one file to the next instead of importing Fastify, Kysely and the schemas again.
    isolate: false,
    setupFiles: ['../../packages/domain/src/i18n/all-resources.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
