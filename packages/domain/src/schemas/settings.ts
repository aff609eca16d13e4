import { arabicDigitsChoice, LANGUAGE_SETTINGS_LABELS, languageChoice } from './languages.ts'
import { z } from 'zod'
import './zod-messages.ts'
import { hasDecimalsAtMost, MAX_RATE_PERCENT, RATE_DECIMALS } from '../cart-limits.ts'
import { MAIL_DRIVERS, MAIL_ENCRYPTIONS } from '../constants.ts'
import { isTimeZone } from '../format.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, onOff, says } from './fields.ts'
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
import { tr } from '../i18n/translate.ts'

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
  defaultDiscountRate: { min: 0, max: MAX_RATE_PERCENT },
  defaultTaxRate: { min: 0, max: MAX_RATE_PERCENT },
  /** Millimetres: 40 mm is the narrowest roll printer, 500 mm wider than A3. */
  printerWidth: { min: 40, max: 500 },
  printerHight: { min: 40, max: 5000 },
  /** Milliseconds (1000 = 1 s). */
  focusIntervel: { min: 100, max: 60_000 },
  scanningSensitivity: { min: 10, max: 5000 },
  barcodeContainsDigits: { min: 1, max: 64 },
  /** Minutes: one minute to a week. */
  offlineWarnMinutes: { min: 1, max: 10_080 },
  /** Days: the sale day itself up to ten years. */
  dueDays: { min: 0, max: 3650 },
  /** Percent of the catalogue price. */
  offlinePriceTolerance: { min: 0, max: MAX_RATE_PERCENT },
  /** Days: none up to a year. */
  buybackHoldDays: { min: 0, max: 365 },
  deviceWarrantyDays: { min: 0, max: 3650 },
  repairWarrantyDays: { min: 0, max: 3650 },
  /** Months: never (0) up to ten years. */
  giftCardMonths: { min: 0, max: 120 },
  creditBonusRate: { min: 0, max: 100 },
  billItemFontSize: { min: 5, max: 50 },
  billItemQtyFontSize: { min: 5, max: 50 },
  billTermsFontSize: { min: 5, max: 20 },
  billDateTimeTransFontSize: { min: 5, max: 50 },
  billHrFontSize: { min: 1, max: 11 },
  billLogoWidth: { min: 10, max: 500 },
  billLogoHeight: { min: 10, max: 500 },
} as const
export type BoundedSetting = keyof typeof SETTINGS_BOUNDS

/** The General settings form's labels; the screen adds a unit or "(optional)" after some of them. */
export const GENERAL_SETTINGS_LABELS = {
  get language() {
    return LANGUAGE_SETTINGS_LABELS.language
  },
  get arabicDigits() {
    return LANGUAGE_SETTINGS_LABELS.arabicDigits
  },
  get site_name() {
    return tr('fields:settings.generalSettings.site_name')
  },
  get phone() {
    return tr('fields:settings.generalSettings.phone')
  },
  get address_1() {
    return tr('fields:settings.generalSettings.address_1')
  },
  get address_2() {
    return tr('fields:settings.generalSettings.address_2')
  },
  get address_3() {
    return tr('fields:settings.generalSettings.address_3')
  },
  get logoWidth() {
    return tr('fields:settings.generalSettings.logoWidth')
  },
  get logoHight() {
    return tr('fields:settings.generalSettings.logoHight')
  },
  get dateFormat() {
    return tr('fields:settings.generalSettings.dateFormat')
  },
  get symbol() {
    return tr('fields:settings.generalSettings.symbol')
  },
  get symbolOnLeft() {
    return tr('fields:settings.generalSettings.symbolOnLeft')
  },
  get spaceBetweenAmountAndSymbol() {
    return tr('fields:settings.generalSettings.spaceBetweenAmountAndSymbol')
  },
  get rtl() {
    return tr('fields:settings.generalSettings.rtl')
  },
  get theme() {
    return tr('fields:settings.generalSettings.theme')
  },
  get volume() {
    return tr('fields:settings.generalSettings.volume')
  },
  get ownnerInfo() {
    return tr('fields:settings.generalSettings.ownnerInfo')
  },
  get timezone() {
    return tr('fields:settings.generalSettings.timezone')
  },
  get app_url() {
    return tr('fields:settings.generalSettings.app_url')
  },
}

