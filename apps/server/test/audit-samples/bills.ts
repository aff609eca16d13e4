import type { AuditSamples } from './types.ts'

/** The bills module's mutating routes, one successful call each (see types.ts). */
export const billsSamples: AuditSamples = {}
