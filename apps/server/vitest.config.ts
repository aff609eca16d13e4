import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database, so files run side by side (maxWorkers in the root config).
    // The app's modules hold no state between apps (each test file builds its own), so a worker keeps
    // them loaded from one file to the next instead of importing Fastify, Kysely and the schemas again.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
