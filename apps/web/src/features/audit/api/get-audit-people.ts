import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

// TODO(audita): the answer's type from packages/domain once auditPeopleSchema is there.
export interface AuditPeople {
  people: { id: number; name: string }[]
}

/** GET /api/audit-people: everyone who appears in the log, for the Person filter. */
export function getAuditPeople(): Promise<AuditPeople> {
  return api.get<AuditPeople>('/audit-people', { overlay: false })
}

export const auditPeopleQuery = queryOptions({ queryKey: ['audit-people'] as const, queryFn: getAuditPeople })

export function useAuditPeople() {
  return useQuery(auditPeopleQuery)
}
