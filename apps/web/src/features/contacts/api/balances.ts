import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BalanceListResponse, ReminderDraft, SendReminderInput } from '@counterpart/domain/schemas/balances'
import { AUDIT_EVENTS_PATH } from '../../../components/audit-format.ts'
import { api } from '../../../lib/api.ts'

export const BALANCES_PATH = '/balances'

/** Both sides' totals by age, whatever page the table shows: the list's first row is all it costs. */
export function useBalanceTotals() {
  return useQuery({
    queryKey: [BALANCES_PATH, 'totals'],
    queryFn: () => api.get<BalanceListResponse>(BALANCES_PATH, { query: { itemsPerPage: 1 } }),
  })
}

export function useReminderDraft(customerId: number | null) {
  return useQuery({
    queryKey: [BALANCES_PATH, 'reminder', customerId],
    queryFn: () => api.get<ReminderDraft>(`${BALANCES_PATH}/reminder/${customerId}`, { skipGlobalHandler: [409] }),
    enabled: customerId !== null,
    // A draft is filled in with today's balance: read afresh every time the dialog opens.
    gcTime: 0,
    staleTime: 0,
  })
}

export function useSendReminder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ customerId, ...input }: SendReminderInput & { customerId: number }) =>
      api.post<{ message: string }>(`${BALANCES_PATH}/reminder/${customerId}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [AUDIT_EVENTS_PATH] }),
  })
}
