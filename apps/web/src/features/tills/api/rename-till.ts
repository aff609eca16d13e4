import type { TillInput } from '@counterpart/domain/schemas/tills'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILLS_PATH, TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'

/** PATCH /tills/{id} (general settings): a till's new name. */
export function renameTill({ id, input }: { id: number; input: TillInput }): Promise<MessageResponse> {
  return api.patch(`${TILLS_PATH}/${id}`, input, { skipGlobalHandler: [422] })
}

// The sessions list and reports show the till's name.
export const useRenameTill = invalidatingMutation(renameTill, [[TILLS_PATH], [TILL_SESSIONS_PATH]])
