import { labelText } from '../i18n/label-text.ts'
import { tr } from '../i18n/translate.ts'

/**
 * The wording of every field message, shared by the schemas (fields.ts) and the few browser checks that
 * run without zod (the sign-in page keeps zod out of its bundle). No zod here, on purpose.
 *
 * Each message reads in the language of the moment when it is called. A label may have been captured
 * when a schema loaded (an English text on the server, a key in the browser): labelText puts it into the
 * language of the moment too.
 */

/** The wording of every field message, so the server's answers and the browser's checks read the same. */
export const FIELD_MESSAGES = {
  required: (label: string) => tr('validation:field.required', { label: labelText(label) }),
  requiredWhen: (label: string, condition: string) =>
    tr('validation:field.requiredWhen', { label: labelText(label), condition: labelText(condition) }),
  text: (label: string) => tr('validation:field.text', { label: labelText(label) }),
  number: (label: string) => tr('validation:field.number', { label: labelText(label) }),
  integer: (label: string) => tr('validation:field.integer', { label: labelText(label) }),
  atLeast: (label: string, min: number | string) => tr('validation:field.atLeast', { label: labelText(label), min }),
  atMost: (label: string, max: number | string) => tr('validation:field.atMost', { label: labelText(label), max }),
  between: (label: string, min: number, max: number) =>
    tr('validation:field.between', { label: labelText(label), min, max }),
  greaterThan: (label: string, min: number) => tr('validation:field.greaterThan', { label: labelText(label), min }),
  maxChars: (label: string, max: number) => tr('validation:field.maxChars', { label: labelText(label), max }),
  decimals: (label: string, places = 2) => tr('validation:field.decimals', { label: labelText(label), places }),
  email: (label: string) => tr('validation:field.email', { label: labelText(label) }),
  selected: (label: string) => tr('validation:field.selected', { label: labelText(label) }),
  trueOrFalse: (label: string) => tr('validation:field.trueOrFalse', { label: labelText(label) }),
  liveOrDue: (label: string) => tr('validation:field.liveOrDue', { label: labelText(label) }),
  date: (label: string) => tr('validation:field.date', { label: labelText(label) }),
  taken: (label: string) => tr('validation:field.taken', { label: labelText(label) }),
  imageType: (label: string, types: readonly string[]) =>
    tr('validation:field.imageType', { label: labelText(label), types: types.join(', ') }),
  imageTooLarge: (label: string, megabytes: number) =>
    tr('validation:field.imageTooLarge', { label: labelText(label), megabytes }),
}
