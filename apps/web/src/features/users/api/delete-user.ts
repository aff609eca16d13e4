import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { usersQueryKey } from './get-users.ts'

export function deleteUser(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/user/${id}`)
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
