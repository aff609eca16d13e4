import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, says } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/** Texts the spec quotes for the installer (spec 000 §5). */
export const INSTALLER_MESSAGES = {
  get licenseValid() {
    return tr('messages:installer.installer.licenseValid')
  },
  get licenseInvalid() {
    return tr('messages:installer.installer.licenseInvalid')
  },
  get hostRequired() {
    return tr('messages:installer.installer.hostRequired')
  },
  get portRequired() {
    return tr('messages:installer.installer.portRequired')
  },
  get portNumeric() {
    return tr('messages:installer.installer.portNumeric')
  },
  get nameRequired() {
    return tr('messages:installer.installer.nameRequired')
  },
  get userRequired() {
    return tr('messages:installer.installer.userRequired')
  },
  get sqliteName() {
    return tr('messages:installer.installer.sqliteName')
  },
  get notInstalled() {
    return tr('messages:installer.installer.notInstalled')
  },
}

/** The installer's labels: the license stage, then the database form (spec 000 §2, §3). */
export const INSTALLER_LABELS = {
  get step() {
    return tr('fields:installer.installer.step')
  },
  get license() {
    return tr('fields:installer.installer.license')
  },
  get database_driver() {
    return tr('fields:installer.installer.database_driver')
  },
  get database_host() {
    return tr('fields:installer.installer.database_host')
  },
  get database_port() {
    return tr('fields:installer.installer.database_port')
  },
  get database_name() {
    return tr('fields:installer.installer.database_name')
  },
  get database_user() {
    return tr('fields:installer.installer.database_user')
  },
  get database_password() {
    return tr('fields:installer.installer.database_password')
  },
}
const L = INSTALLER_LABELS

/** The installer unlocks this long after a valid license (spec 000 §4). */
export const INSTALLER_UNLOCK_DELAY_MS = 2000
/** Pause between two installer steps (spec 000 §4: about 0.5 to 1 second). */
export const INSTALLER_STEP_DELAY_MS = 600

export const INSTALL_DRIVERS = ['sqlite', 'postgres'] as const
export type InstallDriver = (typeof INSTALL_DRIVERS)[number]
export const DEFAULT_DATABASE_PORT: Record<InstallDriver, string> = { sqlite: '', postgres: '5432' }
/** The port the spec's form starts with, before a driver is chosen. */
export const SPEC_DEFAULT_DATABASE_PORT = '3306'

export type InstallStep = 'step1' | 'step2' | 'step3' | 'step4' | 'step5' | 'step6' | 'step7'
export const INSTALL_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7'] as const

/**
 * The flow of spec 000 §4 with its progress values: before and after each call of POST /install.php.
 * Step 2 (the license) runs on its own in stage 1, so the progress bar walks steps 1 and 3 to 7.
 */
export const INSTALL_PROGRESS: readonly {
  step: Exclude<InstallStep, 'step2'>
  start: { value: number; text: string }
  done: { value: number; text: string }
}[] = [
  {
    step: 'step1',
    start: {
      value: 7,
      get text() {
        return tr('messages:installer.progress.step1Start')
      },
    },
    done: {
      value: 17,
      get text() {
        return tr('messages:installer.progress.step1Done')
      },
    },
  },
  {
    step: 'step3',
    start: {
      value: 23,
      get text() {
        return tr('messages:installer.progress.step3Start')
      },
    },
    done: {
      value: 45,
      get text() {
        return tr('messages:installer.progress.step3Done')
      },
    },
  },
  {
    step: 'step4',
    start: {
      value: 50,
      get text() {
        return tr('messages:installer.progress.step4Start')
      },
    },
    done: {
      value: 57,
      get text() {
        return tr('messages:installer.progress.step4Done')
      },
    },
  },
  {
    step: 'step5',
    start: {
      value: 60,
      get text() {
        return tr('messages:installer.progress.step5Start')
      },
    },
    done: {
      value: 68,
      get text() {
        return tr('messages:installer.progress.step5Done')
      },
    },
  },
  {
    step: 'step6',
    start: {
      value: 72,
      get text() {
        return tr('messages:installer.progress.step6Start')
      },
    },
    done: {
      value: 87,
      get text() {
        return tr('messages:installer.progress.step6Done')
      },
    },
  },
  {
    step: 'step7',
    start: {
      value: 90,
      get text() {
        return tr('messages:installer.progress.step7Start')
      },
    },
    done: {
      value: 98,
      get text() {
        return tr('messages:installer.progress.step7Done')
      },
    },
  },
]
export const INSTALL_COMPLETE = {
  value: 100,
  get text() {
    return tr('messages:installer.progress.complete')
  },
} as const

