import { z } from 'zod'
import { hasDecimalsAtMost, MAX_AMOUNT_CENTS, MAX_RATE_PERCENT, RATE_DECIMALS } from '../cart-limits.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import './zod-messages.ts'

/**
 * Field builders shared by every schema. Each takes the field's label as the screen shows it (from the
 * schema's label map, e.g. REPAIR_LABELS.deviceName), never its wire name: a 422 and a form message say
 * "The Device name field is required.", while the error stays keyed by the wire name the form sets it on.
 *
 * A schema is built once, when its module loads; its messages are not. Each is a function zod calls when
 * the issue is raised (`{ error: () => text }`), so a 422 reads in the language of the request and a form
 * in the language of the page, whatever the language was when the schema was built.
 */

/** A message made when zod raises the issue, in the language of that moment. */
export function says(message: () => string): { error: () => string } {
  return { error: message }
}

/** The largest 32-bit id: a larger number is a 422 naming the field, not a database error on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647
export const MAX_AMOUNT = MAX_AMOUNT_CENTS / 100

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** YYYY-MM-DD naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
}

export const requiredText = (label: string, max: number) =>
  z
    .string(says(() => FIELD_MESSAGES.required(label)))
    .trim()
    .min(
      1,
      says(() => FIELD_MESSAGES.required(label)),
    )
    .max(
      max,
      says(() => FIELD_MESSAGES.maxChars(label, max)),
    )

/** Optional text: missing or null is ''. */
export const optionalText = (label: string, max: number) =>
  z
    .string(says(() => FIELD_MESSAGES.text(label)))
    .trim()
    .max(
      max,
      says(() => FIELD_MESSAGES.maxChars(label, max)),
    )
    .nullish()
    .transform((value) => value ?? '')

export const requiredEmail = (label: string, max = 191) =>
  requiredText(label, max).pipe(z.email(says(() => FIELD_MESSAGES.email(label))))

export const optionalEmail = (label: string) =>
  optionalText(label, 191).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    says(() => FIELD_MESSAGES.email(label)),
  )

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value)
}

/** A number typed or sent as text: '' is missing, anything else must read as a finite number. */
/** A converted number if it is finite; otherwise the "must be a number" issue of the field. */
export function finiteNumber(number: number, label: string, ctx: z.RefinementCtx): number {
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number(label) })
    return z.NEVER
  }
  return number
}

function decimal(label: string) {
  return z
    .union(
      [z.number(), z.string().trim()],
      says(() => FIELD_MESSAGES.required(label)),
    )
    .transform((value, ctx) => {
      const number = toNumber(value)
      if (!Number.isFinite(number)) {
        ctx.addIssue({
          code: 'custom',
          message: value === '' ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.number(label),
        })
        return z.NEVER
      }
      return number
    })
}

const hasTwoDecimalsAtMost = (value: number) => hasDecimalsAtMost(value, 2)

/** An amount of money on the wire: a decimal with at most two places, 0 or more. Services take cents. */
export const amount = (label: string, max = MAX_AMOUNT) =>
  decimal(label).pipe(
    z
      .number()
      // The bounds abort: a refinement of the whole request (totals, prePaid) never sees 1e300, which
      // no integer count of cents can hold, and the answer stays a 422 naming this field.
      .min(0, { error: () => FIELD_MESSAGES.atLeast(label, 0), abort: true })
      .max(max, { error: () => FIELD_MESSAGES.atMost(label, max), abort: true })
      .refine(
        hasTwoDecimalsAtMost,
        says(() => FIELD_MESSAGES.decimals(label)),
      ),
  )

/** A rate in percent (tax, discount): 0 to 100 with at most three decimals (cart-limits.ts). */
export const rate = (label: string) =>
  decimal(label).pipe(
    z
      .number()
      .min(0, { error: () => FIELD_MESSAGES.atLeast(label, 0), abort: true })
      .max(MAX_RATE_PERCENT, { error: () => FIELD_MESSAGES.atMost(label, MAX_RATE_PERCENT), abort: true })
      .refine(
        (value) => hasDecimalsAtMost(value, RATE_DECIMALS),
        says(() => FIELD_MESSAGES.decimals(label, RATE_DECIMALS)),
      ),
  )

/**
 * A whole number, typed or sent as text, within bounds. Missing is "required"; an empty text reads as 0
 * (as a cleared number field always has), so its bounds answer for it.
 */
export const wholeNumber = (label: string, bounds: { min: number; max: number }) =>
  z
    .union([z.number(), z.string().trim()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? FIELD_MESSAGES.required(label)
          : FIELD_MESSAGES.number(label),
    })
    .transform((value, ctx) => finiteNumber(Number(value), label, ctx))
    .pipe(
      z
        .number()
        .int(says(() => FIELD_MESSAGES.integer(label)))
        .min(
          bounds.min,
          says(() => FIELD_MESSAGES.atLeast(label, bounds.min)),
        )
        .max(
          bounds.max,
          says(() => FIELD_MESSAGES.atMost(label, bounds.max)),
        ),
    )

/** A required reference to another record. */
export const recordId = (label: string) =>
  z.coerce
    .number(says(() => FIELD_MESSAGES.required(label)))
    .int(says(() => FIELD_MESSAGES.selected(label)))
    .positive(says(() => FIELD_MESSAGES.selected(label)))
    .max(
      MAX_RECORD_ID,
      says(() => FIELD_MESSAGES.selected(label)),
    )

/** An optional calendar day, YYYY-MM-DD (a longer ISO text is cut to its day); empty is null. */
export const optionalDate = (label: string) =>
  z
    .string(says(() => FIELD_MESSAGES.date(label)))
    .trim()
    .nullish()
    .transform((value) => (value ? value.slice(0, 10) : null))
    .refine(
      (value) => value === null || isCalendarDate(value),
      says(() => FIELD_MESSAGES.date(label)),
    )

/** One of a fixed list of values. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(
    values,
    says(() => FIELD_MESSAGES.selected(label)),
  )

/** A switch sent as true or false. */
export const onOff = (label: string) => z.boolean(says(() => FIELD_MESSAGES.trueOrFalse(label)))

/** A switch the wire may carry as true/false, 1/0 or '1'/'0' ('true'/'false' too). */
export const flagOf = (label: string) =>
  z
    .union(
      [z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])],
      says(() => FIELD_MESSAGES.trueOrFalse(label)),
    )
    .transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true')

/** Payment method on the wire: true / 1 / 'Live' = paid at once; false / 0 / 'Due' = on credit. */
export const liveOrDue = (label: string) =>
  z
    .union(
      [z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'Live', 'Due'])],
      says(() => FIELD_MESSAGES.liveOrDue(label)),
    )
    .transform(
      (value): boolean => value === true || value === 1 || value === '1' || value === 'true' || value === 'Live',
    )
