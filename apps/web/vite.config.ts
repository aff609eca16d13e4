import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const server = 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen needs change rarely: one long-cached chunk for them,
            // while MUI components stay split per route so the sign-in page loads only what it shows.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
