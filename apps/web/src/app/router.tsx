import { MESSAGES } from '@counterpart/domain/messages'
import { createBrowserRouter, redirect, replace, type RouteObject } from 'react-router'
import { loadAppSession, type AppSession } from '../lib/app-configuration.ts'
import { pageIsRightToLeft, sessionLanguage } from '../lib/i18n/session-language.ts'
import { switchLanguage } from '../lib/i18n/start.ts'
import { fetchCsrfCookie, readXsrfToken } from '../lib/csrf.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { RouteError } from './errors/route-error.tsx'
import { StartupError, StartupProgress } from './errors/startup-error.tsx'
import { queryClient } from './query-client.ts'
import { RootLayout } from './root-layout.tsx'
import { decideAccess } from './route-guard.ts'
import type { RouteHandle } from './route-handle.ts'
import { HOME_PATH, LOGIN_PATH, SIGNED_IN_HOME_PATH } from '../lib/paths.ts'
import { APP_ROUTES, type AppRoute, type RouteLayout } from './routes.tsx'
import { loadRtlCache } from './theme.tsx'

const LAYOUTS: Record<Exclude<RouteLayout, 'bare'>, RouteObject['lazy']> = {
  shell: () => import('./shell/app-shell.tsx').then((m) => ({ Component: m.AppShell })),
  error: () => import('./errors/error-layout.tsx').then((m) => ({ Component: m.ErrorLayout })),
  public: () => import('../features/showcase/public-layout.tsx').then((m) => ({ Component: m.PublicLayout })),
}

/** Where the user was when a navigation started; a forbidden page sends them back there. */
let lastRenderedPath: string | null = null

let csrfCookieRequested: Promise<void> | undefined

/**
 * Spec 000 §7: the CSRF cookie first, then the configuration (a POST, so it needs the cookie). Every
 * loader goes through here because nested loaders run in parallel: a guard must not pull the
 * configuration with a stale token while the root is still fetching the fresh one.
 */
async function startSession(): Promise<AppSession> {
  // A cookie from an earlier visit is still the session's token (the server keeps a well-formed one), so
  // the start does not wait for a round trip that would change nothing; a 419 still fetches a fresh one.
  csrfCookieRequested ??= readXsrfToken() === null ? fetchCsrfCookie().catch(() => undefined) : Promise.resolve()
  await csrfCookieRequested
  return loadAppSession(queryClient)
}

async function rootLoader(): Promise<null> {
  const session = await startSession()
  const language = sessionLanguage(session)
  // The first paint already reads in the user's language, and mirrored if it is written right to left.
  await Promise.all([
    switchLanguage(language),
    pageIsRightToLeft(language, session.configs.rtl) ? loadRtlCache() : undefined,
  ])
  return null
}

function guardedRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title }
  return {
    id: route.name,
    path: route.path,
    handle,
    lazy: route.page,
    loader: async () => {
      const session = await startSession()
      const decision = decideAccess(route, session, { login: LOGIN_PATH, signedInHome: SIGNED_IN_HOME_PATH })
      if (decision.action === 'redirect') throw redirect(decision.to)
      if (decision.action === 'forbid') {
        showSnackbar(MESSAGES.forbidden, 'error')
        // The link was followed but the page must not open: stay on the page already shown, or land on
        // the dashboard when the forbidden address was typed in directly.
        throw replace(lastRenderedPath ?? SIGNED_IN_HOME_PATH)
      }
      return null
    },
  }
}

export function buildRoutes(routes: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  const layoutChildren: RouteObject[] = (Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).map((layout) => ({
    lazy: LAYOUTS[layout],
    children: routes.filter((route) => route.layout === layout).map(guardedRoute),
  }))
  return [
    {
      id: 'root',
      loader: rootLoader,
      Component: RootLayout,
      HydrateFallback: StartupProgress,
      ErrorBoundary: StartupError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            // The component never renders (the loader redirects first); it only keeps the router from warning.
            { index: true, loader: () => redirect(HOME_PATH), Component: () => null },
            ...routes.filter((route) => route.layout === 'bare').map(guardedRoute),
            ...layoutChildren,
          ],
        },
      ],
    },
  ]
}

export const router = createBrowserRouter(buildRoutes())

router.subscribe((state) => {
  if (state.initialized && state.navigation.state === 'idle') {
    lastRenderedPath = `${state.location.pathname}${state.location.search}${state.location.hash}`
  }
})
