import type { RouteName } from '../lib/paths.ts'
import { SIGN_IN_AND_PUBLIC_ROUTES, INSTALLER_AND_ERROR_ROUTES } from './route-tables/public.ts'
import { RECORDS_ROUTES } from './route-tables/records.ts'
import { TRADE_ROUTES } from './route-tables/trade.ts'
import type { AppRoute } from './route-types.ts'

export type { AppRoute, RouteLayout } from './route-types.ts'

/**
 * The one route table (ARCHITECTURE "Web"). To add a page: add its name and path to `lib/paths.ts` and an
 * `appRoute(...)` entry with its lazy `page` to the table of its area in `route-tables/`; the router, the
 * guard and the page title read it. Names follow the spec's route names.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...SIGN_IN_AND_PUBLIC_ROUTES,
  ...TRADE_ROUTES,
  ...RECORDS_ROUTES,
  ...INSTALLER_AND_ERROR_ROUTES,
]

const byName = new Map<string, AppRoute>(APP_ROUTES.map((route) => [route.name, route]))

export function routeByName(name: RouteName): AppRoute {
  const route = byName.get(name)
  if (!route) throw new Error(`Unknown route ${name}`)
  return route
}
