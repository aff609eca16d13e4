import type { AuditSamples } from './types.ts'

/** The pos module's mutating routes, one successful call each (see types.ts). */
export const posSamples: AuditSamples = {}
