import type { AuditSamples } from './types.ts'

/** The contacts module's mutating routes, one successful call each (see types.ts). */
export const contactsSamples: AuditSamples = {}
