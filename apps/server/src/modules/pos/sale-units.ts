import type { Kysely } from 'kysely'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import { SALE_ITEM_LABELS } from '@counterpart/domain/schemas/pos'
import type { Database } from '../../db/schema.ts'
import { ConflictError, ValidationError } from '../../platform/errors.ts'
import type { DevicesService } from '../devices/service.ts'
import type { SaleLine } from './sale-lines.ts'

type Unit = NonNullable<Awaited<ReturnType<DevicesService['unitOfProduct']>>>

/** A sale line naming one device unit (issue 29): the line, where it is in the cart, and its unit. */
export interface NamedUnit {
  index: number
  line: SaleLine
  unit: Unit
}

/** A unit an offline sale handed over that the server could not mark sold: the owner reviews it. */
export interface UnitConflict {
  line: string
  identifier: string
  why: string
}

const identifierOf = (line: SaleLine) => line.unit?.imei || line.unit?.serial || ''

/**
 * The unit each line names, read in the sale's transaction. Online, a line naming an identifier of no unit
 * of its product is a 422 on that line's field, and a unit on the sale twice a 422 on the second line. An
 * offline sale was handed over already: such lines become conflicts for the owner, never a refusal.
 */
export async function unitsOfLines(
  trx: Kysely<Database>,
  devices: DevicesService,
  lines: readonly SaleLine[],
  offline: boolean,
): Promise<{ named: NamedUnit[]; conflicts: UnitConflict[] }> {
  const named: NamedUnit[] = []
  const conflicts: UnitConflict[] = []
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  for (const [index, line] of lines.entries()) {
    if (!line.unit || line.product_id == null) continue
    const field = `items.${index}.${line.unit.field}`
    const unit = await devices.unitOfProduct(trx, line.product_id, { imei: line.unit.imei, serial: line.unit.serial })
    if (!unit) {
      const why = DEVICE_MESSAGES.unknownUnit(SALE_ITEM_LABELS[line.unit.field], line.name)
      if (offline) conflicts.push({ line: line.name, identifier: identifierOf(line), why })
      else errors[field] = [why]
      continue
    }
    if (seen.has(unit.id)) {
      if (offline) conflicts.push({ line: line.name, identifier: identifierOf(line), why: DEVICE_MESSAGES.twiceOnSale })
      else errors[field] = [DEVICE_MESSAGES.twiceOnSale]
      continue
    }
    seen.add(unit.id)
    named.push({ index, line, unit })
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return { named, conflicts }
}

/**
 * Sells the named units in the sale's transaction, in the order of their ids (two carts holding the same
 * two units in opposite orders cannot deadlock on PostgreSQL). Online, a unit that may not be sold refuses
 * the whole sale (409: sold on … in sale …, on hold until …). Offline, it is a conflict for the owner and
 * the unit stays as it is: never a second "sold" on it.
 */
export async function sellUnits(
  trx: Kysely<Database>,
  devices: DevicesService,
  named: readonly NamedUnit[],
  orderId: number,
  offline: boolean,
): Promise<{ sold: Awaited<ReturnType<DevicesService['productUnitSold']>>[]; conflicts: UnitConflict[] }> {
  const sold: Awaited<ReturnType<DevicesService['productUnitSold']>>[] = []
  const conflicts: UnitConflict[] = []
  for (const { line, unit } of [...named].sort((a, b) => a.unit.id - b.unit.id)) {
    try {
      sold.push(await devices.productUnitSold(trx, unit, orderId))
    } catch (error) {
      if (!offline || !(error instanceof ConflictError)) throw error
      conflicts.push({ line: line.name, identifier: identifierOf(line), why: error.message })
    }
  }
  return { sold, conflicts }
}
