import { formatCents, type CurrencySettings } from '@counterpart/domain/format'
import { paperLocale } from '../../../platform/document-formats.ts'
import { requestLanguage } from '../../../platform/request-language.ts'

/** The shop's currency as a slip's loader hands it over: the General settings, with the shop's digits choice. */
export type SlipCurrency = CurrencySettings & { arabicDigits?: unknown }

/**
 * Money on a slip as the screens write it in the slip's language (the loader builds the slip inside
 * inLanguage): $10,00 in French, Arabic-Indic digits in an Arabic shop that chose them. The narrow no-break
 * space of a French thousand becomes a plain space, which every printer's code page holds.
 */
export function slipMoney(currency: SlipCurrency): (cents: number) => string {
  const locale = paperLocale(requestLanguage(), currency)
  return (cents) => formatCents(cents, currency, locale).replace(/[\u00a0\u202f]/gu, ' ')
}
