import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomerListItem, SupplierListItem } from '@counterpart/domain/schemas/contacts'
import type { PendingBillType } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export interface PersonOption {
  id: number
  label: string
  phone: string
}

const PATHS: Record<PendingBillType, string> = { Customers: '/customer', Suppliers: '/supplier' }

/** The first 20 customers or suppliers matching a search (the paged lists, searched on the server). */
export async function searchPeople(type: PendingBillType, search: string): Promise<PersonOption[]> {
  const page = await api.get<{ items: (CustomerListItem | SupplierListItem)[] }>(PATHS[type], {
    // The lists search letters, digits and spaces only.
    query: { page: 1, itemsPerPage: 20, search: search.replace(/[^\p{L}\p{N} ]/gu, '').trim() || undefined },
    overlay: false,
  })
  return page.items.map((person) => {
    const name = [person.firstName, person.lastName].join(' ').trim()
    const company = 'company' in person && person.company ? ` (${person.company})` : ''
    return { id: person.id, label: `${name}${company}`, phone: person.phone }
  })
}

export function peopleQuery(type: PendingBillType, search: string) {
  return queryOptions({ queryKey: [PATHS[type], 'picker', search] as const, queryFn: () => searchPeople(type, search) })
}

export function usePeople(type: PendingBillType | '', search: string) {
  return useQuery({
    ...peopleQuery(type || 'Customers', search),
    enabled: type !== '',
    placeholderData: keepPreviousData,
  })
}
