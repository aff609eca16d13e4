import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages.ts'

/**
 * Issue 32 §3: what a document's papers (the receipts printed from the browser) read in: its customer's
 * language, or null when there is no customer or they chose none (the papers then read in the shop's).
 */
export const customerLanguageField = { customerLanguage: z.enum(LANGUAGES).nullable() }
