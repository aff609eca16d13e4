import { useEffect } from 'react'
import { PSEUDO_LANGUAGE } from '@counterpart/domain/i18n/languages'
import { i18n } from '@counterpart/domain/i18n/translate'
import { pinLanguage } from '../../lib/i18n/start.ts'

/**
 * Issue 32 §3: a public page reads in the language its server answer names (the customer's choice, else the
 * visitor's browser's, else the shop's), so its own words match the server's. Pinned for this page only and
 * nothing stored; leaving the page gives the page back its earlier language. The pseudo-locale of the
 * untranslated-text sweep is never replaced.
 */
export function usePublicLanguage(language: string | null | undefined): void {
  // Once, on leaving the page: unpin and give back the language the page opened in.
  useEffect(() => {
    const before = i18n.language
    return () => {
      void pinLanguage(null).then(() => (i18n.language === before ? undefined : i18n.changeLanguage(before)))
    }
  }, [])
  useEffect(() => {
    if (!language || i18n.language === PSEUDO_LANGUAGE) return
    void pinLanguage(language)
  }, [language])
}
