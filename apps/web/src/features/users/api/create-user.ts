import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { AddUserResponse, CreateUserInput } from '@counterpart/domain/schemas/users'
import { api } from '../../../lib/api.ts'
import { usersQueryKey } from './get-users.ts'

export function createUser(input: CreateUserInput): Promise<AddUserResponse> {
  return api.post<AddUserResponse>('/user', input)
}

export const useCreateUser = invalidatingMutation(createUser, [usersQueryKey])
