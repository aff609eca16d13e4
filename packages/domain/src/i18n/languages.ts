/**
 * The languages Counterpart speaks. Each name is written in its own language (an Arabic speaker looks for
 * "العربية", not for its English name), so the names are the same in every language and are not translated.
 */
export const LANGUAGES = ['en', 'ar', 'fr', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The pseudo-locale: English accented and made 40 % longer, for the tests that look for text left out of the
 * resources and for layouts that break on longer words. Never offered to users.
 */
export const PSEUDO_LANGUAGE = 'en-XA'

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  es: 'Español',
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur'])

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function languageDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}

/** Which digits the shop writes in Arabic: Arabic-Indic (٠١٢) or the Latin digits many Arabic shops use. */
export const ARABIC_DIGITS = ['latn', 'arab'] as const
export type ArabicDigits = (typeof ARABIC_DIGITS)[number]

/**
 * The locale `Intl` formats numbers and dates with: the language, and for Arabic its digits. The
 * pseudo-locale formats as English does (its numbers must still read as numbers in the tests).
 */
export function formattingLocale(language: string, arabicDigits: ArabicDigits = 'latn'): string {
  if (language === 'ar') return `ar-u-nu-${arabicDigits}`
  if (language === PSEUDO_LANGUAGE || !isLanguage(language)) return 'en'
  return language
}

/**
 * The language a visitor's browser asks for (`Accept-Language` or `navigator.languages`), among the ones
 * Counterpart speaks, or undefined when it asks for none of them.
 */
export function pickLanguage(preferences: readonly string[] | string | null | undefined): Language | undefined {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag = '', ...parameters] = part.trim().split(';')
            const q = parameters.find((parameter) => parameter.trim().startsWith('q='))
            return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 }
          })
          .filter(({ tag, q }) => tag !== '' && Number.isFinite(q) && q > 0)
          .sort((a, b) => b.q - a.q)
          .map(({ tag }) => tag)
      : (preferences ?? [])
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return undefined
}
