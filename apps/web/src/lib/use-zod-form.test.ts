import { describe, expect, it } from 'vitest'
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form'
import { i18n } from '@counterpart/domain/i18n/translate'
import { inPageLanguage } from './use-zod-form.ts'

const OPTIONS: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false }

describe("the form resolver's messages", () => {
  it('reads a message written as a key in the language of the page, keeping each field input', async () => {
    const input = { name: 'name' }
    const resolve: Resolver<FieldValues> = () => ({
      values: {},
      errors: { name: { type: 'custom', message: 'common:errors.network', ref: input } },
    })
    const english = await inPageLanguage(resolve)({}, undefined, OPTIONS)
    expect(english.errors.name?.message).toBe('Cannot reach the server. Check your connection and try again.')
    expect(english.errors.name?.ref).toBe(input)

    await i18n.changeLanguage('fr')
    try {
      const french = await inPageLanguage(resolve)({}, undefined, OPTIONS)
      expect(french.errors.name?.message).toBe(
        'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
      )
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('passes a valid form through untouched', async () => {
    const resolve: Resolver<FieldValues> = () => ({ values: { name: 'Ada' }, errors: {} })
    expect(await inPageLanguage(resolve)({}, undefined, OPTIONS)).toEqual({ values: { name: 'Ada' }, errors: {} })
  })
})