/** The Mail SMTP form's labels, and the test mail's one field. */
export const MAIL_SETTINGS_LABELS = {
  get from_email() {
    return tr('fields:settings.mailSettings.from_email')
  },
  get reply_email() {
    return tr('fields:settings.mailSettings.reply_email')
  },
  get mail_driver() {
    return tr('fields:settings.mailSettings.mail_driver')
  },
  get mail_encryption() {
    return tr('fields:settings.mailSettings.mail_encryption')
  },
  get mail_host() {
    return tr('fields:settings.mailSettings.mail_host')
  },
  get mail_port() {
    return tr('fields:settings.mailSettings.mail_port')
  },
  get mail_user() {
    return tr('fields:settings.mailSettings.mail_user')
  },
  get mail_password() {
    return tr('fields:settings.mailSettings.mail_password')
  },
}
export const MAIL_TEST_LABELS = {
  get to() {
    return tr('fields:settings.mailTest.to')
  },
}

/** The POS settings form's labels; the screen adds (mm) or (ms) after some of them. */
export const POS_SETTINGS_LABELS = {
  get posProductsLimit() {
    return tr('fields:settings.posSettings.posProductsLimit')
  },
  get defaultDiscountRate() {
    return tr('fields:settings.posSettings.defaultDiscountRate')
  },
  get defaultTaxRate() {
    return tr('fields:settings.posSettings.defaultTaxRate')
  },
  get printerWidth() {
    return tr('fields:settings.posSettings.printerWidth')
  },
  get printerHight() {
    return tr('fields:settings.posSettings.printerHight')
  },
  get productSkin() {
    return tr('fields:settings.posSettings.productSkin')
  },
  get focusIntervel() {
    return tr('fields:settings.posSettings.focusIntervel')
  },
  get scanningSensitivity() {
    return tr('fields:settings.posSettings.scanningSensitivity')
  },
  get barcodeContainsDigits() {
    return tr('fields:settings.posSettings.barcodeContainsDigits')
  },
  get overSelling() {
    return tr('fields:settings.posSettings.overSelling')
  },
  get isTaxIncluded() {
    return tr('fields:settings.posSettings.isTaxIncluded')
  },
  get productName() {
    return tr('fields:settings.posSettings.productName')
  },
  get stopDiscount() {
    return tr('fields:settings.posSettings.stopDiscount')
  },
  get posAutoLoadProducts() {
    return tr('fields:settings.posSettings.posAutoLoadProducts')
  },
  get requireTillSession() {
    return tr('fields:settings.posSettings.requireTillSession')
  },
  get offlineWarnMinutes() {
    return tr('fields:settings.posSettings.offlineWarnMinutes')
  },
  get dueDays() {
    return tr('fields:settings.posSettings.dueDays')
  },
  get blindTillCount() {
    return tr('fields:settings.posSettings.blindTillCount')
  },
  get offlinePriceTolerance() {
    return tr('fields:settings.posSettings.offlinePriceTolerance')
  },
  get requireStolenCheck() {
    return tr('fields:settings.posSettings.requireStolenCheck')
  },
  get buybackHoldDays() {
    return tr('fields:settings.posSettings.buybackHoldDays')
  },
  get deviceWarrantyDays() {
    return tr('fields:settings.posSettings.deviceWarrantyDays')
  },
  get repairWarrantyDays() {
    return tr('fields:settings.posSettings.repairWarrantyDays')
  },
  get giftCardAmounts() {
    return tr('fields:settings.posSettings.giftCardAmounts')
  },
  get giftCardMonths() {
    return tr('fields:settings.posSettings.giftCardMonths')
  },
  get creditBonusRate() {
    return tr('fields:settings.posSettings.creditBonusRate')
  },
}

