/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * The till's service worker (issue 18): it keeps the built app (index.html and every script, style and
 * font of the build) so a signed-in till opens without the server. It never touches /api: the data a till
 * needs offline lives in IndexedDB (lib/offline), answered by the page itself, and every API call goes
 * to the network as before. A new build takes over at once: a till tab is rarely closed.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

// Any page address opens the single-page app; the server's own paths (the API, uploads, storage) never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/storage(\/|$)/, /^\/uploads(\/|$)/],
  }),
)
