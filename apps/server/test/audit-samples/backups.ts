import type { AuditSamples } from './types.ts'

/** The backups module's mutating routes, one successful call each (see types.ts). */
export const backupsSamples: AuditSamples = {}
