import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@counterpart/domain/i18n/languages'

/**
 * The language a customer's paper or mail is written in (a receipt, an invoice, an estimate, a repair's
 * notice): the customer's own choice (a contact's `language`), else the shop's (General settings'
 * `general.language`), else English. Both are read as they come: a record from before the choice existed
 * has neither, and a value no longer spoken falls through to the next.
 */
export function documentLanguage(customer: object | null | undefined, general: object | null | undefined): Language {
  const own = languageOf(customer)
  if (isLanguage(own)) return own
  const shop = languageOf(general)
  return isLanguage(shop) ? shop : DEFAULT_LANGUAGE
}

function languageOf(record: object | null | undefined): unknown {
  return record && 'language' in record ? record.language : undefined
}
