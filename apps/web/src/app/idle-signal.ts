import type { QueryClient } from '@tanstack/react-query'

/** The part of react-router's data router the signal reads. */
interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } }
  subscribe: (listener: () => void) => () => void
}

/** How long the app must stay idle before it says so: a finished navigation renders its page, whose
 * queries only start in the render after, so an instant "idle" would come before the page's own calls. */
export const IDLE_SETTLE_MS = 100

/**
 * `<html data-idle="true">` once the route and its lazy chunks have loaded and no query or mutation is
 * running, `"false"` as soon as one starts. Browser journeys that sweep every page wait on it instead of a
 * fixed pause (e2e/support/idle.ts); nothing in the app reads it.
 */
export function installIdleSignal(
  client: QueryClient,
  router: RouterLike,
  root: HTMLElement = document.documentElement,
) {
  let settle: ReturnType<typeof setTimeout> | undefined
  const busy = () =>
    !router.state.initialized ||
    router.state.navigation.state !== 'idle' ||
    client.isFetching() > 0 ||
    client.isMutating() > 0
  const update = () => {
    clearTimeout(settle)
    if (busy()) {
      root.dataset.idle = 'false'
      return
    }
    settle = setTimeout(() => {
      root.dataset.idle = busy() ? 'false' : 'true'
    }, IDLE_SETTLE_MS)
  }
  const stops = [
    client.getQueryCache().subscribe(update),
    client.getMutationCache().subscribe(update),
    router.subscribe(update),
  ]
  update()
  return () => {
    clearTimeout(settle)
    for (const stop of stops) stop()
  }
}
