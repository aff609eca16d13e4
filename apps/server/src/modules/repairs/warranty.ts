import type { Kysely } from 'kysely'
import { warrantyDaysOf, warrantyUntil } from '@counterpart/domain/repair-estimates'
import type { Database } from '../../db/schema.ts'
import { approvedEstimate, linesOf } from './estimates-repository.ts'

/**
 * The warranty of a repair (issue 30, item 7): the longest warranty among the labour lines of its approved
 * estimate, or the shop's default (Settings › POS, "Warranty on repairs without an estimate") when it has
 * none, counted from the last time the ticket entered the collected group.
 */
export async function repairWarranty(
  db: Kysely<Database>,
  row: { id: number; collected_at: string | null },
  defaultDays: number,
): Promise<{ days: number; until: string | null }> {
  const approved = await approvedEstimate(db, row.id)
  const days = approved
    ? warrantyDaysOf(
        (await linesOf(db, [approved.id])).map((line) => ({
          kind: line.kind === 'labour' ? ('labour' as const) : ('part' as const),
          warrantyDays: line.warranty_days,
        })),
      )
    : defaultDays
  return { days, until: warrantyUntil(row.collected_at, days) }
}
