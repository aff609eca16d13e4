// First: zod's settings apply to schemas built after them (zod-config.ts).
import './zod-config.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { startTranslations } from './lib/i18n/start.ts'
import { registerServiceWorker } from './lib/offline/register-sw.ts'

// The till's worker first: it must not wait on anything the page loads (the language below, when offline).
registerServiceWorker()

// The page's language and its shared texts are loaded before the first paint (lib/i18n/start.ts).
await startTranslations()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
