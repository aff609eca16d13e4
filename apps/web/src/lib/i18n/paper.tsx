import Box from '@mui/material/Box'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, languageDirection, PSEUDO_LANGUAGE } from '@counterpart/domain/i18n/languages'
import { STARTUP_NAMESPACES } from '@counterpart/domain/i18n/namespaces'
import { i18n, setLanguageSource } from '@counterpart/domain/i18n/translate'
import { useConfigs } from '../app-configuration.ts'

/**
 * Issue 32: a receipt printed from the browser reads in its customer's language (else the shop's), while the
 * screen around it (Back, Print, the paper switch) stays in the language of whoever prints it. The paper's
 * texts come from the same resources through a translation fixed to the paper's language
 * (`useTranslation(ns, { lng })`, i18next's getFixedT), and its root element names its language and
 * direction, so a French receipt prints left to right on an Arabic screen and the other way round.
 */
const PaperLanguageContext = createContext<string | null>(null)

/**
 * What a paper of this customer reads in, and whether its texts are loaded yet (only then may it print
 * itself). The pseudo-locale of the untranslated-text sweep stays on every paper.
 */
export function usePaperLanguage(
  customerLanguage: string | null | undefined,
  namespaces: readonly string[],
): { language: string; ready: boolean } {
  const shop = useConfigs().language
  const page = useTranslation().i18n.language
  const language =
    page === PSEUDO_LANGUAGE
      ? PSEUDO_LANGUAGE
      : isLanguage(customerLanguage)
        ? customerLanguage
        : isLanguage(shop)
          ? shop
          : page
  const wanted = [...new Set([...STARTUP_NAMESPACES, ...namespaces])].join(',')
  const loadedNow = wanted.split(',').every((namespace) => i18n.hasResourceBundle(language, namespace))
  const [loadedLater, setLoadedLater] = useState<string | null>(null)
  useEffect(() => {
    const missing = wanted.split(',').filter((namespace) => !i18n.hasResourceBundle(language, namespace))
    if (missing.length === 0) return
    let current = true
    // Only this language's files of these namespaces: nothing more is added to what every later page loads.
    void i18n.reloadResources([language], missing).then(() => {
      if (current) setLoadedLater(`${language}|${wanted}`)
    })
    return () => {
      current = false
    }
  }, [language, wanted])
  return { language, ready: loadedNow || loadedLater === `${language}|${wanted}` }
}

/** The paper itself: its texts in `language`, its root element marked with that language and its direction. */
export function Paper({ language, children }: { language: string; children: ReactNode }) {
  return (
    <PaperLanguageContext.Provider value={language}>
      <Box lang={language} dir={languageDirection(language)} data-paper-language={language}>
        {children}
      </Box>
    </PaperLanguageContext.Provider>
  )
}

/** `useTranslation` for what prints: inside a Paper, fixed to the paper's language; elsewhere the page's. */
export function usePaperTranslation(namespace: string) {
  const language = useContext(PaperLanguageContext)
  return useTranslation(namespace, language ? { lng: language } : {})
}

/** The language of the Paper around the caller, or null outside any (the page's language then applies). */
export function usePaperLanguageHere(): string | null {
  return useContext(PaperLanguageContext)
}

/**
 * Runs a domain text function (a label map's getter, receiptLines) in the paper's language: those read the
 * language of the moment through tr(). The work is synchronous, so nothing else reads the language meanwhile.
 */
export function usePaperText(): <T>(work: () => T) => T {
  const language = useContext(PaperLanguageContext)
  return <T,>(work: () => T): T => {
    if (!language) return work()
    setLanguageSource(() => language)
    try {
      return work()
    } finally {
      // The browser reads the instance's own language: it never sets a source otherwise.
      setLanguageSource(() => undefined)
    }
  }
}
