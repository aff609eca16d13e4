import { tr } from '../i18n/translate.ts'

/** What a repair route's path names (/repair/{id}/parts/{partId} …), for the 422 of a malformed one. */
export const REPAIR_PARAM_LABELS = {
  get repair() {
    return tr('fields:repairs.params.repair')
  },
  get message() {
    return tr('fields:repairs.params.message')
  },
  get file() {
    return tr('fields:repairs.params.file')
  },
  get part() {
    return tr('fields:repairs.params.part')
  },
}
