import type { Generated } from 'kysely'
import type {
  DeviceDocumentType,
  DeviceEventType,
  IdentifierKind,
  UnitOwner,
  UnitStatus,
} from '@counterpart/domain/devices'

/** A serialised device the shop touches (0033-device-units). Identifiers normalised; money in cents. */
export interface DeviceUnitTable {
  id: Generated<number>
  kind: IdentifierKind
  imei1: string | null
  imei2: string | null
  serial: string | null
  /** The last 6 digits of an IMEI in imei1, for the list's search by them. */
  imei1_tail: string | null
  product_id: number | null
  model: string
  owner: UnitOwner
  customer_id: number | null
  owner_name: string
  owner_phone: string
  status: UnitStatus
  /** How many repair jobs hold the unit now, and its status before the first of them. */
  open_repairs: number
  before_repair: UnitStatus | null
  warehouse_id: number | null
  cost: number
  grade: string
  warranty_until: string | null
  hold_until: string | null
  /** 0039: when it last came onto the shop's shelf; null while it is not there. */
  shelved_at: string | null
  /** 0039: who a reserved unit is put aside for. */
  reserved_for: Generated<string>
  check_service: string | null
  check_reference: string | null
  check_result: string | null
  check_by: number | null
  check_at: string | null
  created_at: string
  updated_at: string
}

/** What happened to a unit, append-only, in the transaction of the document it belongs to. */
export interface DeviceEventTable {
  id: Generated<number>
  unit_id: number
  type: DeviceEventType
  at: string
  document_type: DeviceDocumentType | null
  document_id: number | null
  user_id: number | null
  note: string
  /** JSON text. */
  data: string
}
