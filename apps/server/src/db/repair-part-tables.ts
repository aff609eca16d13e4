import type { Generated } from 'kysely'

/** A part of a repair (0041-repair-parts, issue 30 item 4). Money in cents, times ISO text. */
export interface RepairPartTable {
  id: Generated<number>
  /** No foreign key: a removed ticket's consumed parts stay with the stock movements that took them. */
  repair_id: number
  product_id: number
  /** Where the part comes from; null: the product's basic qty. */
  warehouse_id: number | null
  qty: number
  /** The selling price of one unit when the part was added. */
  price: Generated<number>
  cost: Generated<number>
  /** reserved | consumed | released | ordered */
  state: string
  /** The serial-tracked unit the part is. */
  unit_id: number | null
  /** The purchase order an ordered part waits for. */
  purchase_id: number | null
  user_id: number | null
  created_at: string
  updated_at: string
}
