import type { DeviceDetail } from '@counterpart/domain/schemas/devices'
import { api } from '../../../lib/api.ts'
import { recordQuery } from '../../../lib/query-hooks.ts'
import { DEVICE_LIST_PATH } from './get-devices.ts'

export async function getDevice(id: number): Promise<DeviceDetail['item']> {
  return (await api.get<DeviceDetail>(`/devices/${id}`)).item
}

export const { options: deviceQuery, useRecord: useDevice } = recordQuery(
  (id) => [DEVICE_LIST_PATH, id] as const,
  getDevice,
)
