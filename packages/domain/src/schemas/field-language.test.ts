import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { setLanguageSource } from '../i18n/translate.ts'
import { amount, requiredText, wholeNumber } from './fields.ts'

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('field messages in the language of the moment', () => {
  afterEach(() => setLanguageSource(() => undefined))

  // Built now, in English, as every schema is when its module loads.
  const name = requiredText('Flux', 10)
  const price = amount('Price')
  const quantity = wholeNumber('Quantity', { min: 1, max: 5 })

  it('reads English exactly as before', () => {
    expect(firstMessage(name, '')).toBe('The Flux field is required.')
    expect(firstMessage(price, '1.234')).toBe('The Price may have at most 2 decimals.')
    expect(firstMessage(quantity, 9)).toBe('The Quantity may not be greater than 5.')
  })

  it('reads in French when the parse runs in French, whatever the language the schema was built in', () => {
    setLanguageSource(() => 'fr')
    // The label too: 'Quantity' is a label of the resources, 'Flux' is not and stays as it was given.
    expect(firstMessage(name, '')).toBe('Le champ Flux est obligatoire.')
    expect(firstMessage(name, 'a'.repeat(11))).toBe('Le champ Flux ne peut pas dépasser 10 caractères.')
    expect(firstMessage(quantity, 'x')).toBe('Le champ Quantité doit être un nombre.')
  })

  it('reads the fallback of an unlabelled check in Arabic', () => {
    setLanguageSource(() => 'ar')
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe('هذا الحقل مطلوب.')
  })
})
