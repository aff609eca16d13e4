import type { AuditSamples } from './types.ts'

/** The showcase module's mutating routes, one successful call each (see types.ts). */
export const showcaseSamples: AuditSamples = {}
