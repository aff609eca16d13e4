import { z } from 'zod'
import './zod-messages.ts'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, SEARCH_TEXT_PATTERN } from '../constants.ts'

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')

/** Query of every paged list (ARCHITECTURE "The API contract"). */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int('The page must be an integer.').min(1, 'The page must be at least 1.').default(1),
  itemsPerPage: z.coerce
    .number()
    .int('The itemsPerPage must be an integer.')
    .transform((value) => (value < 1 ? DEFAULT_ITEMS_PER_PAGE : Math.min(value, MAX_ITEMS_PER_PAGE)))
    .default(DEFAULT_ITEMS_PER_PAGE),
  sortBy: z.string().max(64).optional(),
  sortDesc: booleanText.default(false),
  search: z
    .string()
    .max(100, 'The search may not be greater than 100 characters.')
    .transform((value) => value.trim())
    .refine((value) => SEARCH_TEXT_PATTERN.test(value), 'Invalid input !')
    .default(''),
})
export type PagingQuery = z.infer<typeof pagingQuerySchema>

export interface Page<T> {
  items: T[]
  total: number
}
