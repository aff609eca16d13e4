import { z } from 'zod'

/** Shapes many answers share; each area's schemas build their answers from these. */

/** A page of a list, as `Page<T>` types it: the rows asked for and how many there are in all. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int() })
}

/** The answer of a change that reports only what happened ("Product updated successfully !"). */
export const messageResponseSchema = z.object({ message: z.string() })

/** The two instants every stored record carries, spread into a record's shape where they stand. */
export const timestampFields = { created_at: z.string(), updated_at: z.string() }

/** The answer of a creation: the message and the new record's id. */
export const createdResponseSchema = messageResponseSchema.extend({ id: z.number().int() })
