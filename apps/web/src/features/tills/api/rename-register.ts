import type { RegisterInput } from '@counterpart/domain/schemas/registers'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REGISTERS_PATH, TILL_SESSIONS_PATH } from '../../../lib/queries/registers.ts'

/** PATCH /registers/{id} (general settings): a till's new name. */
export function renameRegister({ id, input }: { id: number; input: RegisterInput }): Promise<MessageResponse> {
  return api.patch(`${REGISTERS_PATH}/${id}`, input, { skipGlobalHandler: [422] })
}

// The sessions list and reports show the till's name.
export const useRenameRegister = invalidatingMutation(renameRegister, [[REGISTERS_PATH], [TILL_SESSIONS_PATH]])
