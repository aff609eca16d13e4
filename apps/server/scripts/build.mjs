/**
 * Bundles the server for production: `node apps/server/dist/main.mjs` instead of `tsx src/main.ts`.
 * tsx compiles TypeScript in a loader thread that stays alive for the life of the process (about 50 MB
 * of resident memory, docs/performance.md); one bundled file of plain JavaScript needs no loader.
 * Our own code (the server and @counterpart/domain) is bundled; packages from node_modules stay
 * imports, so native modules (better-sqlite3) and packages that read their own files (pdfkit's fonts)
 * load as they do in development.
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const ownCode = /^(\.|\/|@counterpart\/)/

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The server's config resolves the web build from its own folder: dist/ sits beside src/ for that.
  plugins: [
    {
      name: 'node-modules-external',
      setup(builder) {
        builder.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'entry-point' || ownCode.test(args.path) ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
  logLevel: 'warning',
})
console.log('server bundled: apps/server/dist/main.mjs')