/** The Bill settings form's labels; the screen adds (px) after the logo sizes. */
export const BILL_SETTINGS_LABELS = {
  get billItemFontSize() {
    return tr('fields:settings.billSettings.billItemFontSize')
  },
  get billItemQtyFontSize() {
    return tr('fields:settings.billSettings.billItemQtyFontSize')
  },
  get billTermsFontSize() {
    return tr('fields:settings.billSettings.billTermsFontSize')
  },
  get billDateTimeTransFontSize() {
    return tr('fields:settings.billSettings.billDateTimeTransFontSize')
  },
  get billHrFontSize() {
    return tr('fields:settings.billSettings.billHrFontSize')
  },
  get billtextFlow() {
    return tr('fields:settings.billSettings.billtextFlow')
  },
  get billLogoWidth() {
    return tr('fields:settings.billSettings.billLogoWidth')
  },
  get billLogoHeight() {
    return tr('fields:settings.billSettings.billLogoHeight')
  },
  get billLogo() {
    return tr('fields:settings.billSettings.billLogo')
  },
  get billLogoRound() {
    return tr('fields:settings.billSettings.billLogoRound')
  },
  get billAppName() {
    return tr('fields:settings.billSettings.billAppName')
  },
  get billAddress() {
    return tr('fields:settings.billSettings.billAddress')
  },
  get billPhone() {
    return tr('fields:settings.billSettings.billPhone')
  },
  get billType() {
    return tr('fields:settings.billSettings.billType')
  },
  get billBarcode() {
    return tr('fields:settings.billSettings.billBarcode')
  },
  get billItemUnit() {
    return tr('fields:settings.billSettings.billItemUnit')
  },
  get billBy() {
    return tr('fields:settings.billSettings.billBy')
  },
  get billDateTime() {
    return tr('fields:settings.billSettings.billDateTime')
  },
  get billRefrence() {
    return tr('fields:settings.billSettings.billRefrence')
  },
}

export const UNITS_LABELS = {
  get productUnits() {
    return tr('fields:settings.units.productUnits')
  },
}
export const ANNOUNCEMENT_LABELS = {
  get announcement() {
    return tr('fields:settings.announcement.announcement')
  },
}
/** The Logos screen's two uploads. */
export const LOGO_LABELS = {
  get logo() {
    return tr('fields:settings.logo.logo')
  },
  get logoBill() {
    return tr('fields:settings.logo.logoBill')
  },
}

/** The six terms texts, in the order of the accordion (spec 000 §2). */
export const TERMS_GROUPS = [
  {
    field: 'saleTerms',
    get label() {
      return tr('fields:settings.termsGroup.saleTerms')
    },
  },
  {
    field: 'refundTerms',
    get label() {
      return tr('fields:settings.termsGroup.refundTerms')
    },
  },
  {
    field: 'purhcaseTerms',
    get label() {
      return tr('fields:settings.termsGroup.purhcaseTerms')
    },
  },
  {
    field: 'repairTerms',
    get label() {
      return tr('fields:settings.termsGroup.repairTerms')
    },
  },
  {
    field: 'customTerms',
    get label() {
      return tr('fields:settings.termsGroup.customTerms')
    },
  },
  {
    field: 'billTerms',
    get label() {
      return tr('fields:settings.termsGroup.billTerms')
    },
  },
] as const satisfies readonly { field: keyof TermsSettings; label: string }[]
export const TERMS_FIELDS = TERMS_GROUPS.map((group) => group.field)
export type TermsField = keyof TermsSettings
/** Each group's edit tab labels its text "<group> terms" ("Sale Slips terms"): a whole label per group. */
export const TERMS_LABELS: Readonly<Record<TermsField, string>> = {
  get saleTerms() {
    return tr('fields:settings.terms.saleTerms')
  },
  get refundTerms() {
    return tr('fields:settings.terms.refundTerms')
  },
  get purhcaseTerms() {
    return tr('fields:settings.terms.purhcaseTerms')
  },
  get repairTerms() {
    return tr('fields:settings.terms.repairTerms')
  },
  get customTerms() {
    return tr('fields:settings.terms.customTerms')
  },
  get billTerms() {
    return tr('fields:settings.terms.billTerms')
  },
}

