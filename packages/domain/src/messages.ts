import { tr } from './i18n/translate.ts'

/**
 * Texts the spec quotes. Staff and their documentation rely on them to the letter: the English resource
 * (locales/en/spec.json) holds them as the spec writes them; each reads in the language of the moment.
 */
export const MESSAGES = {
  get forbidden() {
    return tr('spec:forbidden')
  },
  get loggedIn() {
    return tr('spec:loggedIn')
  },
  get noData() {
    return tr('spec:noData')
  },
  noSearchResult: (term: string) => tr('spec:noSearchResult', { term }),
  get invalidSearch() {
    return tr('spec:invalidSearch')
  },
  get confirmRemove() {
    return tr('spec:confirmRemove')
  },
  get recordNotFound() {
    return tr('spec:recordNotFound')
  },
  get notSignedIn() {
    return tr('spec:notSignedIn')
  },
  get csrfMismatch() {
    return tr('spec:csrfMismatch')
  },
  tooManyLogins: (seconds: number) => tr('spec:tooManyLogins', { seconds }),
  get badCredentials() {
    return tr('spec:badCredentials')
  },
  get resetLinkSent() {
    return tr('spec:resetLinkSent')
  },
  get passwordReset() {
    return tr('spec:passwordReset')
  },
  get invalidResetToken() {
    return tr('spec:invalidResetToken')
  },
  get loggedOut() {
    return tr('spec:loggedOut')
  },
  get notFound() {
    return tr('spec:notFound')
  },
  get serverError() {
    return tr('spec:serverError')
  },
  get requestTimeout() {
    return tr('spec:requestTimeout')
  },
  get invalidData() {
    return tr('spec:invalidData')
  },
  get malformedJson() {
    return tr('spec:malformedJson')
  },
  get payloadTooLarge() {
    return tr('spec:payloadTooLarge')
  },
}
