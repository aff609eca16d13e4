import type { AuditSamples } from './types.ts'

/** The users module's mutating routes, one successful call each (see types.ts). */
export const usersSamples: AuditSamples = {}
