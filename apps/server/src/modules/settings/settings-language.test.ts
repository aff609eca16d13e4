import { describe, expect, it } from 'vitest'
import { generalSettingsSchema, mailSettingsSchema } from '@counterpart/domain/schemas/settings'
import { ValidationError } from '../../platform/errors.ts'
import { inLanguage } from '../../platform/request-language.ts'
import { parseWith } from '../../platform/validation.ts'

/** The field errors of a 422 the settings routes would answer, parsed in the given language. */
function fieldErrorsIn(language: string, schema: Parameters<typeof parseWith>[0], body: unknown) {
  return inLanguage(language, () => {
    try {
      parseWith(schema, body)
    } catch (error) {
      if (error instanceof ValidationError) return error.errors
      throw error
    }
    throw new Error('the body was accepted')
  })
}

describe('a 422 in the language of the request', () => {
  it('names the field and its check in French, though the schema was built in English', () => {
    const errors = fieldErrorsIn('fr', generalSettingsSchema, { site_name: '  ', volume: 11 })
    expect(errors?.site_name).toEqual(['Le champ Nom du site est obligatoire.'])
    expect(errors?.volume).toEqual(['Le champ Volume des notifications doit être compris entre 0 et 10.'])
  })

  it('answers in Arabic too, and in English exactly as before', () => {
    const body = { from_email: 'not an address' }
    expect(fieldErrorsIn('ar', mailSettingsSchema, body)?.from_email).toEqual([
      'يجب أن يكون البريد الإلكتروني للمرسل عنوان بريد إلكتروني صالحًا.',
    ])
    expect(fieldErrorsIn('en', mailSettingsSchema, body)?.from_email).toEqual([
      'The From email must be a valid email address.',
    ])
  })
})
