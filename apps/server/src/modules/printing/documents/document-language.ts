import { languageDirection, type Language } from '@counterpart/domain/i18n/languages'
import { documentLanguage } from '../../../platform/document-language.ts'
import { inLanguage } from '../../../platform/request-language.ts'
import type { PrintDocument } from '../print-document.ts'
import type { DocumentContext } from './loaders.ts'

/** The language a customer's slip prints in: theirs when the record has a customer, else the shop's. */
export async function customerLanguage(
  context: DocumentContext,
  customerId: number | null,
  general: object,
): Promise<Language> {
  const customer = customerId === null ? undefined : await context.readers.contacts.findCustomer(customerId)
  return documentLanguage(customer, general)
}

/**
 * Builds a slip in a language. A right-to-left language sets the slip's direction; otherwise it is left
 * unsaid and follows the slip's first strong letter, as before (an Arabic shop name still turns an English
 * receipt round).
 */
export function inCustomerLanguage(language: Language, build: () => PrintDocument): PrintDocument {
  const document = inLanguage(language, build)
  return languageDirection(language) === 'rtl' ? { ...document, direction: 'rtl' } : document
}
