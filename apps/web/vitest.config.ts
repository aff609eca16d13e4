import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vitest/config'

/**
 * Files that replace a module with `vi.mock` need a module registry of their own: they run isolated, in
 * the project web-isolated (vitest.isolated.config.ts).
 */
export const REPLACES_A_MODULE = [
  'src/app/global-error-handler.test.ts',
  'src/features/pos/components/scan-box.test.tsx',
  'src/features/pos/use-checkout.test.tsx',
]

export const webTests = defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/i18n.ts', 'src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})

/**
 * Every other file shares its worker's loaded modules (React, MUI, the app's code) with the files before it,
 * which takes the unit step from about 47 s to about 18 s. The app's modules keep no state a test relies on
 * from one file to the next (each test renders its own providers and query client), and vitest restores
 * mocks and stubbed globals after every test.
 */
export default mergeConfig(
  webTests,
  defineConfig({
    test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: REPLACES_A_MODULE, isolate: false },
  }),
)
