import { useMutation } from '@tanstack/react-query'
import type { PasswordEmailInput } from '@counterpart/domain/schemas/auth'
import { useNavigate } from 'react-router'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'

export function sendResetLink(input: PasswordEmailInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/password/email', input)
}

export function useSendResetLink() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: sendResetLink,
    onSuccess: async (response) => {
      showSnackbar(response.message, 'success')
      await navigate('/login')
    },
  })
}