export const TERMS_MESSAGES = {
  get exactlyOne() {
    return tr('validation:settings.termsExactlyOne', {
      list: TERMS_FIELDS.map((field) => TERMS_LABELS[field]).join(', '),
    })
  },
}

/** The settings' own field checks, beyond the shared ones of FIELD_MESSAGES. */
export const SETTINGS_FIELD_MESSAGES = {
  get shopAddressInvalid() {
    return tr('validation:settings.shopAddressInvalid', { label: GENERAL_SETTINGS_LABELS.app_url })
  },
  get mailHostInvalid() {
    return tr('validation:settings.mailHostInvalid', { label: MAIL_SETTINGS_LABELS.mail_host })
  },
  get giftCardAmountsInvalid() {
    return tr('validation:settings.giftCardAmountsInvalid', { label: POS_SETTINGS_LABELS.giftCardAmounts })
  },
  get noUnit() {
    return tr('validation:settings.noUnit', { label: UNITS_LABELS.productUnits })
  },
  tooManyUnits: (max: number) => tr('validation:settings.tooManyUnits', { label: UNITS_LABELS.productUnits, max }),
  unitTooLong: (max: number, unit: string) =>
    tr('validation:settings.unitTooLong', { label: UNITS_LABELS.productUnits, max, unit }),
}

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

function bounded(field: BoundedSetting, label: string, options: { integer?: boolean } = {}) {
  const { min, max } = SETTINGS_BOUNDS[field]
  const number = z.number({ error: () => FIELD_MESSAGES.number(label) })
  const base = options.integer === false ? number : number.int(says(() => FIELD_MESSAGES.integer(label)))
  return base
    .min(
      min,
      says(() => FIELD_MESSAGES.between(label, min, max)),
    )
    .max(
      max,
      says(() => FIELD_MESSAGES.between(label, min, max)),
    )
}

function text(label: string, max: number, options: { required?: boolean } = {}) {
  const schema = z
    .string({ error: () => (options.required ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.text(label)) })
    .trim()
    .max(
      max,
      says(() => FIELD_MESSAGES.maxChars(label, max)),
    )
  return options.required
    ? schema.min(
        1,
        says(() => FIELD_MESSAGES.required(label)),
      )
    : schema
}

const optionalText = (label: string, max: number) => text(label, max).default('')

/** A default rate of the terminal: as a sale's rate, at most three decimals (8.875 %, cart-limits.ts). */
function rateSetting(field: 'defaultDiscountRate' | 'defaultTaxRate', label: string) {
  return bounded(field, label, { integer: false }).refine(
    (value) => hasDecimalsAtMost(value, RATE_DECIMALS),
    says(() => FIELD_MESSAGES.decimals(label, RATE_DECIMALS)),
  )
}

/** The English text of SETTINGS_FIELD_MESSAGES.shopAddressInvalid, as read when this module loads (the tests compare it). */
export const SHOP_ADDRESS_INVALID = SETTINGS_FIELD_MESSAGES.shopAddressInvalid

const G = GENERAL_SETTINGS_LABELS

