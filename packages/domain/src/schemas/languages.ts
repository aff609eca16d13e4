import { z } from 'zod'
import { ARABIC_DIGITS, LANGUAGES } from '../i18n/languages.ts'
import { tr } from '../i18n/translate.ts'
import { FIELD_MESSAGES } from './field-messages.ts'

/** The language fields (issue 32): the shop's in General settings, each user's own, each customer's. */
export const LANGUAGE_SETTINGS_LABELS = {
  get language() {
    return tr('fields:languages.language')
  },
  get arabicDigits() {
    return tr('fields:languages.arabicDigits')
  },
  get customerLanguage() {
    return tr('fields:languages.customerLanguage')
  },
}

export const LANGUAGE_MESSAGES = {
  get saved() {
    return tr('messages:languages.saved')
  },
}

/** One of the languages Counterpart ships; a 422 naming the field otherwise. */
export const languageChoice = (label: () => string) =>
  z.enum(LANGUAGES, { error: () => FIELD_MESSAGES.selected(label()) })

export const arabicDigitsChoice = () =>
  z.enum(ARABIC_DIGITS, { error: () => FIELD_MESSAGES.selected(LANGUAGE_SETTINGS_LABELS.arabicDigits) })

/** PATCH /api/me/language: the signed-in user's own language, or null to follow the shop's. */
export const ownLanguageSchema = z.object({
  language: languageChoice(() => LANGUAGE_SETTINGS_LABELS.language).nullable(),
})
