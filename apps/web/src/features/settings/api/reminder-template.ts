import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReminderTemplate } from '@counterpart/domain/schemas/balances'
import type { SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'

const REMINDER_TEMPLATE_PATH = '/setting-reminder'

export function useReminderTemplate() {
  return useQuery({
    queryKey: [REMINDER_TEMPLATE_PATH],
    queryFn: () => api.get<ReminderTemplate>(REMINDER_TEMPLATE_PATH),
  })
}

/** Saved like a settings section, but nothing else on screen depends on it: no reload. */
export function useSaveReminderTemplate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReminderTemplate) => api.post<SettingsUpdateResponse>('/setting-reminder-update', input),
    onSuccess: async (answer) => {
      showSnackbar(answer.message, 'success')
      await client.invalidateQueries({ queryKey: [REMINDER_TEMPLATE_PATH] })
    },
  })
}