export const generalSettingsSchema = z.object({
  site_name: text(G.site_name, 100, { required: true }),
  phone: text(G.phone, 50, { required: true }),
  address_1: text(G.address_1, 191, { required: true }),
  address_2: optionalText(G.address_2, 191),
  address_3: optionalText(G.address_3, 191),
  logoWidth: bounded('logoWidth', G.logoWidth),
  logoHight: bounded('logoHight', G.logoHight),
  dateFormat: choice(G.dateFormat, DATE_FORMATS),
  symbol: text(G.symbol, 10, { required: true }),
  symbolOnLeft: onOff(G.symbolOnLeft),
  spaceBetweenAmountAndSymbol: onOff(G.spaceBetweenAmountAndSymbol),
  rtl: onOff(G.rtl),
  theme: onOff(G.theme),
  volume: bounded('volume', G.volume),
  ownnerInfo: optionalText(G.ownnerInfo, 191),
  /** Blank follows the server's time zone. */
  timezone: optionalText(G.timezone, 64).refine(
    (value) => value === '' || isTimeZone(value),
    says(() => FIELD_MESSAGES.selected(G.timezone)),
  ),
  /**
   * The shop's address for links in mails (issue 14 §2). Left out, the stored one stays (older clients
   * and scripts that save the general settings without it do not erase it); blank clears it.
   */
  app_url: z
    .string({ error: () => SETTINGS_FIELD_MESSAGES.shopAddressInvalid })
    .trim()
    .max(
      191,
      says(() => FIELD_MESSAGES.maxChars(G.app_url, 191)),
    )
    .refine(
      (value) => value === '' || normaliseShopAddress(value) !== null,
      says(() => SETTINGS_FIELD_MESSAGES.shopAddressInvalid),
    )
    .transform((value) => (value === '' ? '' : (normaliseShopAddress(value) ?? '')))
    .optional(),
  /** Issue 32: left out (the spec's clients), the stored language and digits stay. */
  language: languageChoice(() => LANGUAGE_SETTINGS_LABELS.language).optional(),
  arabicDigits: arabicDigitsChoice().optional(),
}) satisfies z.ZodType<
  Omit<GeneralSettings, 'app_url' | 'language' | 'arabicDigits'> &
    Partial<Pick<GeneralSettings, 'app_url' | 'language' | 'arabicDigits'>>,
  unknown
>
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>

const email = (label: string) =>
  z
    .string({ error: () => FIELD_MESSAGES.email(label) })
    .trim()
    .max(
      191,
      says(() => FIELD_MESSAGES.maxChars(label, 191)),
    )
    .pipe(
      z.union([z.literal(''), z.email(says(() => FIELD_MESSAGES.email(label)))], {
        error: () => FIELD_MESSAGES.email(label),
      }),
    )

const M = MAIL_SETTINGS_LABELS

export const mailSettingsSchema = z.object({
  from_email: email(M.from_email).refine(
    (value) => value !== '',
    says(() => FIELD_MESSAGES.required(M.from_email)),
  ),
  reply_email: email(M.reply_email).default(''),
  mail_driver: choice(M.mail_driver, MAIL_DRIVERS),
  mail_encryption: choice(M.mail_encryption, MAIL_ENCRYPTIONS),
  mail_host: text(M.mail_host, 191, { required: true }).refine(
    (value) => /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(value),
    says(() => SETTINGS_FIELD_MESSAGES.mailHostInvalid),
  ),
  mail_port: z
    .number({ error: () => FIELD_MESSAGES.between(M.mail_port, 1, 65535) })
    .int(says(() => FIELD_MESSAGES.between(M.mail_port, 1, 65535)))
    .min(
      1,
      says(() => FIELD_MESSAGES.between(M.mail_port, 1, 65535)),
    )
    .max(
      65535,
      says(() => FIELD_MESSAGES.between(M.mail_port, 1, 65535)),
    ),
  mail_user: optionalText(M.mail_user, 191),
  /** Write-only: blank keeps the stored password. */
  mail_password: z
    .string({ error: () => FIELD_MESSAGES.text(M.mail_password) })
    .max(
      191,
      says(() => FIELD_MESSAGES.maxChars(M.mail_password, 191)),
    )
    .default(''),
}) satisfies z.ZodType<MailSettings, unknown>
export type MailSettingsInput = z.input<typeof mailSettingsSchema>

export const mailTestSchema = z.object({
  to: email(MAIL_TEST_LABELS.to).refine(
    (value) => value !== '',
    says(() => FIELD_MESSAGES.required(MAIL_TEST_LABELS.to)),
  ),
})
export type MailTestInput = z.input<typeof mailTestSchema>

