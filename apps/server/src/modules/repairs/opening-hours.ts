import type { Kysely } from 'kysely'
import {
  openMinutesMeasure,
  WEEKDAY_NAMES,
  clockMinutes,
  type MinuteMeasure,
  type OpeningSpan,
} from '@counterpart/domain/opening-hours'
import { OPENING_HOURS_MESSAGES, type OpeningHours } from '@counterpart/domain/schemas/repair-board'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'

/**
 * The shop's opening hours (issue 30): a status's time limit and the repair reports count only these minutes,
 * read in the shop's time zone. Saved as a whole week at once.
 */

export function readOpeningHours(db: Kysely<Database>): Promise<OpeningSpan[]> {
  return db
    .selectFrom('shop_opening_hours')
    .select(['weekday', 'opens', 'closes'])
    .orderBy('weekday')
    .orderBy('opens')
    .execute()
}

/** Two openings of one day may not overlap: the minutes would count twice. */
function checkOverlaps(hours: readonly OpeningSpan[]) {
  for (const [index, span] of hours.entries()) {
    const clash = hours.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.weekday === span.weekday &&
        (clockMinutes(other.opens) ?? 0) < (clockMinutes(span.closes) ?? 0) &&
        (clockMinutes(span.opens) ?? 0) < (clockMinutes(other.closes) ?? 0),
    )
    if (clash)
      throw ValidationError.field(
        `hours.${index}.opens`,
        OPENING_HOURS_MESSAGES.overlap(WEEKDAY_NAMES[span.weekday] ?? ''),
      )
  }
}

export function createOpeningHoursService({
  db,
  timezone,
}: {
  db: Kysely<Database>
  /** The shop's time zone (the general settings', else the server's). */
  timezone: () => Promise<string>
}) {
  return {
    async get(): Promise<{ hours: OpeningSpan[]; timezone: string }> {
      return { hours: await readOpeningHours(db), timezone: await timezone() }
    },

    /** How minutes in a status are counted now: within the opening hours, or round the clock without them. */
    async measure(): Promise<MinuteMeasure> {
      return openMinutesMeasure(await readOpeningHours(db), await timezone())
    },

    async save(input: OpeningHours): Promise<void> {
      const hours = input.hours.toSorted((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))
      checkOverlaps(hours)
      await db.transaction().execute(async (trx) => {
        const before = await readOpeningHours(trx)
        await trx.deleteFrom('shop_opening_hours').execute()
        if (hours.length > 0) await trx.insertInto('shop_opening_hours').values(hours).execute()
        await recordAudit(trx, {
          entity: 'settings',
          entityId: 'opening-hours',
          action: 'updated',
          before: { openingHours: before },
          after: { openingHours: hours },
        })
      })
    },
  }
}

export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>
