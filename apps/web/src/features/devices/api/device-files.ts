import type { DeviceListQuery } from '@counterpart/domain/schemas/devices'
import { apiUrl } from '../../../lib/api.ts'

export type DeviceFilters = Partial<
  Pick<DeviceListQuery, 'status' | 'model' | 'grade' | 'warehouse_id' | 'min_age_days'>
>

/** GET /api/devices/export: every unit the list's search and filters find, as a CSV download. */
export function deviceExportUrl(search: string, filters: DeviceFilters): string {
  return apiUrl('/devices/export', { search: search || undefined, ...filters })
}
