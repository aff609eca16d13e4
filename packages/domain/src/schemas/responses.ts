import { z } from 'zod'

/** Shapes many answers share, for the routes' response schemas (OpenAPI and the serialised answer). */

/** A paged list, as `Page<T>` in paging.ts. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number() })
}

/** An answer that only says what was done. */
export const messageResponseSchema = z.object({ message: z.string() })
