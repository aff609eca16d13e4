import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/devices, read by the Devices table. */
export const DEVICE_LIST_PATH = '/devices'

/** Every Devices page and every single unit. */
export const devicesQueryKey = listQueryKey(DEVICE_LIST_PATH)
