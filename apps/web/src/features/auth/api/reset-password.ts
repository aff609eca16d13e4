import { useMutation } from '@tanstack/react-query'
import type { PasswordResetInput } from '@counterpart/domain/schemas/auth'
import { useNavigate } from 'react-router'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'

export function resetPassword(input: PasswordResetInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/password/reset', input)
}

export function useResetPassword() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (response) => {
      showSnackbar(response.message, 'success')
      await navigate('/login')
    },
  })
}
