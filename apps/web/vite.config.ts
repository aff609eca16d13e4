import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const server = 'http://localhost:3000'

/** The chunks the entry imports statically (see the groups below): loaded before any page is imported. */
const LOADED_WITH_ENTRY = /(^|\/)(rolldown-runtime|vendor|ui-core)-[\w-]+\.js$/

export default defineConfig({
  plugins: [
    react(),
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
