import { fromCents } from '@counterpart/domain/money'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { DeviceDetail, DeviceEvent, DeviceUnit, PassportDocumentKind } from '@counterpart/domain/schemas/devices'
import { nowIso } from '../../platform/time.ts'
import type { EventRow, UnitRow } from './repository.ts'

/** Devices' one crossing between the cents the service keeps and the decimals on the wire. */

export function toDeviceUnit(row: UnitRow): DeviceUnit {
  return {
    id: row.id,
    kind: row.kind,
    imei1: row.imei1,
    imei2: row.imei2,
    serial: row.serial,
    product_id: row.product_id,
    model: row.model,
    owner: row.owner,
    customer_id: row.customer_id,
    ownerName: row.owner_name,
    ownerPhone: row.owner_phone,
    // A hold whose period is over reads as In stock (issue 29): the sale that takes it writes "released".
    status: row.status === 'on_hold' && row.hold_until !== null && row.hold_until <= nowIso() ? 'in_stock' : row.status,
    warehouse_id: row.warehouse_id,
    cost: fromCents(Number(row.cost)),
    grade: row.grade,
    warranty_until: row.warranty_until,
    hold_until: row.hold_until,
    shelved_at: row.shelved_at,
    stolenCheck:
      row.check_at === null
        ? null
        : {
            service: row.check_service ?? '',
            reference: row.check_reference ?? '',
            result: row.check_result ?? '',
            by: row.check_by,
            at: row.check_at,
          },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function toDevicePage(page: Page<UnitRow>): Page<DeviceUnit> {
  return { items: page.items.map(toDeviceUnit), total: page.total }
}

export function toDeviceEvent(row: EventRow): DeviceEvent {
  return {
    id: row.id,
    type: row.type,
    at: row.at,
    document:
      row.document_type !== null && row.document_id !== null ? { type: row.document_type, id: row.document_id } : null,
    user_id: row.user_id,
    note: row.note,
  }
}

/**
 * A unit in the audit event of the document that moved it: which unit, what it is now, and what the shop
 * paid (decimals, as the API shows money). A document's event names the unit beside its own fields.
 */
export function deviceAudit(row: Pick<UnitRow, 'id' | 'status' | 'owner' | 'cost' | 'model'> & Partial<UnitRow>) {
  return {
    id: row.id,
    status: row.status,
    owner: row.owner,
    model: row.model,
    cost: fromCents(Number(row.cost)),
    identifier: row.imei1 ?? row.serial ?? null,
  }
}
export type DeviceAuditSnapshot = ReturnType<typeof deviceAudit>

/** A unit's passport on the wire: the unit, what the passport shows beside it, and its named events. */
export function toDevicePassport(
  unit: UnitRow,
  extra: {
    productName: string
    warehouseName: string
    priceCents: number | null
    sale: { at: string; order_id: number; key: string } | null
    events: {
      event: EventRow
      documentLabel: string
      documentKind: PassportDocumentKind | null
      documentNumber: string
      userName: string
    }[]
  },
): DeviceDetail['item'] {
  return {
    ...toDeviceUnit(unit),
    productName: extra.productName,
    warehouseName: extra.warehouseName,
    price: extra.priceCents === null ? null : fromCents(extra.priceCents),
    sale: extra.sale,
    reservedFor: unit.reserved_for,
    events: extra.events.map(({ event, documentLabel, documentKind, documentNumber, userName }) => ({
      ...toDeviceEvent(event),
      documentLabel,
      documentKind,
      documentNumber,
      userName,
    })),
  }
}
