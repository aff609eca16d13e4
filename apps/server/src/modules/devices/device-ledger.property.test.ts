import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { luhnCheckDigit, unitStateFromEvents } from '@counterpart/domain/devices'
import { ConflictError } from '../../platform/errors.ts'
import { testAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'

const test = await testAppForFile()
const { db } = test.database
const devices = test.services.devices

/**
 * Issue 29, item 2: a unit's status is a pure function of its events. Random sequences of what the shop's
 * documents do to a few phones (buy-backs, sales and refunds of them, repairs in and out, buy-backs
 * removed) run through the devices service, each in a transaction of its own; a step the unit's state
 * refuses rolls back. Afterwards every unit's events, replayed, give exactly the state the service stored,
 * and no identifier has two live units. A seeded generator makes every run the same.
 */
const step = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), phone: fc.nat(3) }),
  fc.record({ kind: fc.constant('sell' as const), buyback: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), buyback: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), buyback: fc.nat() }),
  fc.record({ kind: fc.constant('repair in' as const), phone: fc.nat(3) }),
  fc.record({ kind: fc.constant('repair out' as const), repair: fc.nat() }),
  // The passport's hand moves (item 8): reserve, end a reservation, scrap.
  fc.record({ kind: fc.constant('reserve' as const), phone: fc.nat(3) }),
  fc.record({ kind: fc.constant('unreserve' as const), phone: fc.nat(3) }),
  fc.record({ kind: fc.constant('scrap' as const), phone: fc.nat(3) }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

let nextDocument = 1
let nextPhone = 10_000

async function run(steps: Step[]): Promise<{ applied: number; refused: number }> {
  const phones = Array.from({ length: 4 }, () => {
    const body = `35${String((nextPhone += 1)).padStart(12, '0')}`
    return body + String(luhnCheckDigit(body))
  })
  const buybacks: number[] = []
  const repairs: number[] = []
  let applied = 0
  let refused = 0
  for (const move of steps) {
    try {
      if (move.kind === 'reserve' || move.kind === 'unreserve' || move.kind === 'scrap') {
        const unit = await db
          .selectFrom('device_units')
          .select('id')
          .where('imei1', '=', phones[move.phone]!)
          .where('status', '<>', 'scrapped')
          .executeTakeFirst()
        if (!unit) continue
        // Each in its own transaction, as the passport's routes run them.
        if (move.kind === 'reserve') await devices.act(unit.id, { type: 'reserved', note: 'Kofi' })
        else if (move.kind === 'unreserve') await devices.act(unit.id, { type: 'unreserved' })
        else await devices.act(unit.id, { type: 'scrapped', reason: 'Broken' })
        applied += 1
        continue
      }
      await db.transaction().execute(async (trx) => {
        if (move.kind === 'buy') {
          const id = (nextDocument += 1)
          await devices.bought(trx, id, { imei: phones[move.phone]!, model: 'Pixel 6', cost: 8000 })
          buybacks.push(id)
        } else if (move.kind === 'repair in') {
          const id = (nextDocument += 1)
          const device = { imei: phones[move.phone]!, serial: '', model: 'Pixel 6', name: 'Ama', phone: '555' }
          await devices.repairIn(trx, id, device)
          repairs.push(id)
        } else if (move.kind === 'repair out') {
          if (repairs.length > 0) await devices.repairOut(trx, repairs[move.repair % repairs.length]!)
        } else if (buybacks.length > 0) {
          const buyback = buybacks[move.buyback % buybacks.length]!
          if (move.kind === 'sell') await devices.buybackSold(trx, buyback, (nextDocument += 1))
          else if (move.kind === 'refund') await devices.buybackRefunded(trx, buyback, (nextDocument += 1))
          else await devices.buybackRemoved(trx, buyback)
        }
      })
      applied += 1
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      refused += 1
    }
  }
  return { applied, refused }
}

describe(`a device unit's events replay to its stored state (${TEST_DIALECT})`, () => {
  it('for any sequence of buy-backs, sales, refunds, removals, repairs, reservations and scrapping', async () => {
    let applied = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const counts = await run(steps)
        applied += counts.applied
        refused += counts.refused
        const units = await db.selectFrom('device_units').selectAll().execute()
        const events = await db.selectFrom('device_events').select(['unit_id', 'type']).orderBy('id').execute()
        for (const unit of units) {
          const history = events.filter((event) => event.unit_id === unit.id)
          expect(unitStateFromEvents(history)).toEqual({
            status: unit.status,
            owner: unit.owner,
            openRepairs: unit.open_repairs,
            beforeRepair: unit.before_repair,
          })
        }
        const live = units.filter((unit) => unit.status !== 'scrapped').map((unit) => unit.imei1)
        expect(new Set(live).size).toBe(live.length)
      }),
      { seed: 29, numRuns: 40 },
    )
    // The sequences exercised both sides: steps written and steps the unit's state refused.
    expect(applied).toBeGreaterThan(100)
    expect(refused).toBeGreaterThan(10)
  })
})
