/**
 * Registers the till's service worker (src/sw.ts, issue 18) in a production build. Browsers run service
 * workers only in a secure context (HTTPS or localhost); elsewhere the app works online as before and the
 * terminal says why it cannot sell offline. The development server has no worker: it would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    // No worker (an old browser policy, a private window): the app still works online.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  })
}
