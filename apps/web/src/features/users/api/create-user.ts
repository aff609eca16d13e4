import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddUserResponse, CreateUserInput } from '@counterpart/domain/schemas/users'
import { api } from '../../../lib/api.ts'
import { usersQueryKey } from './get-users.ts'

export function createUser(input: CreateUserInput): Promise<AddUserResponse> {
  return api.post<AddUserResponse>('/user', input)
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
