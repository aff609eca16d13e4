import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { AvatarResponse } from '@counterpart/domain/schemas/users'
import { api } from '../../../lib/api.ts'
import { appConfigurationQuery } from '../../../lib/app-configuration.ts'
import { usersQueryKey } from './get-users.ts'

export interface UploadAvatarVariables {
  id: number
  file: File
}

export function uploadAvatar({ id, file }: UploadAvatarVariables): Promise<AvatarResponse> {
  const form = new FormData()
  form.append('avatar', file)
  return api.post<AvatarResponse>(`/user/avatar/${id}`, form)
}

export const useUploadAvatar = invalidatingMutation(uploadAvatar, [usersQueryKey, appConfigurationQuery.queryKey])
