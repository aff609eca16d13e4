import { z } from 'zod'
import './zod-messages.ts'
import { MAX_LINE_QUANTITY } from '../cart-limits.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, requiredText, wholeNumber } from './fields.ts'
import { CUSTOMER_DISPLAY_LABELS as LABELS, CUSTOMER_DISPLAY_MESSAGES } from './customer-display-screen.ts'
import { DISPLAY_PHASES, MAX_DISPLAY_LINES, PAIRING_CODE_DIGITS, type DisplayState } from './customer-display-texts.ts'

/** The customer display's requests and answers (issue 33, item 5); texts and limits in customer-display-texts.ts. */

/** PUT /customer-display/state: what the till's displays show now. */
export const displayStateSchema = z.object({
  phase: choice(LABELS.phase, DISPLAY_PHASES),
  lines: z
    .array(
      z.object({
        name: requiredText(LABELS.name, 200),
        quantity: wholeNumber(LABELS.quantity, { min: 1, max: MAX_LINE_QUANTITY }),
        amount: amount(LABELS.amount),
      }),
      { error: () => FIELD_MESSAGES.required(LABELS.lines) },
    )
    .max(MAX_DISPLAY_LINES, { error: () => FIELD_MESSAGES.atMost(LABELS.lines, MAX_DISPLAY_LINES) }),
  total: amount(LABELS.total),
  paid: amount(LABELS.paid).nullable().default(null),
  change: amount(LABELS.change).nullable().default(null),
}) satisfies z.ZodType<DisplayState, unknown>

/** What a display receives: the state as the server checked it (amounts as numbers). */
export const displayStateOutSchema = z.object({
  phase: z.enum(DISPLAY_PHASES),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number() })),
  total: z.number(),
  paid: z.number().nullable(),
  change: z.number().nullable(),
})

export const displayPublishResponseSchema = z.object({
  /** How many displays of the till are connected now and received the state. */
  displays: z.number().int(),
})

/** POST /customer-display/pair: the code the terminal shows. */
export const pairDisplaySchema = z.object({
  code: z
    .string({ error: () => FIELD_MESSAGES.required(LABELS.code) })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.required(LABELS.code) })
    .regex(new RegExp(`^\\d{${PAIRING_CODE_DIGITS}}$`), { error: () => CUSTOMER_DISPLAY_MESSAGES.codeFormat }),
})
export type PairDisplayInput = z.input<typeof pairDisplaySchema>

const tillRef = z.object({ id: z.number().int(), name: z.string() })

export const pairingCodeResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  expires_at: z.string(),
})
export type PairingCodeResponse = z.infer<typeof pairingCodeResponseSchema>

/** The display's pairing: the till it shows (POST /customer-display/pair, GET /customer-display/pairing). */
export const displayPairingSchema = z.object({
  message: z.string(),
  till: tillRef,
  paired_at: z.string(),
})
export type DisplayPairing = z.infer<typeof displayPairingSchema>

export const pairedDisplaySchema = z.object({
  id: z.number().int(),
  paired_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** Whether its stream is open on this server now. */
  connected: z.boolean(),
})
export type PairedDisplay = z.infer<typeof pairedDisplaySchema>

export const pairedDisplayListSchema = z.object({ items: z.array(pairedDisplaySchema) })
export type PairedDisplayList = z.infer<typeof pairedDisplayListSchema>
