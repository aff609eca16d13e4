import type { DeviceChanged, DeviceUpdateInput } from '@counterpart/domain/schemas/devices'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { devicesQueryKey } from './get-devices.ts'

/** What staff with Device Manage do to a unit from its passport (issue 29, item 8). */
export type DeviceAction =
  | { kind: 'update'; body: DeviceUpdateInput }
  | { kind: 'reserve'; body: { note: string } }
  | { kind: 'unreserve'; body: Record<string, never> }
  | { kind: 'scrap'; body: { reason: string } }
  | { kind: 'transfer'; body: { warehouse_id: number | string } }
  | { kind: 'release'; body: { reason: string } }

export function manageDevice({ id, action }: { id: number; action: DeviceAction }): Promise<DeviceChanged> {
  if (action.kind === 'update') return api.patch<DeviceChanged>(`/devices/${id}`, action.body)
  return api.post<DeviceChanged>(`/devices/${id}/${action.kind}`, action.body)
}

/** Every Devices page and passport shows the change. */
export const useManageDevice = invalidatingMutation(manageDevice, [devicesQueryKey])
