import { z } from 'zod'
import './zod-messages.ts'

/** How many of each kind the customer page lists, newest first; the figures count them all. */
export const RELATIONSHIP_LIST_LIMIT = 10

const relationshipOrderSchema = z.object({
  id: z.number(),
  key: z.string(),
  created_at: z.string(),
  totalAmount: z.number(),
})

/**
 * GET /customer/:id/relationship (issue 28, item 13): everything the customer has done with the shop.
 * A part the reader may not open (its list gate) is null, figures included.
 */
export const customerRelationshipResponseSchema = z.object({
  sales: z
    .object({
      count: z.number(),
      /** Sales' totals, removed sales left out. */
      amount: z.number(),
      /** What the sales still owe: their pending payments. */
      due: z.number(),
      latest: z.array(relationshipOrderSchema.extend({ due: z.number() })),
    })
    .nullable(),
  refunds: z.object({ count: z.number(), amount: z.number(), latest: z.array(relationshipOrderSchema) }).nullable(),
  /** Repairs booked under the customer's phone or email (repairs keep a person's details, not a customer). */
  repairs: z
    .object({
      count: z.number(),
      amount: z.number(),
      due: z.number(),
      open: z.number(),
      latest: z.array(
        z.object({
          id: z.number(),
          key: z.string(),
          deviceName: z.string(),
          status: z.number(),
          totalAmount: z.number(),
          due: z.number(),
          created_at: z.string(),
        }),
      ),
    })
    .nullable(),
  /** Devices the shop bought from the customer (matched by phone), at what it paid them. */
  buybacks: z
    .object({
      count: z.number(),
      amount: z.number(),
      latest: z.array(
        z.object({
          id: z.number(),
          model: z.string(),
          imei: z.string(),
          cost: z.number(),
          isSold: z.boolean(),
          created_at: z.string(),
        }),
      ),
    })
    .nullable(),
  /** What the customer owes the shop now: sales and repairs still due, of the parts the reader may open. */
  balance: z.number(),
  /** What the customer has spent with the shop: sales − refunds + repairs, of the parts the reader may open. */
  lifetimeValue: z.number(),
})
export type CustomerRelationship = z.infer<typeof customerRelationshipResponseSchema>
