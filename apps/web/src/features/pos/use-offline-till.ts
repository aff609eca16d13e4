import type { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { useEffect } from 'react'
import { useCan, useCurrentUser } from '../../lib/app-configuration.ts'
import { useStore } from '../../lib/create-store.ts'
import { tillConnection, type TillConnection } from '../../lib/offline/connection.ts'
import { startTillSync } from '../../lib/offline/till-sync.ts'
import { chosenTillId } from '../../lib/till.ts'

export type OfflineUnavailable = keyof typeof OFFLINE_TEXTS.unavailable

export interface OfflineTill extends TillConnection {
  /** Why this till cannot sell offline; null when it can. */
  unavailable: OfflineUnavailable | null
}

/** Why offline selling is not available on this device for this user (issue 18), or null. */
export function offlineUnavailable(allowed: boolean, asOf: string | null): OfflineUnavailable | null {
  if (!window.isSecureContext) return 'insecure'
  if (!('serviceWorker' in navigator) || typeof indexedDB === 'undefined') return 'unsupported'
  if (chosenTillId() === null) return 'noTill'
  if (!allowed) return 'notAllowed'
  return asOf === null ? 'noSnapshot' : null
}

/** The terminal's view of offline selling; starts the outbox flush and the snapshot refresh. */
export function useOfflineTill(): OfflineTill {
  const connection = useStore(tillConnection)
  const userId = useCurrentUser()?.id
  const unavailable = offlineUnavailable(useCan('offlineSale'), connection.asOf)
  const keepSnapshot = unavailable === null || unavailable === 'noSnapshot'
  useEffect(() => {
    if (userId !== undefined) startTillSync({ userId, keepSnapshot })
  }, [userId, keepSnapshot])
  return { ...connection, unavailable }
}
