import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { EditUserInput } from '@counterpart/domain/schemas/users'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { appConfigurationQuery } from '../../../lib/app-configuration.ts'
import { usersQueryKey } from './get-users.ts'

export interface UpdateUserVariables {
  id: number
  input: EditUserInput
}

export function updateUser({ id, input }: UpdateUserVariables): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/user/${id}`, input)
}

// The sidebar shows the signed-in user's name and Designation: they may have just edited themselves.
export const useUpdateUser = invalidatingMutation(updateUser, [usersQueryKey, appConfigurationQuery.queryKey])
