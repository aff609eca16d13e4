import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.ts'
import { translateEnglish } from './from-english.ts'
import { i18n, setLanguageSource, tr, trIn } from './translate.ts'

describe('translations', () => {
  it('keeps the spec texts to the letter in English and reads them in the language of the moment', () => {
    expect(MESSAGES.forbidden).toBe('403 : You do not have permission to access !')
    expect(MESSAGES.noSearchResult('ipad')).toBe('Your search for "ipad" found no results.')
    setLanguageSource(() => 'fr')
    try {
      expect(MESSAGES.noSearchResult('ipad')).toBe("Votre recherche « ipad » n'a donné aucun résultat.")
      expect(tr('spec:loggedOut')).toBe('Déconnexion réussie !')
    } finally {
      setLanguageSource(() => undefined)
    }
    expect(trIn('ar', 'spec:notFound')).toBe('غير موجود.')
  })

  it('accents and lengthens every text in the pseudo-locale', () => {
    const text = trIn('en-XA', 'spec:notFound')
    expect(text).toMatch(/^\[Ñóţ ƒóúñð\. ~+\]$/)
    expect(text).not.toMatch(/[A-Za-z]/)
  })

  it('puts an English message written from a template into the language asked for', () => {
    i18n.addResourceBundle('en', 'validation', { test: { required: 'The {{label}} field is required.' } }, true)
    i18n.addResourceBundle('fr', 'validation', { test: { required: 'Le champ {{label}} est obligatoire.' } }, true)
    i18n.addResourceBundle('en', 'fields', { test: { name: 'Name' } }, true)
    i18n.addResourceBundle('fr', 'fields', { test: { name: 'Nom' } }, true)
    expect(translateEnglish('The Name field is required.', 'fr')).toBe('Le champ Nom est obligatoire.')
    expect(translateEnglish('The Frobnicator field is required.', 'fr')).toBe('Le champ Frobnicator est obligatoire.')
    expect(translateEnglish('A customer wrote this.', 'fr')).toBe('A customer wrote this.')
    expect(translateEnglish('The Name field is required.', 'en')).toBe('The Name field is required.')
  })
})
