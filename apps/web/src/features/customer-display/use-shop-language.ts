import { isLanguage } from '@counterpart/domain/i18n/languages'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfigs } from '../../lib/app-configuration.ts'

/**
 * The display faces the customer: it reads in the shop's language (General settings), not in the language of
 * whoever signed in at the till in this browser. Switched for this window only: nothing is stored, so the
 * terminal's window keeps its own language.
 */
export function useShopLanguage(): void {
  // General settings › language; a configuration without it leaves the page as it opened.
  const shop = (useConfigs() as { language?: unknown }).language
  const { i18n } = useTranslation('display')
  useEffect(() => {
    if (isLanguage(shop) && i18n.language !== shop) void i18n.changeLanguage(shop)
  }, [shop, i18n])
}
