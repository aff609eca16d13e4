import { DEFAULT_LANGUAGE, isLanguage, languageDirection, type Language } from '@counterpart/domain/i18n/languages'
import type { AppSession } from '../app-configuration.ts'

/** Whose language the page reads in: the signed-in user's own choice, else the shop's (issue 32 §3). */
export function sessionLanguage(session: AppSession | undefined): Language {
  const own = session?.autheried?.language
  if (isLanguage(own)) return own
  const shop = session?.configs.language
  return isLanguage(shop) ? shop : DEFAULT_LANGUAGE
}

/** Right to left when the language is written so, or when the shop asked for it (General settings). */
export function pageIsRightToLeft(language: string, rtlSetting: boolean): boolean {
  return rtlSetting || languageDirection(language) === 'rtl'
}
