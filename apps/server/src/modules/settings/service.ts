import { tr } from '@counterpart/domain/i18n/translate'
import { textMap } from '@counterpart/domain/text-map'
import type { Language } from '@counterpart/domain/i18n/languages'
import type { Kysely } from 'kysely'
import type {
  AnnouncementInput,
  SettingsScreenData,
  TermsUpdateInput,
  UnitsUpdateInput,
} from '@counterpart/domain/schemas/settings'
import { parseUnits, TERMS_FIELDS, type PosSettingsUpdate } from '@counterpart/domain/schemas/settings'
import {
  DEFAULT_SETTINGS,
  readStoredSettings,
  toAppConfiguration,
  type AppConfiguration,
  type BillSettings,
  type GeneralSettings,
  type MailSettings,
  type ReminderSettings,
  type StoredSettings,
} from '@counterpart/domain/settings'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError } from '../../platform/errors.ts'
import { vendorCreditShown } from '../../platform/owner-licence.ts'
import { createPictureReplacement, type PictureColumn } from '../../platform/picture-replacement.ts'
import { nowIso } from '../../platform/time.ts'
import type { ImageExtension, UploadStore } from '../../platform/uploads.ts'
import { countProductsByUnit, insertSettingsRow, readSettingsRow, writeSettingsRow } from './repository.ts'

export interface SettingsSnapshot {
  settings: StoredSettings
  updated_at: string | null
}

/** Texts of the settings saves; the screens show them in the snackbar. */
const SAVED = ['general', 'mail', 'logo', 'logoBill', 'terms', 'pos', 'bill', 'units', 'announcement'] as const

// Getters all (a spread of textMap would copy the texts once, in the language of the moment it ran).
export const SETTINGS_MESSAGES = Object.defineProperty(
  textMap(SAVED, (section) => tr(`messages:settings.saved.${section}`)),
  'demoMail',
  { get: () => tr('messages:settings.demoMail'), enumerable: true },
) as Readonly<Record<(typeof SAVED)[number] | 'demoMail', string>>

type Change = (current: StoredSettings, trx: Kysely<Database>) => StoredSettings | Promise<StoredSettings>

/** A section of the stored settings: the audit event's entity id (each screen saves one). */
export type SettingsGroup = keyof StoredSettings

/** What a save from a settings screen writes to the audit log with the change. */
export interface SettingsAudit {
  group: SettingsGroup
  action: string
}

/**
 * A section as its audit event shows it: a section of fields as it is stored (changedFields keeps the
 * fields that changed and masks mail_password and the owner licence key), a single value under its name.
 */
function auditedGroup(settings: StoredSettings, group: SettingsGroup): Record<string, unknown> {
  const value: unknown = settings[group]
  return typeof value === 'object' && value !== null ? { ...value } : { [group]: value }
}

/**
 * Settings are read from the database on each use: several app processes share one configuration and a
 * change made on one is seen by the others at once. A row broken behind the API (not JSON, a field of the
 * wrong kind) reads as the defaults for what is broken: sign-in and the settings screens keep working, and
 * the next save writes a whole row again.
 */
const SHOP_LANGUAGE_KEPT_MS = 5_000

type GeneralSettingsUpdate = Omit<GeneralSettings, 'app_url' | 'language' | 'arabicDigits'> &
  Partial<Pick<GeneralSettings, 'app_url' | 'language' | 'arabicDigits'>>

