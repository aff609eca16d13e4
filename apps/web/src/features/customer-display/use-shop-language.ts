import { useEffect } from 'react'
import { useConfigs } from '../../lib/app-configuration.ts'
import { pinLanguage } from '../../lib/i18n/start.ts'

/**
 * The display faces the customer: it reads in the shop's language (General settings), not in the language of
 * whoever signed in at the till in this browser. Switched for this window only and nothing is stored, so the
 * terminal's window keeps its own language. Asked again only when the shop's language changes: the display
 * never fights another switch of the page.
 */
export function useShopLanguage(): void {
  const shop = useConfigs().language
  useEffect(() => {
    void pinLanguage(shop)
    return () => {
      void pinLanguage(null)
    }
  }, [shop])
}
