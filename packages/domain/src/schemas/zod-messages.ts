import { z } from 'zod'

/**
 * Field-naming messages for every schema, in the server and the browser alike, so a 422 always says
 * which field is wrong ("The email field is required."). Schema-level messages still win.
 */
function fieldName(path: readonly PropertyKey[]): string {
  const last = path[path.length - 1]
  return last === undefined ? 'value' : String(last)
}

let installed = false

export function installFieldMessages(): void {
  if (installed) return
  installed = true
  z.config({
    customError: (issue) => {
      const field = fieldName(issue.path ?? [])
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return `The ${field} field is required.`
          return `The ${field} must be ${article(issue.expected)}.`
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? `The ${field} field is required.`
              : `The ${field} must be at least ${issue.minimum} characters.`
          }
          if (issue.origin === 'array') return `The ${field} must have at least ${issue.minimum} items.`
          return `The ${field} must be at least ${issue.minimum}.`
        case 'too_big':
          if (issue.origin === 'string') return `The ${field} may not be greater than ${issue.maximum} characters.`
          if (issue.origin === 'array') return `The ${field} may not have more than ${issue.maximum} items.`
          return `The ${field} may not be greater than ${issue.maximum}.`
        case 'invalid_format':
          if (issue.format === 'email') return `The ${field} must be a valid email address.`
          return `The ${field} format is invalid.`
        case 'invalid_value':
          return `The selected ${field} is invalid.`
        case 'not_multiple_of':
          return `The ${field} must be a multiple of ${issue.divisor}.`
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