export function createSettingsService(
  db: Kysely<Database>,
  options: { demo: boolean; timezone: string; uploads: UploadStore; dialect: DialectName },
) {
  const pictures = createPictureReplacement({ db, dialect: options.dialect, uploads: options.uploads })

  /** What a settings row holds; the defaults before the first save. */
  const settingsOf = (row: { data: string } | undefined): StoredSettings =>
    row ? readStoredSettings(row.data).settings : DEFAULT_SETTINGS

  async function snapshot(): Promise<SettingsSnapshot> {
    const row = await readSettingsRow(db)
    if (!row) return { settings: DEFAULT_SETTINGS, updated_at: null }
    return { settings: readStoredSettings(row.data).settings, updated_at: row.updated_at }
  }

  /**
   * Read, change and write in the caller's transaction. A save from a settings screen names its section
   * (`audit`): the audit event is written in the same transaction. Without it (the installer, the first
   * sign-in storing the shop address, tests, a logo whose event the picture replacement writes) no event.
   */
  async function write(trx: Kysely<Database>, change: Change, audit?: SettingsAudit): Promise<SettingsSnapshot> {
    const row = await readSettingsRow(trx)
    const current = settingsOf(row)
    const next = await change(current, trx)
    const updatedAt = nowIso()
    if (row) await writeSettingsRow(trx, JSON.stringify(next), updatedAt)
    else await insertSettingsRow(trx, JSON.stringify(next), updatedAt)
    if (audit) {
      await recordAudit(trx, {
        entity: 'settings',
        entityId: audit.group,
        action: audit.action,
        before: auditedGroup(current, audit.group),
        after: auditedGroup(next, audit.group),
      })
    }
    return { settings: next, updated_at: updatedAt }
  }

  /** Read, change and write in one transaction, so two saves of different sections never undo each other. */
  async function update(change: Change, audit?: SettingsAudit): Promise<SettingsSnapshot> {
    const saved = await db.transaction().execute((trx) => write(trx, change, audit))
    shopLanguageRead = undefined
    return saved
  }

  // Every request of someone without a language of their own reads the shop's: kept for a few seconds rather
  // than read from the settings row each time (a sale must not pay for it). A save here forgets it at once;
  // another process of the same shop sees a change within SHOP_LANGUAGE_KEPT_MS.
  let shopLanguageRead: { language: Language; at: number } | undefined

  return {
    snapshot,
    update,
    demo: options.demo,

    /** The shop's default language (General settings), for a request whose user chose none. */
    async shopLanguage(): Promise<Language> {
      const now = Date.now()
      if (shopLanguageRead && now - shopLanguageRead.at < SHOP_LANGUAGE_KEPT_MS) return shopLanguageRead.language
      const { language } = (await snapshot()).settings.general
      shopLanguageRead = { language, at: now }
      return language
    },

    async get(): Promise<StoredSettings> {
      return (await snapshot()).settings
    },

    /**
     * The settings read in the caller's transaction: a read inside one must not wait for another connection
     * (SQLite has one), e.g. the hold days of a buy-back (issue 29).
     */
    async getIn(trx: Kysely<Database>): Promise<StoredSettings> {
      return settingsOf(await readSettingsRow(trx))
    },

    /** The shop's time zone: the general settings' one, else the server's (TZ), as the browser is told. */
    shopTimezone(general: StoredSettings['general']): string {
      return general.timezone || options.timezone
    },

    /** The public configuration: whether prints carry the vendor credit, never the licence key itself. */
    async appConfiguration(licenseSecret: string): Promise<AppConfiguration> {
      const { settings, updated_at } = await snapshot()
      return toAppConfiguration(settings, {
        demo: options.demo,
        updated_at,
        timezone: options.timezone,
        vendorCredit: vendorCreditShown(settings.general, licenseSecret),
      })
    },

    /**
     * The base of every link the server writes into a mail or a QR code: APP_URL, else the shop address
     * stored in the general settings, else null (then no link is made). Never a request header.
     */
    async linkBase(appUrl: string): Promise<string | null> {
      return appUrl || (await snapshot()).settings.general.app_url || null
    },

    /** Stores the defaults on first start; an existing configuration is left as it is. */
    async ensureStored(): Promise<void> {
      await insertSettingsRow(db, JSON.stringify(DEFAULT_SETTINGS), nowIso())
    },

    /**
     * What the settings screens edit; the mail section only for those who hold mailSetting, the owner
     * licence key only for those who hold generalSetting (the screen that edits it), and APP_URL when the
     * server sets it, so the General screen can say that it overrides the stored address.
     */
    async screenData(withMail: boolean, withLicence = false, configuredAppUrl = ''): Promise<SettingsScreenData> {
      const { settings, updated_at } = await snapshot()
      const { mail_password, ...mail } = settings.mail
      return {
        general: { ...settings.general, ownnerInfo: withLicence ? settings.general.ownnerInfo : '' },
        mail: withMail ? { ...mail, mail_password_set: mail_password !== '' } : null,
        terms: settings.terms,
        pos: settings.pos,
        bill: settings.bill,
        logo: settings.logo,
        logoBill: settings.logoBill,
        productUnits: settings.productUnits,
        announcement: settings.announcement,
        updated_at,
        demo: options.demo,
        configuredAppUrl: configuredAppUrl || null,
      }
    },

    /**
     * A save without app_url keeps the stored shop address, one without the language or the digits keeps
     * those (older clients and the spec's own do not send them).
     */
    updateGeneral: (general: GeneralSettingsUpdate) =>
      update(
        (current) => ({
          ...current,
          general: {
            ...general,
            app_url: general.app_url ?? current.general.app_url,
            language: general.language ?? current.general.language,
            arabicDigits: general.arabicDigits ?? current.general.arabicDigits,
          },
        }),
        { group: 'general', action: 'updated' },
      ),
    /** A save without the settings beyond the spec (the spec's clients send none) keeps the stored ones. */
    updatePos: (pos: PosSettingsUpdate) =>
      update(
        (current) => ({
          ...current,
          pos: {
            ...pos,
            requireTillSession: pos.requireTillSession ?? current.pos.requireTillSession,
            offlineWarnMinutes: pos.offlineWarnMinutes ?? current.pos.offlineWarnMinutes,
            dueDays: pos.dueDays ?? current.pos.dueDays,
            blindTillCount: pos.blindTillCount ?? current.pos.blindTillCount,
            offlinePriceTolerance: pos.offlinePriceTolerance ?? current.pos.offlinePriceTolerance,
            requireStolenCheck: pos.requireStolenCheck ?? current.pos.requireStolenCheck,
            buybackHoldDays: pos.buybackHoldDays ?? current.pos.buybackHoldDays,
            deviceWarrantyDays: pos.deviceWarrantyDays ?? current.pos.deviceWarrantyDays,
            repairWarrantyDays: pos.repairWarrantyDays ?? current.pos.repairWarrantyDays,
            giftCardAmounts: pos.giftCardAmounts ?? current.pos.giftCardAmounts,
            giftCardMonths: pos.giftCardMonths ?? current.pos.giftCardMonths,
            creditBonusRate: pos.creditBonusRate ?? current.pos.creditBonusRate,
          },
        }),
        { group: 'pos', action: 'updated' },
      ),
    updateBill: (bill: BillSettings) =>
      update((current) => ({ ...current, bill }), { group: 'bill', action: 'updated' }),
    updateReminder: (reminder: ReminderSettings) =>
      update((current) => ({ ...current, reminder }), { group: 'reminder', action: 'updated' }),
    updateAnnouncement: (input: Required<AnnouncementInput>) =>
      update((current) => ({ ...current, announcement: input.announcement }), {
        group: 'announcement',
        action: 'updated',
      }),

    /** The password is write-only: a blank one keeps what is stored. Demo mode protects the credentials. */
    async updateMail(mail: MailSettings): Promise<SettingsSnapshot> {
      if (options.demo) throw new ConflictError(SETTINGS_MESSAGES.demoMail)
      return update(
        (current) => ({
          ...current,
          mail: { ...mail, mail_password: mail.mail_password === '' ? current.mail.mail_password : mail.mail_password },
        }),
        { group: 'mail', action: 'updated' },
      )
    },

    async updateTerms(input: TermsUpdateInput): Promise<SettingsSnapshot> {
      const field = TERMS_FIELDS.find((name) => input[name] !== undefined)
      if (!field) throw new Error('termsUpdateSchema lets exactly one terms field through')
      const value = input[field] ?? ''
      return update((current) => ({ ...current, terms: { ...current.terms, [field]: value } }), {
        group: 'terms',
        action: 'updated',
      })
    },

    /**
     * A unit that products still use cannot be removed: their unit of measure would name a choice that
     * no longer exists. Checked inside the save's transaction.
     */
    async updateUnits(input: Required<UnitsUpdateInput>): Promise<SettingsSnapshot> {
      return update(
        async (current, trx) => {
          const kept = new Set(parseUnits(input.productUnits).map((unit) => unit.toLowerCase()))
          const removed = parseUnits(current.productUnits).filter((unit) => !kept.has(unit.toLowerCase()))
          const inUse = await countProductsByUnit(trx, removed)
          const blocking = removed
            .map((unit) => ({ unit, count: inUse.get(unit.toLowerCase()) ?? 0 }))
            .filter((entry) => entry.count > 0)
          if (blocking.length > 0) {
            const list = blocking.map(({ unit, count }) => tr('messages:settings.unitInUse', { unit, count }))
            throw new ConflictError(tr('messages:settings.unitsInUse', { list: list.join(', ') }))
          }
          return { ...current, productUnits: input.productUnits }
        },
        { group: 'productUnits', action: 'updated' },
      )
    },

    /** Replaces the app logo or the billing logo; answers the new file's URL. */
    setLogo(field: 'logo' | 'logoBill', image: { buffer: Buffer; ext: ImageExtension }): Promise<string> {
      const logos: PictureColumn<typeof field, typeof field> = {
        entity: 'settings',
        column: field,
        area: 'logos',
        find: async (trx) => settingsOf(await readSettingsRow(trx)),
        update: (trx, _, change) => write(trx, (current) => ({ ...current, [field]: change[field] })),
      }
      return pictures.replace(logos, field, image)
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
