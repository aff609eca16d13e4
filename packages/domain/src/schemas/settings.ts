import { z } from 'zod'
import './zod-messages.ts'
import { MAIL_DRIVERS, MAIL_ENCRYPTIONS } from '../constants.ts'
import {
  BILL_TEXT_FLOWS,
  DATE_FORMATS,
  PRODUCT_SKINS,
  type BillSettings,
  normaliseShopAddress,
  type GeneralSettings,
  type MailSettings,
  type PosSettings,
  type StoredSettings,
  type TermsSettings,
} from '../settings.ts'

/**
 * Bounds of every numeric setting. Spec 000 §5 and §9 give the font sizes, the POS sliders and the
 * volume; the others (logo sizes, printer page, scanner timings) are ours, wide enough for any real
 * printer or scanner and narrow enough that a slip still prints.
 */
export const SETTINGS_BOUNDS = {
  logoWidth: { min: 10, max: 1000 },
  logoHight: { min: 10, max: 500 },
  volume: { min: 0, max: 10 },
  posProductsLimit: { min: 5, max: 100 },
  defaultDiscountRate: { min: 0, max: 100 },
  defaultTaxRate: { min: 0, max: 100 },
  /** Millimetres: 40 mm is the narrowest roll printer, 500 mm wider than A3. */
  printerWidth: { min: 40, max: 500 },
  printerHight: { min: 40, max: 5000 },
  /** Milliseconds (1000 = 1 s). */
  focusIntervel: { min: 100, max: 60_000 },
  scanningSensitivity: { min: 10, max: 5000 },
  barcodeContainsDigits: { min: 1, max: 64 },
  billItemFontSize: { min: 5, max: 50 },
  billItemQtyFontSize: { min: 5, max: 50 },
  billTermsFontSize: { min: 5, max: 20 },
  billDateTimeTransFontSize: { min: 5, max: 50 },
  billHrFontSize: { min: 1, max: 11 },
  billLogoWidth: { min: 10, max: 500 },
  billLogoHeight: { min: 10, max: 500 },
} as const
export type BoundedSetting = keyof typeof SETTINGS_BOUNDS

/** The six terms texts, in the order of the accordion (spec 000 §2). */
export const TERMS_GROUPS = [
  { field: 'saleTerms', label: 'Sale Slips' },
  { field: 'refundTerms', label: 'Sale Refund Slips' },
  { field: 'purhcaseTerms', label: 'Purchase Slips' },
  { field: 'repairTerms', label: 'Repair Slips' },
  { field: 'customTerms', label: 'Buy From Customer Slips' },
  { field: 'billTerms', label: 'Bill Slips' },
] as const satisfies readonly { field: keyof TermsSettings; label: string }[]
export const TERMS_FIELDS = TERMS_GROUPS.map((group) => group.field)
export type TermsField = keyof TermsSettings

export const TERMS_MAX_LENGTH = 5000
export const ANNOUNCEMENT_MAX_LENGTH = 2000
export const UNIT_MAX_LENGTH = 30
export const MAX_UNITS = 100

