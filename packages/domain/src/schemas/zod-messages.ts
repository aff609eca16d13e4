import { z } from 'zod'

/**
 * The fallback messages of every schema, in the server and the browser alike. Every field of a form
 * names its label through the builders of fields.ts; this map answers only for a check that has no
 * message of its own, and it names no field: the wire name ("printerWidth") is not a word a user reads,
 * and the message is shown under its field (or keyed by it in a 422) anyway.
 */
let installed = false

export function installFieldMessages(): void {
  if (installed) return
  installed = true
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'This field is required.'
          return `This field must be ${article(issue.expected)}.`
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? 'This field is required.'
              : `This field must be at least ${issue.minimum} characters.`
          }
          if (issue.origin === 'array') return `This list must have at least ${issue.minimum} items.`
          return `This field must be at least ${issue.minimum}.`
        case 'too_big':
          if (issue.origin === 'string') return `This field may not be greater than ${issue.maximum} characters.`
          if (issue.origin === 'array') return `This list may not have more than ${issue.maximum} items.`
          return `This field may not be greater than ${issue.maximum}.`
        case 'invalid_format':
          if (issue.format === 'email') return 'This field must be a valid email address.'
          return 'This field format is invalid.'
        case 'invalid_value':
        case 'invalid_union':
          return 'The selected value is invalid.'
        case 'not_multiple_of':
          return `This field must be a multiple of ${issue.divisor}.`
        default:
          return undefined
      }
    },
  })
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer'
  if (expected === 'object') return 'an object'
  if (expected === 'array') return 'an array'
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`
}

installFieldMessages()
