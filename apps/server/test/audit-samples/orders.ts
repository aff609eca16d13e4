import type { AuditSamples } from './types.ts'

/** The orders module's mutating routes, one successful call each (see types.ts). */
export const ordersSamples: AuditSamples = {}
