import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@counterpart/domain/messages'
import type { LoginInput } from '@counterpart/domain/schemas/auth'
import { useNavigate } from 'react-router'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { reloadAppSession } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { tr } from '@counterpart/domain/i18n/translate'

export function login(input: LoginInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/login', input)
}

/** Spec 000 §4: on success the configuration is pulled again; only a session that now has a user counts. */
export function useLogin() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      const session = await reloadAppSession(queryClient)
      if (!session.autheried) {
        // The server accepted the password but the browser did not keep the session cookie (cookies
        // blocked, or a Secure cookie over plain HTTP): say so instead of leaving the form as it was.
        showSnackbar(tr('auth:login.cookiesBlocked'), 'error')
        return
      }
      showSnackbar(MESSAGES.loggedIn, 'success')
      await navigate('/dashboard')
    },
  })
}
