import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SETTINGS_RELOAD_DELAY_MS } from '@counterpart/domain/constants'
import type { SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { appConfigurationQuery } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { settingsQuery } from './get-settings.ts'

/**
 * Every settings save behaves the same (spec 000 §4): the server's message in the snackbar, then the
 * page reloads about 1.5 s later so the theme, direction and formats of the whole app follow.
 */
export function useSettingsSave<V>(save: (variables: V) => Promise<SettingsUpdateResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      showSnackbar(answer.message, 'success')
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigurationQuery.queryKey }),
      ])
      window.setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS)
    },
  })
}
