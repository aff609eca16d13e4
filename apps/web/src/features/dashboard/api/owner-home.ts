import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnerHomeResponse } from '@counterpart/domain/schemas/dashboard'
import { api } from '../../../lib/api.ts'

/** GET /dashboard/home: the owner's day, with low stock counted below the Stock alerts threshold. */
export function getOwnerHome(threshHold: number): Promise<OwnerHomeResponse> {
  return api.get<OwnerHomeResponse>('/dashboard/home', { overlay: false, query: { threshHold } })
}

export function ownerHomeQuery(threshHold: number) {
  return queryOptions({ queryKey: ['/dashboard/home', threshHold], queryFn: () => getOwnerHome(threshHold) })
}

export function useOwnerHome(threshHold: number) {
  return useQuery(ownerHomeQuery(threshHold))
}
