import { useQuery } from '@tanstack/react-query'
import type { QuickbooksDateOrder } from '@counterpart/domain/journal'
import type { JournalAccountsResponse } from '@counterpart/domain/schemas/journal'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'

export const JOURNAL_ACCOUNTS_PATH = '/journal-accounts'

export interface JournalAccountsInput {
  accounts: { role: string; code: string; name: string }[]
  xeroTaxRate: string
  quickbooksDateOrder: QuickbooksDateOrder
}

export function useJournalAccounts() {
  return useQuery({
    queryKey: [JOURNAL_ACCOUNTS_PATH],
    queryFn: () => api.get<JournalAccountsResponse>(JOURNAL_ACCOUNTS_PATH),
  })
}

function saveJournalAccounts(input: JournalAccountsInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(JOURNAL_ACCOUNTS_PATH, input, { skipGlobalHandler: [422] })
}

export const useSaveJournalAccounts = invalidatingMutation(saveJournalAccounts, [[JOURNAL_ACCOUNTS_PATH]])
