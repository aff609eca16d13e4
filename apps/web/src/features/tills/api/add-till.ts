import type { TillInput } from '@counterpart/domain/schemas/tills'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILLS_PATH } from '../../../lib/queries/tills.ts'

/** POST /tills (general settings): a new till; its name is unique. */
export function addTill(input: TillInput): Promise<{ message: string; id: number }> {
  return api.post(TILLS_PATH, input, { skipGlobalHandler: [422] })
}

export const useAddTill = invalidatingMutation(addTill, [[TILLS_PATH]])
