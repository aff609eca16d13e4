import type { AuditSamples } from './types.ts'

/** The buyback module's mutating routes, one successful call each (see types.ts). */
export const buybackSamples: AuditSamples = {}
