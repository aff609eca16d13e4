import { useQuery } from '@tanstack/react-query'
import type { RegisterRecord } from '@counterpart/domain/schemas/registers'
import { api } from '../api.ts'

/** GET /api/registers: the tills with their open session; every till query key starts with it. */
export const REGISTERS_PATH = '/registers'

export interface RegisterList {
  registers: RegisterRecord[]
  /** The POS setting: selling needs an open session on the device's till. */
  sessionRequired: boolean
}

export function getRegisters(): Promise<RegisterList> {
  return api.get<RegisterList>(REGISTERS_PATH, { overlay: false })
}

/** The tills, for the terminal's till status, the Till page and the sessions report's filter. */
export function useRegisters() {
  return useQuery({ queryKey: [REGISTERS_PATH], queryFn: getRegisters })
}

/** GET /api/till-sessions (paged) and /api/till-sessions/{id}/...: every session query key starts with it. */
export const TILL_SESSIONS_PATH = '/till-sessions'
