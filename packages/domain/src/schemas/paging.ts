import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, SEARCH_TEXT_PATTERN } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { flagOf, says } from './fields.ts'
import { tr } from '../i18n/translate.ts'
import { MESSAGES } from '../messages.ts'

/** What the paged tables show for their query: the pager, the sortable headings and the search box. */
export const PAGING_LABELS = {
  get page() {
    return tr('fields:paging.paging.page')
  },
  get itemsPerPage() {
    return tr('fields:paging.paging.itemsPerPage')
  },
  get sortBy() {
    return tr('fields:paging.paging.sortBy')
  },
  get sortDesc() {
    return tr('fields:paging.paging.sortDesc')
  },
  get search() {
    return tr('fields:paging.paging.search')
  },
}

/** Query of every paged list (ARCHITECTURE "The API contract"). */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number({ error: () => FIELD_MESSAGES.integer(PAGING_LABELS.page) })
    .int(says(() => FIELD_MESSAGES.integer(PAGING_LABELS.page)))
    .min(
      1,
      says(() => FIELD_MESSAGES.atLeast(PAGING_LABELS.page, 1)),
    )
    .default(1),
  itemsPerPage: z.coerce
    .number({ error: () => FIELD_MESSAGES.integer(PAGING_LABELS.itemsPerPage) })
    .int(says(() => FIELD_MESSAGES.integer(PAGING_LABELS.itemsPerPage)))
    .transform((value) => (value < 1 ? DEFAULT_ITEMS_PER_PAGE : Math.min(value, MAX_ITEMS_PER_PAGE)))
    .default(DEFAULT_ITEMS_PER_PAGE),
  sortBy: z
    .string({ error: () => FIELD_MESSAGES.text(PAGING_LABELS.sortBy) })
    .max(
      64,
      says(() => FIELD_MESSAGES.maxChars(PAGING_LABELS.sortBy, 64)),
    )
    .optional(),
  sortDesc: flagOf(PAGING_LABELS.sortDesc).default(false),
  search: z
    .string({ error: () => FIELD_MESSAGES.text(PAGING_LABELS.search) })
    .max(
      100,
      says(() => FIELD_MESSAGES.maxChars(PAGING_LABELS.search, 100)),
    )
    .transform((value) => value.trim())
    .refine(
      (value) => SEARCH_TEXT_PATTERN.test(value),
      says(() => MESSAGES.invalidSearch),
    )
    .default(''),
})
export type PagingQuery = z.infer<typeof pagingQuerySchema>

export interface Page<T> {
  items: T[]
  total: number
}
