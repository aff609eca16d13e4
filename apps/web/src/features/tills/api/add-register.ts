import type { RegisterInput } from '@counterpart/domain/schemas/registers'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REGISTERS_PATH } from '../../../lib/queries/registers.ts'

/** POST /registers (general settings): a new till; its name is unique. */
export function addRegister(input: RegisterInput): Promise<{ message: string; id: number }> {
  return api.post(REGISTERS_PATH, input, { skipGlobalHandler: [422] })
}

export const useAddRegister = invalidatingMutation(addRegister, [[REGISTERS_PATH]])
