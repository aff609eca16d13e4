import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database; files run in parallel on the two cores.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
