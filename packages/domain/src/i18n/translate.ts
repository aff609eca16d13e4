import i18next, { type InitOptions, type PostProcessorModule, type Resource } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE } from './languages.ts'
import { NAMESPACES } from './namespaces.ts'
import { pseudoLocalize } from './pseudo.ts'

/**
 * The one translation instance of a process, shared by the domain's labels and messages and by the host
 * around them: the browser gives it its language and loads resources lazily, the server answers each
 * request in the language of whoever asked (setLanguageSource).
 */
export const i18n = i18next.createInstance()

type LanguageSource = () => string | undefined

let languageSource: LanguageSource = () => undefined

/** Where tr() reads the language of the moment (on the server, the request's). Unset: the instance's own. */
export function setLanguageSource(source: LanguageSource): void {
  languageSource = source
}

/** The language tr() answers in right now. */
export function currentLanguage(): string {
  return languageSource() ?? i18n.language ?? DEFAULT_LANGUAGE
}

export type TranslateParams = Record<string, unknown>

// i18next types its t() for keys it knows at compile time; ours are checked by the translations check
// instead (scripts/check-translations.mjs), so here a key is a string.
type LooseTranslate = (key: string, options?: TranslateParams) => string

/**
 * The instance's t() with plain string keys. Before the instance starts (a browser module evaluated before
 * the page loads its language) a text is its key, which label-text.ts turns into text later.
 */
export function translate(key: string, options?: TranslateParams): string {
  if (!i18n.isInitialized) return key
  return (i18n.t as unknown as LooseTranslate)(key, options)
}

/**
 * A text of the resources in the current language, by its whole key: namespace, colon, key, written as a
 * literal so the translations check (scripts/check-translations.mjs) finds every one; placeholders and
 * `count` (plurals) in params.
 */
export function tr(key: string, params?: TranslateParams): string {
  const language = languageSource()
  return translate(key, language ? { ...params, lng: language } : params)
}

/** The same text in a given language (a customer's receipt, a mail to a customer). */
export function trIn(language: string, key: string, params?: TranslateParams): string {
  return translate(key, { ...params, lng: language })
}

const pseudo: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process(value: string, _key: string | string[], options: { lng?: string }, translator: { language?: string }) {
    return (options.lng ?? translator.language) === PSEUDO_LANGUAGE ? pseudoLocalize(value) : value
  },
}

i18n.use(pseudo)

/** What every host starts the instance with; the browser adds its lazy backend, the server all resources. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE],
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackNS: false,
  keySeparator: '.',
  nsSeparator: ':',
  // The screens are React and the papers are PDF or ESC/POS: nothing reads the text as HTML. The mails
  // escape what they put into HTML themselves (mail module).
  interpolation: { escapeValue: false },
  postProcess: ['pseudo'],
  returnNull: false,
  returnEmptyString: false,
  // A missing text reads as its whole key, namespace included, which label-text.ts recognises.
  appendNamespaceToMissingKey: true,
  load: 'currentOnly',
  // 'en-XA' must not fall back through 'en' as a plain region of English: it reads English resources.
  nonExplicitSupportedLngs: false,
} satisfies InitOptions

/**
 * Starts the instance with every resource at hand, at once (the server, the tests, the scripts). The
 * pseudo-locale reads the English resources and accents them.
 */
export function initTranslations(
  resources: Resource,
  language: string = DEFAULT_LANGUAGE,
  extra: InitOptions = {},
): void {
  if (i18n.isInitialized) {
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, bundle, true, true)
    }
    return
  }
  void i18n.init({
    ...I18N_OPTIONS,
    resources: { ...resources, [PSEUDO_LANGUAGE]: resources[DEFAULT_LANGUAGE] ?? {} },
    lng: language,
    initAsync: false,
    ...extra,
  })
}
