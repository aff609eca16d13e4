import { z } from 'zod'
import { tr } from '../i18n/translate.ts'

/**
 * The fallback messages of every schema, in the server and the browser alike. Every field of a form
 * names its label through the builders of fields.ts; this map answers only for a check that has no
 * message of its own, and it names no field: the wire name ("printerWidth") is not a word a user reads,
 * and the message is shown under its field (or keyed by it in a 422) anyway. zod asks for the message when
 * an issue is raised, so each reads in the language of that moment.
 */
let installed = false

export function installFieldMessages(): void {
  if (installed) return
  installed = true
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return tr('validation:fallback.required')
          return mustBe(issue.expected)
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? tr('validation:fallback.required')
              : tr('validation:fallback.minChars', { minimum: issue.minimum })
          }
          if (issue.origin === 'array') return tr('validation:fallback.minItems', { minimum: issue.minimum })
          return tr('validation:fallback.atLeast', { minimum: issue.minimum })
        case 'too_big':
          if (issue.origin === 'string') return tr('validation:fallback.maxChars', { maximum: issue.maximum })
          if (issue.origin === 'array') return tr('validation:fallback.maxItems', { maximum: issue.maximum })
          return tr('validation:fallback.atMost', { maximum: issue.maximum })
        case 'invalid_format':
          if (issue.format === 'email') return tr('validation:fallback.email')
          return tr('validation:fallback.format')
        case 'invalid_value':
        case 'invalid_union':
          return tr('validation:fallback.selected')
        case 'not_multiple_of':
          return tr('validation:fallback.multipleOf', { divisor: issue.divisor })
        default:
          return undefined
      }
    },
  })
}

/** "This field must be a number.": the types a form can send have their own sentence in every language. */
function mustBe(expected: string): string {
  switch (expected) {
    case 'string':
      return tr('validation:fallback.type.string')
    case 'number':
      return tr('validation:fallback.type.number')
    case 'int':
      return tr('validation:fallback.type.int')
    case 'boolean':
      return tr('validation:fallback.type.boolean')
    case 'object':
      return tr('validation:fallback.type.object')
    case 'array':
      return tr('validation:fallback.type.array')
    case 'date':
      return tr('validation:fallback.type.date')
    default:
      // A type no form sends (bigint, symbol...): a rare sentence, its type named as zod names it.
      return tr('validation:fallback.type.other', { expected: article(expected) })
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`
}

installFieldMessages()