const termsText = (field: TermsField) => text(TERMS_LABELS[field], TERMS_MAX_LENGTH)

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
        message: TERMS_MESSAGES.exactlyOne,
      })
    }
  })
export type TermsUpdateInput = z.input<typeof termsUpdateSchema>

const P = POS_SETTINGS_LABELS

export const posSettingsSchema = z.object({
  posProductsLimit: bounded('posProductsLimit', P.posProductsLimit),
  defaultDiscountRate: rateSetting('defaultDiscountRate', P.defaultDiscountRate),
  defaultTaxRate: rateSetting('defaultTaxRate', P.defaultTaxRate),
  printerWidth: bounded('printerWidth', P.printerWidth),
  printerHight: bounded('printerHight', P.printerHight),
  productSkin: choice(
    P.productSkin,
    Object.values(PRODUCT_SKINS) as [PosSettings['productSkin'], ...PosSettings['productSkin'][]],
  ),
  focusIntervel: bounded('focusIntervel', P.focusIntervel),
  scanningSensitivity: bounded('scanningSensitivity', P.scanningSensitivity),
  barcodeContainsDigits: bounded('barcodeContainsDigits', P.barcodeContainsDigits),
  overSelling: onOff(P.overSelling),
  isTaxIncluded: onOff(P.isTaxIncluded),
  productName: onOff(P.productName),
  stopDiscount: onOff(P.stopDiscount),
  posAutoLoadProducts: onOff(P.posAutoLoadProducts),
  // Optional on the wire: the spec's clients know no till session, and a save without it keeps the stored one.
  requireTillSession: onOff(P.requireTillSession).optional(),
  // Optional on the wire for the same reason (issue 18).
  offlineWarnMinutes: bounded('offlineWarnMinutes', P.offlineWarnMinutes).optional(),
  // Optional on the wire for the same reason (issue 26).
  dueDays: bounded('dueDays', P.dueDays).optional(),
  blindTillCount: onOff(P.blindTillCount).optional(),
  offlinePriceTolerance: bounded('offlinePriceTolerance', P.offlinePriceTolerance, { integer: false }).optional(),
  // Optional on the wire for the same reason (issue 29).
  requireStolenCheck: onOff(P.requireStolenCheck).optional(),
  buybackHoldDays: bounded('buybackHoldDays', P.buybackHoldDays).optional(),
  deviceWarrantyDays: bounded('deviceWarrantyDays', P.deviceWarrantyDays).optional(),
  repairWarrantyDays: bounded('repairWarrantyDays', P.repairWarrantyDays).optional(),
  // Optional on the wire for the same reason (issue 31).
  giftCardAmounts: z
    .string({ error: () => FIELD_MESSAGES.text(P.giftCardAmounts) })
    .trim()
    .max(
      100,
      says(() => FIELD_MESSAGES.maxChars(P.giftCardAmounts, 100)),
    )
    .refine((value) => value === '' || /^\d+(\.\d{1,2})?([,;\s]+\d+(\.\d{1,2})?)*$/.test(value), {
      error: () => SETTINGS_FIELD_MESSAGES.giftCardAmountsInvalid,
    })
    .optional(),
  giftCardMonths: bounded('giftCardMonths', P.giftCardMonths).optional(),
  creditBonusRate: bounded('creditBonusRate', P.creditBonusRate).optional(),
}) satisfies z.ZodType<PosSettingsUpdate, unknown>
export type PosSettingsInput = z.input<typeof posSettingsSchema>
/** A POS settings save: every setting, the till session rule and the offline warning only when the form sends them. */
export type PosSettingsUpdate = Omit<
  PosSettings,
  | 'requireTillSession'
  | 'offlineWarnMinutes'
  | 'dueDays'
  | 'blindTillCount'
  | 'offlinePriceTolerance'
  | 'requireStolenCheck'
  | 'buybackHoldDays'
  | 'deviceWarrantyDays'
  | 'repairWarrantyDays'
  | 'giftCardAmounts'
  | 'giftCardMonths'
  | 'creditBonusRate'
