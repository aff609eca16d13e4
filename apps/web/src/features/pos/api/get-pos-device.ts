import type { PosDevice } from '@counterpart/domain/schemas/devices'
import { api } from '../../../lib/api.ts'

/** GET /pos/device: the unit a scanned IMEI, its last 6 digits or a serial names (issue 29); null for none. */
export async function findPosDevice(code: string): Promise<PosDevice | null> {
  const answer = await api.get<{ device: PosDevice | null }>(`/pos/device?code=${encodeURIComponent(code)}`, {
    overlay: false,
  })
  return answer.device
}
