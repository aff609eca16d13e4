import type { AuditSamples } from './types.ts'

/** The settings module's mutating routes, one successful call each (see types.ts). */
export const settingsSamples: AuditSamples = {}
