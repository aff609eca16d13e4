import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web/vitest.config.ts', 'apps/web/vitest.isolated.config.ts'],
    // Vitest runs one file at a time on a two-core machine (CPUs - 1). The API files wait on SQLite,
    // PostgreSQL and child processes (backups, crash tests) much of the time, so two at once finish in
    // about half the time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
