import type { AuditSamples } from './types.ts'

/** The inventory module's mutating routes, one successful call each (see types.ts). */
export const inventorySamples: AuditSamples = {}
