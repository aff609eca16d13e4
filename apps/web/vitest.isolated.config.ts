import { defineConfig, mergeConfig } from 'vitest/config'
import { REPLACES_A_MODULE, webTests } from './vitest.config.ts'

/** The web files that replace a module with `vi.mock`, each in a module registry of its own. */
export default mergeConfig(webTests, defineConfig({ test: { name: 'web-isolated', include: REPLACES_A_MODULE } }))
