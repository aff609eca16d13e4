import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditVerifyResult } from '@counterpart/domain/schemas/audit'
import { api } from '../../../lib/api.ts'

/** GET /api/audit-verify: the chain recomputed from the first event; names every event edited or removed. */
export function verifyAuditChain(): Promise<AuditVerifyResult> {
  return api.get<AuditVerifyResult>('/audit-verify', { overlay: false })
}

export const auditVerifyQuery = queryOptions({
  queryKey: ['audit-verify'] as const,
  queryFn: verifyAuditChain,
  // A verdict is about the log as it was when checked: each visit checks again.
  staleTime: 0,
  gcTime: 0,
})

export function useAuditVerify() {
  return useQuery(auditVerifyQuery)
}
