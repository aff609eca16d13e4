import { DISPLAY_API, type DisplayState } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'

/** PUT /customer-display/state: what the till's displays on other devices show now. */
export function publishDisplayState(state: DisplayState): Promise<unknown> {
  return api.put(DISPLAY_API.state, state, { headers: tillHeaders(), overlay: false, skipGlobalHandler: true })
}
