import type { AuditSamples } from './types.ts'

/** The repairs module's mutating routes, one successful call each (see types.ts). */
export const repairsSamples: AuditSamples = {}