/** One comma-separated terms text as the slips show it: one point per line. */
export function termsLines(text: string): string[] {
  return text
    .split(',')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The unit choices of a productUnits value (spec 000 §9), trimmed and without repeats. */
export function parseUnits(text: string): string[] {
  const seen = new Set<string>()
  const units: string[] = []
  for (const raw of text.split(',')) {
    const unit = raw.trim()
    if (unit === '' || seen.has(unit.toLowerCase())) continue
    seen.add(unit.toLowerCase())
    units.push(unit)
  }
  return units
}

function bounded(field: BoundedSetting, options: { integer?: boolean } = {}) {
  const { min, max } = SETTINGS_BOUNDS[field]
  const base = options.integer === false ? z.number() : z.number().int()
  return base
    .min(min, `The ${field} must be between ${min} and ${max}.`)
    .max(max, `The ${field} must be between ${min} and ${max}.`)
}

function text(field: string, max: number, options: { required?: boolean } = {}) {
  const schema = z.string().trim().max(max, `The ${field} may not be greater than ${max} characters.`)
  return options.required ? schema.min(1, `The ${field} field is required.`) : schema
}

const optionalText = (field: string, max: number) => text(field, max).default('')

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const SHOP_ADDRESS_INVALID =
  'The shop web address must be the address of the shop, starting with http:// or https:// (for example https://shop.example.com).'

export const generalSettingsSchema = z.object({
  site_name: text('site_name', 100, { required: true }),
  phone: text('phone', 50, { required: true }),
  address_1: text('address_1', 191, { required: true }),
  address_2: optionalText('address_2', 191),
  address_3: optionalText('address_3', 191),
  logoWidth: bounded('logoWidth'),
  logoHight: bounded('logoHight'),
  dateFormat: z.enum(DATE_FORMATS),
  symbol: text('symbol', 10, { required: true }),
  symbolOnLeft: z.boolean(),
  spaceBetweenAmountAndSymbol: z.boolean(),
  rtl: z.boolean(),
  theme: z.boolean(),
  volume: bounded('volume'),
  ownnerInfo: optionalText('ownnerInfo', 191),
  /** Blank follows the server's time zone. */
  timezone: optionalText('timezone', 64).refine(
    (value) => value === '' || isTimeZone(value),
    'The selected timezone is invalid.',
  ),
  /**
   * The shop's address for links in mails (issue 14 §2). Left out, the stored one stays (older clients
   * and scripts that save the general settings without it do not erase it); blank clears it.
   */
  app_url: z
    .string({ error: SHOP_ADDRESS_INVALID })
    .trim()
    .max(191, 'The shop web address may not be greater than 191 characters.')
    .refine((value) => value === '' || normaliseShopAddress(value) !== null, SHOP_ADDRESS_INVALID)
    .transform((value) => (value === '' ? '' : (normaliseShopAddress(value) ?? '')))
    .optional(),
}) satisfies z.ZodType<Omit<GeneralSettings, 'app_url'> & { app_url?: string | undefined }, unknown>
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>

const email = (field: string) =>
  z
    .string()
    .trim()
    .max(191, `The ${field} may not be greater than 191 characters.`)
    .pipe(z.union([z.literal(''), z.email(`The ${field} must be a valid email address.`)]))

export const mailSettingsSchema = z.object({
  from_email: email('from_email').refine((value) => value !== '', 'The from_email field is required.'),
  reply_email: email('reply_email').default(''),
  mail_driver: z.enum(MAIL_DRIVERS),
  mail_encryption: z.enum(MAIL_ENCRYPTIONS),
  mail_host: text('mail_host', 191, { required: true }).refine(
    (value) => /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(value),
    'The mail_host must be a host name or an IP address.',
  ),
  mail_port: z
    .number()
    .int()
    .min(1, 'The mail_port must be between 1 and 65535.')
    .max(65535, 'The mail_port must be between 1 and 65535.'),
  mail_user: optionalText('mail_user', 191),
  /** Write-only: blank keeps the stored password. */
  mail_password: z.string().max(191, 'The mail_password may not be greater than 191 characters.').default(''),
}) satisfies z.ZodType<MailSettings, unknown>
export type MailSettingsInput = z.input<typeof mailSettingsSchema>

export const mailTestSchema = z.object({
  to: email('to').refine((value) => value !== '', 'The to field is required.'),
})
export type MailTestInput = z.input<typeof mailTestSchema>

const termsText = (field: TermsField) => text(field, TERMS_MAX_LENGTH)

/** POST /setting-terms-update carries exactly one of the six terms fields. */
export const termsUpdateSchema = z
  .object({
    saleTerms: termsText('saleTerms').optional(),
    refundTerms: termsText('refundTerms').optional(),
    purhcaseTerms: termsText('purhcaseTerms').optional(),
    repairTerms: termsText('repairTerms').optional(),
    customTerms: termsText('customTerms').optional(),
    billTerms: termsText('billTerms').optional(),
  })
  .superRefine((value, context) => {
    const sent = TERMS_FIELDS.filter((field) => value[field] !== undefined)
    if (sent.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['terms'],
        message: `Send exactly one of ${TERMS_FIELDS.join(', ')}.`,
      })
    }
  })
export type TermsUpdateInput = z.input<typeof termsUpdateSchema>

