import type { Kysely } from 'kysely'
import {
  DEFAULT_SETTINGS,
  toAppConfiguration,
  type AppConfiguration,
  type StoredSettings,
} from '@counterpart/domain/settings'
import type { Database } from '../../db/schema.ts'
import { nowIso } from '../../platform/time.ts'
import { insertSettingsRow, readSettingsRow, writeSettingsRow } from './repository.ts'

export interface SettingsSnapshot {
  settings: StoredSettings
  updated_at: string | null
}

/**
 * Settings are read from the database on each use: several app processes share one configuration and a
 * change made on one is seen by the others at once.
 */
export function createSettingsService(db: Kysely<Database>, options: { demo: boolean; timezone: string }) {
  async function snapshot(): Promise<SettingsSnapshot> {
    const row = await readSettingsRow(db)
    if (!row) return { settings: DEFAULT_SETTINGS, updated_at: null }
    return { settings: mergeDefaults(JSON.parse(row.data) as Partial<StoredSettings>), updated_at: row.updated_at }
  }

  return {
    snapshot,

    async get(): Promise<StoredSettings> {
      return (await snapshot()).settings
    },

    async appConfiguration(): Promise<AppConfiguration> {
      const { settings, updated_at } = await snapshot()
      return toAppConfiguration(settings, { demo: options.demo, updated_at, timezone: options.timezone })
    },

    /** Stores the defaults on first start; an existing configuration is left as it is. */
    async ensureStored(): Promise<void> {
      await insertSettingsRow(db, JSON.stringify(DEFAULT_SETTINGS), nowIso())
    },

    async update(change: (current: StoredSettings) => StoredSettings): Promise<SettingsSnapshot> {
      return db.transaction().execute(async (trx) => {
        const row = await readSettingsRow(trx)
        const current = row ? mergeDefaults(JSON.parse(row.data) as Partial<StoredSettings>) : DEFAULT_SETTINGS
        const next = change(current)
        const updatedAt = nowIso()
        if (row) await writeSettingsRow(trx, JSON.stringify(next), updatedAt)
        else await insertSettingsRow(trx, JSON.stringify(next), updatedAt)
        return { settings: next, updated_at: updatedAt }
      })
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>

/** New settings added in later versions get their defaults without a data migration. */
function mergeDefaults(stored: Partial<StoredSettings>): StoredSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...stored,
    general: { ...DEFAULT_SETTINGS.general, ...stored.general },
    mail: { ...DEFAULT_SETTINGS.mail, ...stored.mail },
    terms: { ...DEFAULT_SETTINGS.terms, ...stored.terms },
    pos: { ...DEFAULT_SETTINGS.pos, ...stored.pos },
    bill: { ...DEFAULT_SETTINGS.bill, ...stored.bill },
  }
}
