import { holdsGate } from '@counterpart/domain/permissions'
import type { AppSession } from '../lib/app-configuration.ts'
import type { AppRoute } from './routes.tsx'

export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string } | { action: 'forbid' }

/** Spec 000 §2, route guard. */
export function decideAccess(
  route: Pick<AppRoute, 'gate' | 'guest'>,
  session: Pick<AppSession, 'autheried' | 'actions'>,
  paths: { login: string; signedInHome: string },
): GuardDecision {
  const signedIn = session.autheried !== null
  if (route.guest) return signedIn ? { action: 'redirect', to: paths.signedInHome } : { action: 'render' }
  const gate = route.gate ?? 'signedIn'
  if (gate === 'public') return { action: 'render' }
  if (!signedIn) return { action: 'redirect', to: paths.login }
  return holdsGate(session.actions, gate) ? { action: 'render' } : { action: 'forbid' }
}
