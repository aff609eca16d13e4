import type { AuditSamples } from './types.ts'

/** The purchasing module's mutating routes, one successful call each (see types.ts). */
export const purchasingSamples: AuditSamples = {}
