import type { AuditSamples } from './types.ts'

/** The catalog module's mutating routes, one successful call each (see types.ts). */
export const catalogSamples: AuditSamples = {}
