import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditPeople } from '@counterpart/domain/schemas/audit'
import { api } from '../../../lib/api.ts'

/** GET /api/audit-people: every account's id and name, for the Person filter. */
export function getAuditPeople(): Promise<AuditPeople> {
  return api.get<AuditPeople>('/audit-people', { overlay: false })
}

export const auditPeopleQuery = queryOptions({ queryKey: ['audit-people'] as const, queryFn: getAuditPeople })

export function useAuditPeople() {
  return useQuery(auditPeopleQuery)
}
