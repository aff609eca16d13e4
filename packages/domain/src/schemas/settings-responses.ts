import { ARABIC_DIGITS, LANGUAGES } from '../i18n/languages.ts'
import { z } from 'zod'
import {
  BILL_TEXT_FLOWS,
  DATE_FORMATS,
  PRODUCT_SKINS,
  type AppConfiguration,
  type BillSettings,
  type GeneralSettings,
  type MailSettings,
  type PosSettings,
  type TermsSettings,
} from '../settings.ts'

// ---- Answers -----------------------------------------------------------------------------------------
// The stored settings as they go out. Their types stay the interfaces of ../settings.ts, which the server's
// storage also uses; `satisfies` keeps each schema naming every field of its interface.

const storedGeneralSchema = z.object({
  site_name: z.string(),
  phone: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  address_3: z.string(),
  logoWidth: z.number(),
  logoHight: z.number(),
  dateFormat: z.enum(DATE_FORMATS),
  symbol: z.string(),
  symbolOnLeft: z.boolean(),
  spaceBetweenAmountAndSymbol: z.boolean(),
  rtl: z.boolean(),
  theme: z.boolean(),
  volume: z.number(),
  ownnerInfo: z.string(),
  timezone: z.string(),
  app_url: z.string(),
  language: z.enum(LANGUAGES),
  arabicDigits: z.enum(ARABIC_DIGITS),
}) satisfies z.ZodType<GeneralSettings>

const storedMailSchema = z.object({
  from_email: z.string(),
  reply_email: z.string(),
  mail_driver: z.literal('smtp'),
  mail_encryption: z.enum(['ssl', 'tls', 'null']),
  mail_host: z.string(),
  mail_port: z.number(),
  mail_user: z.string(),
}) satisfies z.ZodType<Omit<MailSettings, 'mail_password'>>

const storedTermsSchema = z.object({
  saleTerms: z.string(),
  refundTerms: z.string(),
  purhcaseTerms: z.string(),
  repairTerms: z.string(),
  customTerms: z.string(),
  billTerms: z.string(),
}) satisfies z.ZodType<TermsSettings>

const storedPosSchema = z.object({
  posProductsLimit: z.number(),
  defaultDiscountRate: z.number(),
  defaultTaxRate: z.number(),
  printerWidth: z.number(),
  printerHight: z.number(),
  productSkin: z.enum(Object.values(PRODUCT_SKINS)),
  focusIntervel: z.number(),
  scanningSensitivity: z.number(),
  barcodeContainsDigits: z.number(),
  overSelling: z.boolean(),
  isTaxIncluded: z.boolean(),
  productName: z.boolean(),
  stopDiscount: z.boolean(),
  posAutoLoadProducts: z.boolean(),
  requireTillSession: z.boolean(),
  offlineWarnMinutes: z.number(),
  dueDays: z.number(),
  blindTillCount: z.boolean(),
  offlinePriceTolerance: z.number(),
  requireStolenCheck: z.boolean(),
  buybackHoldDays: z.number(),
  deviceWarrantyDays: z.number(),
  repairWarrantyDays: z.number(),
  giftCardAmounts: z.string(),
  giftCardMonths: z.number(),
  creditBonusRate: z.number(),
}) satisfies z.ZodType<PosSettings>

const storedBillSchema = z.object({
  billItemFontSize: z.number(),
  billItemQtyFontSize: z.number(),
  billTermsFontSize: z.number(),
  billDateTimeTransFontSize: z.number(),
  billHrFontSize: z.number(),
  billtextFlow: z.enum(BILL_TEXT_FLOWS),
  billLogoWidth: z.number(),
  billLogoHeight: z.number(),
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
}) satisfies z.ZodType<BillSettings>

/** The configuration every screen reads at start (pull-app-configuration): no secret, no licence. */
export const appConfigurationSchema = storedGeneralSchema
  .omit({ symbol: true, symbolOnLeft: true, spaceBetweenAmountAndSymbol: true, ownnerInfo: true, app_url: true })
  .extend({
    ...storedPosSchema.shape,
    ...storedBillSchema.shape,
    ...storedMailSchema.pick({ from_email: true, reply_email: true }).shape,
    ...storedTermsSchema.shape,
    version: z.string(),
    demo: z.boolean(),
    logo: z.string(),
    logoBill: z.string(),
    productUnits: z.string(),
    announcement: z.string(),
    updated_at: z.string().nullable(),
    currency: z.object({ symbol: z.string(), symbolOnLeft: z.boolean(), spaceBetweenAmountAndSymbol: z.boolean() }),
    vendorCredit: z.boolean(),
  }) satisfies z.ZodType<AppConfiguration>

/** The answer of every settings save (spec 000 §7). */
export const settingsUpdateResponseSchema = z.object({ updated: z.boolean(), message: z.string() })
export type SettingsUpdateResponse = z.infer<typeof settingsUpdateResponseSchema>

/** A logo upload: the save's answer and where the new logo is served. */
export const logoUpdateResponseSchema = settingsUpdateResponseSchema.extend({ url: z.string() })

/** The answer of a test mail: what the mail server said. */
export const mailTestResponseSchema = z.object({ sent: z.boolean(), response: z.string(), message: z.string() })

/** GET /api/settings: what the settings screens edit. The mail password never leaves the server. */
export const settingsScreenDataSchema = z.object({
  general: storedGeneralSchema,
  /** Null for a user without the mailSetting gate. */
  mail: storedMailSchema.extend({ mail_password_set: z.boolean() }).nullable(),
  terms: storedTermsSchema,
  pos: storedPosSchema,
  bill: storedBillSchema,
  logo: z.string(),
  logoBill: z.string(),
  productUnits: z.string(),
  announcement: z.string(),
  updated_at: z.string().nullable(),
  demo: z.boolean(),
  /**
   * The shop address the server was started with (APP_URL), or null. When set, links in mails use it
   * and the stored address (general.app_url) is not used. A public address, never a secret.
   */
  configuredAppUrl: z.string().nullable(),
})
export type SettingsScreenData = z.infer<typeof settingsScreenDataSchema>
