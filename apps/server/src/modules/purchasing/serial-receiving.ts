import { tr } from '@counterpart/domain/i18n/translate'
import {
  identifierKindOf,
  identifierProblem,
  normaliseIdentifier,
  type IdentifierKind,
} from '@counterpart/domain/devices'
import { PURCHASE_MESSAGES } from '@counterpart/domain/schemas/purchasing'

/**
 * Receiving serial-tracked products (issue 29, item 3): one IMEI or serial per unit received, checked
 * before anything is written. What a line may hold is decided here; the devices service then makes each
 * unit (and refuses, with a 409, an identifier a live unit already holds).
 */

const KIND_LABELS: Readonly<Record<IdentifierKind, string>> = {
  imei: 'IMEI',
  meid: 'MEID',
  get serial() {
    return tr('messages:server.serialNumber')
  },
}

/** A line of a delivery as the checks see it: the product, how many units come now, the identifiers sent. */
export interface SerialLine {
  product: number
  qty: number
  identifiers: readonly string[]
}

/** A purchase line: its product's name and whether it is serial-tracked. */
export interface SerialProduct {
  name: string
  serialTracked: boolean
}

/**
 * Each line's identifiers, normalised (spaces and dashes out, capitals), and the field errors of those
 * that cannot be received: a count other than the units received, an empty one, one malformed for its
 * kind (a wrong IMEI check digit included: a scanner reads what is printed, so a wrong digit is a typing
 * error), or one entered twice in the delivery. Errors name the line and the unit:
 * `items.2.identifiers.4`.
 */
export function checkIdentifiers(
  lines: readonly SerialLine[],
  productOf: (id: number) => SerialProduct | undefined,
): { identifiers: string[][]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const seen = new Map<string, string>()
  const identifiers = lines.map((line, index) => {
    const product = productOf(line.product)
    if (!product) return []
    const field = `items.${index}.identifiers`
    if (!product.serialTracked) {
      if (line.identifiers.length > 0) errors[field] = [PURCHASE_MESSAGES.notSerialTracked(product.name)]
      return []
    }
    if (line.identifiers.length !== line.qty) {
      errors[field] = [PURCHASE_MESSAGES.identifierCount(product.name, line.qty, line.identifiers.length)]
    }
    return line.identifiers.map((raw, position) => {
      const unit = position + 1
      const value = normaliseIdentifier(raw)
      const at = `${field}.${position}`
      if (!value) {
        errors[at] = [PURCHASE_MESSAGES.identifierMissing(unit)]
        return value
      }
      const kind = identifierKindOf(value)
      const problem = identifierProblem(kind, value, KIND_LABELS[kind])
      if (problem) {
        errors[at] = [PURCHASE_MESSAGES.identifierInvalid(unit, problem.message)]
        return value
      }
      const first = seen.get(value)
      if (first) errors[at] = [PURCHASE_MESSAGES.identifierTwice(unit, value, first)]
      else seen.set(value, `unit ${unit} of ${product.name}`)
      return value
    })
  })
  return { identifiers, errors }
}
