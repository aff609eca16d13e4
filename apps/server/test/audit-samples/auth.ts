import type { AuditSamples } from './types.ts'

/** The auth module's mutating routes, one successful call each (see types.ts). */
export const authSamples: AuditSamples = {}
