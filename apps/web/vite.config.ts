import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './precompress.ts'

const server = 'http://localhost:3000'

/** The chunks the entry imports statically (see the groups below): loaded before any page is imported. */
const LOADED_WITH_ENTRY = /(^|\/)(rolldown-runtime|vendor|ui-core)-[\w-]+\.js$/

/**
 * zod's classic schemas can write themselves out as JSON Schema (`schema.toJSONSchema()`, `~standard.jsonSchema`),
 * and since every schema type names its converter, the bundle keeps the whole generator: about 4 KB gzipped on
 * every page with a form, the POS terminal's included. Only the server writes JSON Schema (its OpenAPI document),
 * so the browser build gives those methods a stand-in that throws; `aggregateChecks` (what `.minLength`,
 * `.maxValue` and `.format` read) stays zod's own, and `z.toJSONSchema(schema)` would still bring the real one.
 */
function zodWithoutJsonSchemaMethods(): Plugin {
  const converters = 'import * as processors from "../core/json-schema-processors.js";'
  const methods =
    'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";'
  // One line for each import replaced, so the module's line numbers stay as they were.
  const standIns = [
    'import { aggregateChecks } from "../core/json-schema-processors.js";',
    'const noJsonSchema = () => { throw new Error("schema.toJSONSchema() is left out of the web build (vite.config.ts): use z.toJSONSchema(schema)"); };',
    'const processors = new Proxy({ aggregateChecks }, { get: (target, name) => target[name] ?? noJsonSchema });',
  ].join(' ')
  return {
    name: 'zod-without-json-schema-methods',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/ },
      handler(code) {
        if (!code.includes(converters) || !code.includes(methods)) {
          this.error(
            'zod/v4/classic/schemas.js no longer imports its JSON Schema converters as expected: update zodWithoutJsonSchemaMethods',
          )
        }
        return code
          .replace(converters, standIns)
          .replace(
            methods,
            'const createStandardJSONSchemaMethod = () => noJsonSchema, createToJSONSchemaMethod = () => noJsonSchema;',
          )
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchemaMethods(),
    // The till's service worker (src/sw.ts, issue 18): built on its own, so it is no entry of the app's manifest.
    // The app registers it itself (lib/offline/register-sw.ts): no registration script, no web manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,ico,png}'],
        // storage/ is the shop's own pictures served by the server, not the app.
        globIgnores: ['storage/**', '.vite/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // After the service worker is written, so it is compressed too (precompress.ts).
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': server,
      '/storage': server,
      '/uploads': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (e2e/tests/bundle-size.spec.ts weighs them).
    manifest: true,
    modulePreload: {
      // A lazy import preloads the chunks it needs; those the entry imported are there already, and naming them
      // in each of the entry's seventy-odd preload lists cost about 150 bytes gzipped on every route.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen needs change rarely: one long-cached chunk for them,
            // while MUI components stay split per route so the sign-in page loads only what it shows.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 2,
            },
            // The other libraries the entry imports statically (MUI's styling core and the few components
            // the root layout draws, emotion): every page loads them anyway, so one chunk rather than a
            // dozen small ones, each compressed on its own and each named in every route's preload list.
            // `$initial` holds only what the entry needs, so nothing a single page uses is pulled in.
            { name: 'ui-core', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // The small shared pieces of forms and record pages (a few hundred bytes each) travel together:
            // one chunk costs one gzip header and one request instead of a dozen.
            {
              name: 'form-parts',
              test: /[\\/]src[\\/](components[\\/](form-actions|form-notes-field|line-buttons|total-line|table-head-row|record-form-page|query-status)|lib[\\/](query-hooks|save-file|use-zod-form))\.tsx?$/,
              priority: 1,
              // Only these modules: the MUI parts they draw stay where the pages already load them.
              includeDependenciesRecursively: false,
            },
            // What the record detail pages share and the POS terminal does not: the :id of the address, the
            // labelled details and the door to the record's history (components/record-history.tsx). One chunk,
            // so a new shared piece adds no file to every route's preload list.
            {
              name: 'record-parts',
              test: /[\\/]src[\\/](lib[\\/]use-id-param|components[\\/](labelled-values|record-history))\.tsx?$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
