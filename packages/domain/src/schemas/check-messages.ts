import { labelText } from '../i18n/label-text.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Field checks some schemas share beyond FIELD_MESSAGES: lists, passwords, times, codes. Like those, each
 * reads in the language of the moment it is called (a schema calls it when zod raises the issue), and a
 * label captured when the schema loaded is put into that language by labelText.
 */
export const CHECK_MESSAGES = {
  list: (label: string) => tr('validation:checks.list', { label: labelText(label) }),
  maxItems: (label: string, max: number) => tr('validation:checks.maxItems', { label: labelText(label), max }),
  eachText: (label: string) => tr('validation:checks.eachText', { label: labelText(label) }),
  eachMaxChars: (label: string, max: number) => tr('validation:checks.eachMaxChars', { label: labelText(label), max }),
  minChars: (label: string, min: number) => tr('validation:checks.minChars', { label: labelText(label), min }),
  confirmationMismatch: (confirmation: string, label: string) =>
    tr('validation:checks.confirmationMismatch', { confirmation: labelText(confirmation), label: labelText(label) }),
  time: (label: string) => tr('validation:checks.time', { label: labelText(label) }),
  codeCharacters: (label: string) => tr('validation:checks.codeCharacters', { label: labelText(label) }),
  paidOrPending: (label: string) => tr('validation:checks.paidOrPending', { label: labelText(label) }),
  orderFilter: (label: string) => tr('validation:checks.orderFilter', { label: labelText(label) }),
  uuid: (label: string) => tr('validation:checks.uuid', { label: labelText(label) }),
  dateTime: (label: string) => tr('validation:checks.dateTime', { label: labelText(label) }),
  mustBeText: (label: string) => tr('validation:checks.mustBeText', { label: labelText(label) }),
  conflictResolution: (list: string) => tr('validation:checks.conflictResolution', { list }),
  get conflictStatus() {
    return tr('validation:checks.conflictStatus')
  },
  get sourceWarehouse() {
    return tr('validation:checks.sourceWarehouse')
  },
  giftCardsAtOnce: (max: number) => tr('validation:checks.giftCardsAtOnce', { max }),
}
