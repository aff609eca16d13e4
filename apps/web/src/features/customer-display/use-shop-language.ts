import { isLanguage } from '@counterpart/domain/i18n/languages'
import { i18n } from '@counterpart/domain/i18n/translate'
import { useEffect } from 'react'
import { useConfigs } from '../../lib/app-configuration.ts'

/**
 * The display faces the customer: it reads in the shop's language (General settings), not in the language of
 * whoever signed in at the till in this browser. Switched for this window only and nothing is stored, so the
 * terminal's window keeps its own language. Asked again only when the shop's language changes: the display
 * never fights another switch of the page.
 */
export function useShopLanguage(): void {
  // General settings › language; a configuration without it leaves the page as it opened.
  const shop = (useConfigs() as { language?: unknown }).language
  useEffect(() => {
    if (isLanguage(shop) && i18n.language !== shop) void i18n.changeLanguage(shop)
  }, [shop])
}
