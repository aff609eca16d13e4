import type { CustomerRelationship } from '@counterpart/domain/schemas/customer-relationship'
import { api } from '../../../lib/api.ts'
import { recordQuery } from '../../../lib/query-hooks.ts'
import { CUSTOMER_LIST_PATH } from '../../../lib/queries/customer-list.ts'

export function getCustomerRelationship(id: number): Promise<CustomerRelationship> {
  return api.get<CustomerRelationship>(`/customer/${id}/relationship`)
}

export const { useRecord: useCustomerRelationship } = recordQuery(
  (id) => [CUSTOMER_LIST_PATH, id, 'relationship'] as const,
  getCustomerRelationship,
)
