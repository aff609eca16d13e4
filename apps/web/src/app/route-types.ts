import type { Gate } from '@counterpart/domain/permissions'
import type { ComponentType } from 'react'
import { ROUTE_PATHS, type RouteName } from '../lib/paths.ts'

/** Which frame a page is drawn in: the staff shell, the error layout, the public frame or nothing. */
export type RouteLayout = 'shell' | 'error' | 'public' | 'bare'

export interface AppRoute {
  name: RouteName
  path: string
  /** document.title becomes "<title> | <site name>"; the key of its text (shell:routes.<name>). */
  title: string
  /** Who may open it; `signedIn` when omitted. A permission flag blocks holders of a null/false value. */
  gate?: Gate
  /** Sign-in and password pages: open without a session, and a signed-in user is sent to the Dashboard. */
  guest?: boolean
  layout: RouteLayout
  /** Each page is its own chunk, so the sign-in page never downloads the back office. */
  page: () => Promise<{ Component: ComponentType }>
}

/** A route of the table; its path comes from `lib/paths.ts`, so links and the router cannot disagree. */
export function appRoute(name: RouteName, route: Omit<AppRoute, 'name' | 'path'>): AppRoute {
  return { name, path: ROUTE_PATHS[name], ...route }
}
