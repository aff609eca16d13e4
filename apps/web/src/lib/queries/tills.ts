import { useQuery } from '@tanstack/react-query'
import type { TillRecord } from '@counterpart/domain/schemas/tills'
import { api } from '../api.ts'
import { tillHeaders } from '../till.ts'

/** GET /api/tills: the tills with their open session; every till query key starts with it. */
export const TILLS_PATH = '/tills'

export interface TillList {
  tills: TillRecord[]
  /** The POS setting: selling needs an open session on the device's till. */
  sessionRequired: boolean
}

/**
 * Names this device's till (when one is chosen): the server counts the request as the till's contact, the
 * edge before which none of its offline sales may be dated (issue 34).
 */
export function getTills(): Promise<TillList> {
  return api.get<TillList>(TILLS_PATH, { overlay: false, headers: tillHeaders() })
}

/**
 * How often an open terminal reads its till: the server then knows the till is in touch even when nobody
 * sells (a silence of 60 s is a time it may have been offline), and a session opened elsewhere shows.
 */
export const TERMINAL_HEARTBEAT_MS = 30_000

/**
 * The tills, for the terminal's till status, the Till page and the sessions report's filter. `heartbeat`:
 * the terminal reads them every TERMINAL_HEARTBEAT_MS while it is open; `enabled` false: not read (a page
 * that needs them only for someone who may sell).
 */
export function useTills(options: { heartbeat?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [TILLS_PATH],
    queryFn: getTills,
    enabled: options.enabled ?? true,
    ...(options.heartbeat ? { refetchInterval: TERMINAL_HEARTBEAT_MS } : {}),
  })
}

/** GET /api/till-sessions (paged) and /api/till-sessions/{id}/...: every session query key starts with it. */
export const TILL_SESSIONS_PATH = '/till-sessions'
