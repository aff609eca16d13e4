import type { AuditSamples } from './types.ts'

/** The payments module's mutating routes, one successful call each (see types.ts). */
export const paymentsSamples: AuditSamples = {}
