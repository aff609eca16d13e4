import { useMutation } from '@tanstack/react-query'
import type { RepairSearchItem } from '@counterpart/domain/schemas/repairs'
import { api } from '../../../lib/api.ts'

export function searchRepairs(key: string): Promise<{ items: RepairSearchItem[] }> {
  return api.post<{ items: RepairSearchItem[] }>('/repair-search', { key })
}

/** The POS advanced search's Repair Search tab runs this on demand (a button), hence a mutation. */
export function useSearchRepairs() {
  return useMutation({ mutationFn: searchRepairs })
}
