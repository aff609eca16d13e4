import { translateEnglish } from './from-english.ts'
import { tr } from './translate.ts'

const WHOLE_KEY = /^[a-z][\w-]*:[\w.-]+$/

/**
 * A field's label as the reader of a message reads it. Schemas are built when their module loads and keep
 * the label they were given then: on the server that is the English text (every language is loaded first),
 * in the browser the label's key (its language is still loading). Either way the label is put into the
 * language of the moment when the message is made, at parse time, not when the schema was built.
 */
export function labelText(label: string): string {
  if (WHOLE_KEY.test(label)) return tr(label)
  return translateEnglish(label)
}
