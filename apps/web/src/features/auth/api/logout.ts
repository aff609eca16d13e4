import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { clearSignedInUser } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'

export function logout(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/logout')
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSuccess: async (response) => {
      clearSignedInUser(queryClient)
      await navigate('/login')
      if (response.message) showSnackbar(response.message, 'success')
    },
  })
}
