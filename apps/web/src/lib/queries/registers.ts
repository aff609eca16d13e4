import { useQuery } from '@tanstack/react-query'
import type { RegisterRecord } from '@counterpart/domain/schemas/registers'
import { api } from '../api.ts'
import { tillHeaders } from '../till.ts'

/** GET /api/registers: the tills with their open session; every till query key starts with it. */
export const REGISTERS_PATH = '/registers'

export interface RegisterList {
  registers: RegisterRecord[]
  /** The POS setting: selling needs an open session on the device's till. */
  sessionRequired: boolean
}

/**
 * Names this device's till (when one is chosen): the server counts the request as the till's contact, the
 * edge before which none of its offline sales may be dated (issue 34).
 */
export function getRegisters(): Promise<RegisterList> {
  return api.get<RegisterList>(REGISTERS_PATH, { overlay: false, headers: tillHeaders() })
}

/**
 * How often an open terminal reads its till: the server then knows the till is in touch even when nobody
 * sells (a silence of 60 s is a time it may have been offline), and a session opened elsewhere shows.
 */
export const TERMINAL_HEARTBEAT_MS = 30_000

/**
 * The tills, for the terminal's till status, the Till page and the sessions report's filter. `heartbeat`:
 * the terminal reads them every TERMINAL_HEARTBEAT_MS while it is open.
 */
export function useRegisters(options: { heartbeat?: boolean } = {}) {
  return useQuery({
    queryKey: [REGISTERS_PATH],
    queryFn: getRegisters,
    ...(options.heartbeat ? { refetchInterval: TERMINAL_HEARTBEAT_MS } : {}),
  })
}

/** GET /api/till-sessions (paged) and /api/till-sessions/{id}/...: every session query key starts with it. */
export const TILL_SESSIONS_PATH = '/till-sessions'