export const posSettingsSchema = z.object({
  posProductsLimit: bounded('posProductsLimit'),
  defaultDiscountRate: bounded('defaultDiscountRate', { integer: false }),
  defaultTaxRate: bounded('defaultTaxRate', { integer: false }),
  printerWidth: bounded('printerWidth'),
  printerHight: bounded('printerHight'),
  productSkin: z.enum(Object.values(PRODUCT_SKINS) as [PosSettings['productSkin'], ...PosSettings['productSkin'][]]),
  focusIntervel: bounded('focusIntervel'),
  scanningSensitivity: bounded('scanningSensitivity'),
  barcodeContainsDigits: bounded('barcodeContainsDigits'),
  overSelling: z.boolean(),
  isTaxIncluded: z.boolean(),
  productName: z.boolean(),
  stopDiscount: z.boolean(),
  posAutoLoadProducts: z.boolean(),
}) satisfies z.ZodType<PosSettings, unknown>
export type PosSettingsInput = z.input<typeof posSettingsSchema>

export const billSettingsSchema = z.object({
  billItemFontSize: bounded('billItemFontSize'),
  billItemQtyFontSize: bounded('billItemQtyFontSize'),
  billTermsFontSize: bounded('billTermsFontSize'),
  billDateTimeTransFontSize: bounded('billDateTimeTransFontSize'),
  billHrFontSize: bounded('billHrFontSize'),
  billtextFlow: z.enum(BILL_TEXT_FLOWS),
  billLogoWidth: bounded('billLogoWidth'),
  billLogoHeight: bounded('billLogoHeight'),
  billLogo: z.boolean(),
  billLogoRound: z.boolean(),
  billAppName: z.boolean(),
  billAddress: z.boolean(),
  billPhone: z.boolean(),
  billType: z.boolean(),
  billBarcode: z.boolean(),
  billItemUnit: z.boolean(),
  billBy: z.boolean(),
  billDateTime: z.boolean(),
  billRefrence: z.boolean(),
}) satisfies z.ZodType<BillSettings, unknown>
export type BillSettingsInput = z.input<typeof billSettingsSchema>

export const unitsUpdateSchema = z.object({
  productUnits: z
    .string()
    .max(MAX_UNITS * (UNIT_MAX_LENGTH + 1), 'The productUnits may not be greater than 3100 characters.')
    .superRefine((value, context) => {
      const units = parseUnits(value)
      if (units.length === 0)
        context.addIssue({ code: 'custom', message: 'The productUnits must name at least one unit.' })
      if (units.length > MAX_UNITS) {
        context.addIssue({ code: 'custom', message: `The productUnits may not name more than ${MAX_UNITS} units.` })
      }
      const long = units.find((unit) => unit.length > UNIT_MAX_LENGTH)
      if (long) {
        context.addIssue({
          code: 'custom',
          message: `The unit "${long.slice(0, 40)}" may not be greater than ${UNIT_MAX_LENGTH} characters.`,
        })
      }
    })
    .transform((value) => parseUnits(value).join(',')),
})
export type UnitsUpdateInput = z.input<typeof unitsUpdateSchema>

export const announcementSchema = z.object({
  announcement: text('announcement', ANNOUNCEMENT_MAX_LENGTH),
})
export type AnnouncementInput = z.input<typeof announcementSchema>

/** The answer of every settings save (spec 000 §7). */
export interface SettingsUpdateResponse {
  updated: boolean
  message: string
}

/** GET /api/settings: what the settings screens edit. The mail password never leaves the server. */
export interface SettingsScreenData {
  general: GeneralSettings
  /** Null for a user without the mailSetting gate. */
  mail: (Omit<MailSettings, 'mail_password'> & { mail_password_set: boolean }) | null
  terms: TermsSettings
  pos: PosSettings
  bill: BillSettings
  logo: string
  logoBill: string
  productUnits: string
  announcement: string
  updated_at: string | null
  demo: boolean
  /**
   * The shop address the server was started with (APP_URL), or null. When set, links in mails use it
   * and the stored address (general.app_url) is not used. A public address, never a secret.
   */
  configuredAppUrl: string | null
}

export type SettingsSection = keyof Pick<StoredSettings, 'general' | 'mail' | 'terms' | 'pos' | 'bill'>
