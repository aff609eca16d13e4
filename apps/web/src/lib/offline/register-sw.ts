/**
 * Registers the till's service worker (src/sw.ts, issue 18) in a production build. Browsers run service
 * workers only in a secure context (HTTPS or localhost); elsewhere the app works online as before and the
 * terminal says why it cannot sell offline. The development server has no worker: it would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return
  // No worker (an old browser policy, a private window): the app still works online.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  // After the page's own loading, so the worker's precache does not compete with it; a page already loaded
  // (the entry awaits its language first, and `load` may have passed) registers at once.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