> & {
  requireTillSession?: boolean | undefined
  offlineWarnMinutes?: number | undefined
  dueDays?: number | undefined
  blindTillCount?: boolean | undefined
  offlinePriceTolerance?: number | undefined
  requireStolenCheck?: boolean | undefined
  buybackHoldDays?: number | undefined
  deviceWarrantyDays?: number | undefined
  repairWarrantyDays?: number | undefined
  giftCardAmounts?: string | undefined
  giftCardMonths?: number | undefined
  creditBonusRate?: number | undefined
}

const B = BILL_SETTINGS_LABELS

export const billSettingsSchema = z.object({
  billItemFontSize: bounded('billItemFontSize', B.billItemFontSize),
  billItemQtyFontSize: bounded('billItemQtyFontSize', B.billItemQtyFontSize),
  billTermsFontSize: bounded('billTermsFontSize', B.billTermsFontSize),
  billDateTimeTransFontSize: bounded('billDateTimeTransFontSize', B.billDateTimeTransFontSize),
  billHrFontSize: bounded('billHrFontSize', B.billHrFontSize),
  billtextFlow: choice(B.billtextFlow, BILL_TEXT_FLOWS),
  billLogoWidth: bounded('billLogoWidth', B.billLogoWidth),
  billLogoHeight: bounded('billLogoHeight', B.billLogoHeight),
  billLogo: onOff(B.billLogo),
  billLogoRound: onOff(B.billLogoRound),
  billAppName: onOff(B.billAppName),
  billAddress: onOff(B.billAddress),
  billPhone: onOff(B.billPhone),
  billType: onOff(B.billType),
  billBarcode: onOff(B.billBarcode),
  billItemUnit: onOff(B.billItemUnit),
  billBy: onOff(B.billBy),
  billDateTime: onOff(B.billDateTime),
  billRefrence: onOff(B.billRefrence),
}) satisfies z.ZodType<BillSettings, unknown>
export type BillSettingsInput = z.input<typeof billSettingsSchema>

export const unitsUpdateSchema = z.object({
  productUnits: z
    .string({ error: () => FIELD_MESSAGES.required(UNITS_LABELS.productUnits) })
    .max(
      MAX_UNITS * (UNIT_MAX_LENGTH + 1),
      says(() => FIELD_MESSAGES.maxChars(UNITS_LABELS.productUnits, MAX_UNITS * (UNIT_MAX_LENGTH + 1))),
    )
    .superRefine((value, context) => {
      const units = parseUnits(value)
      if (units.length === 0) context.addIssue({ code: 'custom', message: SETTINGS_FIELD_MESSAGES.noUnit })
      if (units.length > MAX_UNITS) {
        context.addIssue({
          code: 'custom',
          message: SETTINGS_FIELD_MESSAGES.tooManyUnits(MAX_UNITS),
        })
      }
      const long = units.find((unit) => unit.length > UNIT_MAX_LENGTH)
      if (long) {
        context.addIssue({
          code: 'custom',
          message: SETTINGS_FIELD_MESSAGES.unitTooLong(UNIT_MAX_LENGTH, long.slice(0, 40)),
        })
      }
    })
    .transform((value) => parseUnits(value).join(',')),
})
export type UnitsUpdateInput = z.input<typeof unitsUpdateSchema>

export const announcementSchema = z.object({
  announcement: text(ANNOUNCEMENT_LABELS.announcement, ANNOUNCEMENT_MAX_LENGTH),
})
export type AnnouncementInput = z.input<typeof announcementSchema>

// The answers (stored settings as they go out) are in settings-responses.ts; importers keep one path.
export * from './settings-responses.ts'

export type SettingsSection = keyof Pick<StoredSettings, 'general' | 'mail' | 'terms' | 'pos' | 'bill'>