/** Every installer call carries the license; the server checks it again on each step. */
export const installerStepSchema = z.object({
  step: choice(L.step, INSTALL_STEPS),
  license: z
    .string({ error: () => FIELD_MESSAGES.text(L.license) })
    .trim()
    .max(
      2000,
      says(() => FIELD_MESSAGES.maxChars(L.license, 2000)),
    )
    .default(''),
})
export type InstallerStepInput = z.input<typeof installerStepSchema>

const SQLITE_NAME = /^[A-Za-z0-9_-]{1,64}$/

const text = (label: string, max: number) =>
  z
    .string({ error: () => FIELD_MESSAGES.text(label) })
    .trim()
    .max(
      max,
      says(() => FIELD_MESSAGES.maxChars(label, max)),
    )
    .default('')

/**
 * The database form (spec 000 §3, §5). PostgreSQL needs all four fields; SQLite only a file name in the
 * data folder. Every field defaults to blank so a missing one gets the spec's message, not a type error.
 */
export const installerDatabaseSchema = z
  .object({
    database_driver: choice(L.database_driver, INSTALL_DRIVERS).default('sqlite'),
    database_host: text(L.database_host, 255),
    database_port: z
      .union([z.string(), z.number()], { error: () => INSTALLER_MESSAGES.portNumeric })
      .transform((value) => String(value).trim())
      .default(''),
    database_name: text(L.database_name, 128),
    database_user: text(L.database_user, 128),
    database_password: z
      .string({ error: () => FIELD_MESSAGES.text(L.database_password) })
      .max(
        256,
        says(() => FIELD_MESSAGES.maxChars(L.database_password, 256)),
      )
      .default(''),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (value.database_name === '') issue('database_name', INSTALLER_MESSAGES.nameRequired)
    if (value.database_driver === 'sqlite') {
      if (value.database_name !== '' && !SQLITE_NAME.test(value.database_name))
        issue('database_name', INSTALLER_MESSAGES.sqliteName)
      return
    }
    if (value.database_host === '') issue('database_host', INSTALLER_MESSAGES.hostRequired)
    if (value.database_port === '') issue('database_port', INSTALLER_MESSAGES.portRequired)
    else if (
      !/^\d{1,5}$/.test(value.database_port) ||
      Number(value.database_port) < 1 ||
      Number(value.database_port) > 65535
    ) {
      issue('database_port', INSTALLER_MESSAGES.portNumeric)
    }
    if (value.database_user === '') issue('database_user', INSTALLER_MESSAGES.userRequired)
  })
export type InstallerDatabaseInput = z.input<typeof installerDatabaseSchema>
export type InstallerDatabase = z.output<typeof installerDatabaseSchema>

/** GET /install.php while the installer is served. */
export const installerStatusSchema = z.object({
  installer: z.literal(true),
  version: z.string(),
  /** The server's address, the default database host. */
  ip: z.string(),
})
export type InstallerStatus = z.infer<typeof installerStatusSchema>

/** Step 2 with a valid license. The default login is shown only to someone holding a valid license. */
export const installerLicenseResponseSchema = z.object({
  message: z.string(),
  /** The login the installer creates, shown with the advice to change its password. */
  admin: z.object({ email: z.string(), password: z.string() }),
})
export type InstallerLicenseResponse = z.infer<typeof installerLicenseResponseSchema>

export const installerRequirementsSchema = z.object({ missing: z.array(z.string()), loaded: z.array(z.string()) })
export type InstallerRequirements = z.infer<typeof installerRequirementsSchema>

/**
 * The answer of an installer step: the requirements (step 1), the license and default login (step 2),
 * or a message (the others).
 */
export const installerStepResponseSchema = z.union([
  installerLicenseResponseSchema,
  installerRequirementsSchema,
  z.object({ message: z.string() }),
])
