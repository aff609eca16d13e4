import type { BackendModule, ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageDirection,
  pickLanguage,
  PSEUDO_LANGUAGE,
} from '@counterpart/domain/i18n/languages'
import { STARTUP_NAMESPACES } from '@counterpart/domain/i18n/namespaces'
import { I18N_OPTIONS, i18n } from '@counterpart/domain/i18n/translate'

/**
 * The browser's side of the translations: each language's resources are their own small files, loaded the
 * first time a page needs their namespace (docs/languages.md). Nothing of a language nobody reads is sent.
 */
const FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../packages/domain/src/locales/*/*.json',
)

function fileOf(
  language: string,
  namespace: string,
): (() => Promise<{ default: Record<string, unknown> }>) | undefined {
  const source = language === PSEUDO_LANGUAGE ? DEFAULT_LANGUAGE : language
  return FILES[`../../../../../packages/domain/src/locales/${source}/${namespace}.json`]
}

const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = fileOf(language, namespace)
    if (!load) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

const STORED_LANGUAGE = 'counterpart.language'
/** Set by the tests that sweep the screens for untranslated text (never offered to users). */
const STORED_PSEUDO = 'counterpart.pseudo-locale'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The language to open in before the server says: the one last used here, else the browser's. */
export function openingLanguage(): string {
  const stored = storage()
  if (stored?.getItem(STORED_PSEUDO) === '1') return PSEUDO_LANGUAGE
  const last = stored?.getItem(STORED_LANGUAGE)
  if (isLanguage(last)) return last
  return pickLanguage(navigator.languages) ?? DEFAULT_LANGUAGE
}

let started: Promise<void> | undefined

/**
 * Loads the page's language with its shared namespaces, before the first paint. Modules evaluated before
 * this (the domain's schemas) hold keys, not texts, and turn them into text when a message is made
 * (label-text.ts).
 */
export function startTranslations(language: string = openingLanguage()): Promise<void> {
  started ??= i18n
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: [...STARTUP_NAMESPACES],
      preload: [DEFAULT_LANGUAGE],
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(() => {
      markDocument(i18n.language)
      i18n.on('languageChanged', markDocument)
    })
  return started
}

let pinned: string | null = null
/** The language the page read in before it was pinned: the one it goes back to when the pin is lifted. */
let beforePin: string | null = null

/**
 * Keeps the page in one language whatever the session says (the customer display reads in the shop's, not
 * in that of whoever signed in at the till in this browser); null lets the session decide again and puts
 * back the language the page had (a move from the display to another page inside the app). The pseudo-locale
 * of the translation sweeps wins over any pin.
 */
export async function pinLanguage(language: string | null): Promise<void> {
  if (storage()?.getItem(STORED_PSEUDO) === '1') return
  const next = isLanguage(language) ? language : null
  if (next && !pinned) beforePin = i18n.language
  pinned = next
  if (pinned && i18n.language !== pinned) await i18n.changeLanguage(pinned)
  if (!pinned && beforePin) {
    const back = beforePin
    beforePin = null
    if (i18n.language !== back) await i18n.changeLanguage(back)
  }
}

function markDocument(language: string): void {
  document.documentElement.lang = language
  document.documentElement.dataset['languageDirection'] = languageDirection(language)
}

/**
 * Switches the page to a language without reloading it (the user menu, a session that says so). Keeps it
 * for the next visit on this device.
 */
export async function switchLanguage(language: string | null | undefined): Promise<void> {
  const next = storage()?.getItem(STORED_PSEUDO) === '1' ? PSEUDO_LANGUAGE : isLanguage(language) ? language : null
  if (!next || pinned) return
  if (next !== PSEUDO_LANGUAGE) storage()?.setItem(STORED_LANGUAGE, next)
  if (i18n.language === next) return
  await i18n.changeLanguage(next)
}
