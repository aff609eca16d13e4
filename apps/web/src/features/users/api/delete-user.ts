import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { usersQueryKey } from './get-users.ts'

export function deleteUser(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/user/${id}`)
}

export const useDeleteUser = invalidatingMutation(deleteUser, [usersQueryKey])
