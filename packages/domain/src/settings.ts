import { ARABIC_DIGITS, LANGUAGES, type ArabicDigits, type Language } from './i18n/languages.ts'
import { APP_VERSION } from './constants.ts'

/** Date formats offered in the general settings (spec 000 §3): PHP-style tokens. */
export const DATE_FORMATS = [
  'd-m-Y',
  'Y-m-d',
  'm/d/Y',
  'd/m/Y',
  'd.m.Y',
  'd-m-Y H:i',
  'Y-m-d H:i:s',
  'd/m/Y h:i A',
  'D, d M Y',
  'l, d F Y',
  'd M Y',
  'F j, Y g:i a',
] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

export const PRODUCT_SKINS = {
  'No Skin': 'white',
  Black: 'secondary',
  Yellow: 'warning',
  Blue: 'info',
  'Lite Blue': 'primary',
  Green: 'success',
  Red: 'error',
} as const
export type ProductSkin = (typeof PRODUCT_SKINS)[keyof typeof PRODUCT_SKINS]

/**
 * The shop's own address as links in mails use it: http or https, a host name or IP address, an optional
 * port and path; no user, query or fragment. Answers it normalised (scheme and host in lower case, no
 * trailing slash), or null when the text is not such an address.
 */
export function normaliseShopAddress(text: string): string | null {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(\/[\w\-.~%!$&'()*+,;=:@/]*)?$/i.exec(
    text.trim(),
  )
  if (!match) return null
  const [, scheme = '', host = '', port, path = ''] = match
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null
  if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return null
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${port === undefined ? '' : `:${port}`}${path}`.replace(
    /\/+$/,
    '',
  )
}

export const BILL_TEXT_FLOWS = ['text-left', 'text-center', 'text-right'] as const

export interface GeneralSettings {
  site_name: string
  phone: string
  address_1: string
  address_2: string
  address_3: string
  logoWidth: number
  logoHight: number
  dateFormat: DateFormat
  symbol: string
  symbolOnLeft: boolean
  spaceBetweenAmountAndSymbol: boolean
  rtl: boolean
  theme: boolean
  volume: number
  ownnerInfo: string
  timezone: string
  /**
   * The shop's own address (http(s)://host[:port][/path], no trailing slash), the base of every link
   * the server writes into a mail or a QR code when APP_URL is not set. Empty until the installer or
   * the admin's first sign-in stores it; never taken from a request header afterwards.
   */
  app_url: string
  /** The shop's language: staff who chose none, customers who have none, public pages (issue 32). */
  language: Language
  /** Arabic-Indic digits (٠١٢) or Latin ones (012) when the language is Arabic. */
  arabicDigits: ArabicDigits
}

export interface MailSettings {
  from_email: string
  reply_email: string
  mail_driver: 'smtp'
  mail_encryption: 'ssl' | 'tls' | 'null'
  mail_host: string
  mail_port: number
  mail_user: string
  /** Write-only: never leaves the server. */
  mail_password: string
}

export interface TermsSettings {
  saleTerms: string
  refundTerms: string
  purhcaseTerms: string
  repairTerms: string
  customTerms: string
  billTerms: string
}

export interface PosSettings {
  posProductsLimit: number
  defaultDiscountRate: number
  defaultTaxRate: number
  printerWidth: number
  printerHight: number
  productSkin: ProductSkin
  focusIntervel: number
  scanningSensitivity: number
  barcodeContainsDigits: number
  overSelling: boolean
  isTaxIncluded: boolean
  productName: boolean
  stopDiscount: boolean
  posAutoLoadProducts: boolean
  /** Issue 19 (beyond the spec): the terminal sells only with an open till session on its till. */
  requireTillSession: boolean
  /** Issue 18 (beyond the spec): minutes a till may be offline before the terminal warns the cashier. */
  offlineWarnMinutes: number
  /** Issue 26 (beyond the spec): a sale on account is due this many days after the sale by default. */
  dueDays: number
  /** Issue 26 (beyond the spec): the close of a till is counted blind, without the expected cash. */
  blindTillCount: boolean
  /**
   * Issue 34 (beyond the spec): percent below the catalogue price an offline sale may be sold at before the
   * owner is asked to review it (0: any lower price is reviewed).
   */
  offlinePriceTolerance: number
  /**
   * Issue 29 (beyond the spec): a buy-back is paid out only with a recorded clear check against a
   * stolen-device register (service, reference, result).
   */
  requireStolenCheck: boolean
  /**
   * Issue 29 (beyond the spec): days a device bought from a customer stays on hold before it may be sold
   * (0: no hold), as second-hand dealer rules ask.
   */
  buybackHoldDays: number
  /** Issue 29 (beyond the spec): days of warranty a device sold by the shop carries from its sale (0: none). */
  deviceWarrantyDays: number
  /** Issue 30 (beyond the spec): days of warranty of a repair collected without an approved estimate (0: none). */
  repairWarrantyDays: number
  /** Issue 31 (beyond the spec): the gift-card amounts the terminal offers, "25, 50, 100"; any amount is sold too. */
  giftCardAmounts: string
  /** Issue 31 (beyond the spec): months a gift card is valid from its sale (0: never expires), as local law allows. */
  giftCardMonths: number
  /** Issue 31 (beyond the spec): percent added to a buy-back's value when it is paid as store credit. */
  creditBonusRate: number
}

export interface BillSettings {
  billItemFontSize: number
  billItemQtyFontSize: number
  billTermsFontSize: number
  billDateTimeTransFontSize: number
  billHrFontSize: number
  billtextFlow: (typeof BILL_TEXT_FLOWS)[number]
  billLogoWidth: number
  billLogoHeight: number
  billLogo: boolean
  billLogoRound: boolean
  billAppName: boolean
  billAddress: boolean
  billPhone: boolean
  billType: boolean
  billBarcode: boolean
  billItemUnit: boolean
  billBy: boolean
  billDateTime: boolean
  billRefrence: boolean
}

export interface StoredSettings {
  general: GeneralSettings
  mail: MailSettings
  terms: TermsSettings
  pos: PosSettings
  bill: BillSettings
  logo: string
  logoBill: string
  productUnits: string
  announcement: string
  /** The payment reminder's wording (issue 28, item 7), placeholders in braces; blank for the default. */
  reminder: ReminderSettings
}

export interface ReminderSettings {
  subject: string
  body: string
}

export const DEFAULT_SETTINGS: StoredSettings = {
  general: {
    site_name: 'Counterpart',
    phone: '',
    address_1: '',
    address_2: '',
    address_3: '',
    logoWidth: 120,
    logoHight: 40,
    dateFormat: 'd-m-Y',
    symbol: '$',
    symbolOnLeft: true,
    spaceBetweenAmountAndSymbol: false,
    rtl: false,
    theme: false,
    volume: 5,
    ownnerInfo: '',
    timezone: '',
    app_url: '',
    language: 'en',
    arabicDigits: 'latn',
  },
  mail: {
    from_email: '',
    reply_email: '',
    mail_driver: 'smtp',
    mail_encryption: 'null',
    mail_host: '',
    mail_port: 25,
    mail_user: '',
    mail_password: '',
  },
  terms: {
    saleTerms: '',
    refundTerms: '',
    purhcaseTerms: '',
    repairTerms: '',
    customTerms: '',
    billTerms: '',
  },
  pos: {
    posProductsLimit: 20,
    defaultDiscountRate: 0,
    defaultTaxRate: 0,
    printerWidth: 80,
    printerHight: 297,
    productSkin: 'white',
    focusIntervel: 1000,
    scanningSensitivity: 200,
    barcodeContainsDigits: 12,
    overSelling: true,
    isTaxIncluded: false,
    productName: true,
    stopDiscount: false,
    posAutoLoadProducts: true,
    requireTillSession: false,
    offlineWarnMinutes: 30,
    dueDays: 30,
    blindTillCount: false,
    offlinePriceTolerance: 0,
    requireStolenCheck: false,
    buybackHoldDays: 0,
    deviceWarrantyDays: 0,
    repairWarrantyDays: 0,
    giftCardAmounts: '25, 50, 100',
    giftCardMonths: 0,
    creditBonusRate: 0,
  },
  bill: {
    billItemFontSize: 11,
    billItemQtyFontSize: 11,
    billTermsFontSize: 8,
    billDateTimeTransFontSize: 11,
    billHrFontSize: 3,
    billtextFlow: 'text-center',
    billLogoWidth: 70,
    billLogoHeight: 70,
    billLogo: true,
    billLogoRound: false,
    billAppName: true,
    billAddress: true,
    billPhone: true,
    billType: true,
    billBarcode: true,
    billItemUnit: true,
    billBy: true,
    billDateTime: true,
    billRefrence: true,
  },
  logo: '',
  logoBill: '',
  productUnits: 'pcs,kg,g,ltr,box,pair,set',
  announcement: '',
  // Blank: the default wording (reminder.ts) until the shop saves its own, kept out of every page's bundle.
  reminder: { subject: '', body: '' },
}

/**
 * The application configuration the browser receives (`configs` of pull-app-configuration).
 * Flat, as spec 000 §3 lists it, with currency nested. It is public (the sign-in page reads it), so of
 * the mail settings it carries only the addresses shown as the support contact: never the SMTP host,
 * user or password. The owner licence string (ownnerInfo) is a purchased key and never leaves the
 * server this way either: `vendorCredit` says whether prints carry the vendor credit, which is all the
 * browser needs of it (General settings reads the key through GET /api/settings, behind generalSetting).
 * `app_url`, the shop's own address for mailed links, is not sent either.
 */
export type AppConfiguration = Omit<
  GeneralSettings,
  'symbol' | 'symbolOnLeft' | 'spaceBetweenAmountAndSymbol' | 'ownnerInfo' | 'app_url'
> &
  PosSettings &
  BillSettings &
  Pick<MailSettings, 'from_email' | 'reply_email'> &
  TermsSettings & {
    version: string
    demo: boolean
    logo: string
    logoBill: string
    productUnits: string
    announcement: string
    updated_at: string | null
    currency: { symbol: string; symbolOnLeft: boolean; spaceBetweenAmountAndSymbol: boolean }
    /** Whether printed bills and PDFs carry the vendor credit (the server checks the owner licence). */
    vendorCredit: boolean
  }

export function toAppConfiguration(
  stored: StoredSettings,
  extra: { demo: boolean; updated_at: string | null; timezone: string; vendorCredit?: boolean },
): AppConfiguration {
  const {
    symbol,
    symbolOnLeft,
    spaceBetweenAmountAndSymbol,
    ownnerInfo: _licence,
    app_url: _appUrl,
    ...general
  } = stored.general
  const mail = { from_email: stored.mail.from_email, reply_email: stored.mail.reply_email }
  return {
    ...general,
    timezone: general.timezone || extra.timezone,
    ...stored.pos,
    ...stored.bill,
    ...mail,
    ...stored.terms,
    version: APP_VERSION,
    demo: extra.demo,
    logo: stored.logo,
    logoBill: stored.logoBill,
    productUnits: stored.productUnits,
    announcement: stored.announcement,
    updated_at: extra.updated_at,
    currency: { symbol, symbolOnLeft, spaceBetweenAmountAndSymbol },
    vendorCredit: extra.vendorCredit ?? true,
  }
}

/** What is wrong with a stored settings text, one line per field: `pos.overSelling is not true or false`. */
export interface StoredSettingsReading {
  /** The settings the app can use: every field that reads right, the default for any other. */
  settings: StoredSettings
  problems: string[]
}

const VALUE_KIND: Record<string, string> = {
  string: 'is not text',
  number: 'is not a number',
  boolean: 'is not true or false',
}

/** Fields whose value is one of a list: anything else would reach a screen or a print as an unknown choice. */
const CHOICES: Record<string, readonly unknown[]> = {
  'general.dateFormat': DATE_FORMATS,
  'general.language': LANGUAGES,
  'general.arabicDigits': ARABIC_DIGITS,
  'pos.productSkin': Object.values(PRODUCT_SKINS),
  'bill.billtextFlow': BILL_TEXT_FLOWS,
  'mail.mail_encryption': ['ssl', 'tls', 'null'],
  'mail.mail_driver': ['smtp'],
}

/**
 * Reads the settings row as every screen, print and sign-in uses it: each field must have the kind of its
 * default (and be one of its choices, a finite number); a field missing is the default (a later version
 * added it). Never throws: a text that is not JSON, or a field of the wrong kind, is named in `problems`
 * and read as the default, so one bad row cannot stop the shop (a restore refuses a file with problems).
 */
export function readStoredSettings(text: string): StoredSettingsReading {
  const problems: string[] = []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { settings: DEFAULT_SETTINGS, problems: ['not valid JSON'] }
  }
  if (!isRecord(parsed)) return { settings: DEFAULT_SETTINGS, problems: ['not a JSON object'] }
  const read = (defaults: Record<string, unknown>, stored: Record<string, unknown>, prefix: string) => {
    const result: Record<string, unknown> = { ...defaults }
    for (const [key, fallback] of Object.entries(defaults)) {
      if (!(key in stored)) continue
      const value = stored[key]
      const name = `${prefix}${key}`
      if (isRecord(fallback)) {
        if (isRecord(value)) result[key] = read(fallback, value, `${name}.`)
        else problems.push(`${name} is not a group of settings`)
      } else if (typeof value !== typeof fallback || (typeof value === 'number' && !Number.isFinite(value))) {
        problems.push(`${name} ${VALUE_KIND[typeof fallback] ?? 'has the wrong kind of value'}`)
      } else if (CHOICES[name] && !CHOICES[name].includes(value)) {
        problems.push(`${name} is not one of the choices`)
      } else result[key] = value
    }
    return result
  }
  return {
    settings: read(DEFAULT_SETTINGS as unknown as Record<string, unknown>, parsed, '') as unknown as StoredSettings,
    problems,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
