import type { AuditSamples } from './types.ts'

/** The registers module's mutating routes, one successful call each (see types.ts). */
export const registersSamples: AuditSamples = {}
