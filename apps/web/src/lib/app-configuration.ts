import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import type { PullAppConfigurationResponse, SignedInUser } from '@counterpart/domain/schemas/user'
import type { AppConfiguration } from '@counterpart/domain/settings'
import { api } from './api.ts'

export type AppSession = PullAppConfigurationResponse<AppConfiguration>

/**
 * The configuration, the signed-in user and their permission map, pulled once at start and again after
 * sign-in, sign-out and settings changes. The router awaits it before any page renders.
 */
export const appConfigurationQuery = queryOptions({
  queryKey: ['app-configuration'] as const,
  queryFn: () =>
    // The start-up page handles its own failure: the error pages need this very configuration.
    api.post<AppSession>('/pull-app-configuration', undefined, { skipGlobalHandler: true }),
  staleTime: Infinity,
})

export function loadAppSession(queryClient: QueryClient): Promise<AppSession> {
  return queryClient.ensureQueryData(appConfigurationQuery)
}

/** Pulls the configuration again, whatever is cached (after sign-in or a settings change). */
export function reloadAppSession(queryClient: QueryClient): Promise<AppSession> {
  return queryClient.fetchQuery({ ...appConfigurationQuery, staleTime: 0 })
}

/** Forgets the user (sign-out, 401) and every query that belonged to them. */
export function clearSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(appConfigurationQuery.queryKey, (session) =>
    session ? { ...session, autheried: null, actions: null } : session,
  )
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigurationQuery.queryKey[0] })
}

export function useAppSession(): AppSession {
  return useSuspenseQuery(appConfigurationQuery).data
}

export function useConfigs(): AppConfiguration {
  return useAppSession().configs
}

export function useCurrentUser(): SignedInUser | null {
  return useAppSession().autheried
}

/** Whether the signed-in user holds a gate, for showing or hiding an action. */
export function useCan(gate: Gate): boolean {
  return holdsGate(useAppSession().actions, gate)
}
