import { tr } from '@counterpart/domain/i18n/translate'
import type { PosDevice } from '@counterpart/domain/schemas/devices'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import type { ScannedUnit } from './use-cart.ts'

/** What the terminal does with a scanned device unit (issue 29): add that exact unit, or say why not. */
export type DeviceScan =
  { kind: 'add'; item: PosProduct | PosCustomProduct; unit?: ScannedUnit } | { kind: 'refused'; message: string }

export const DEVICE_SCAN_TEXTS = {
  get inCart() {
    return tr('pos:deviceScan.inCart')
  },
  get notSellable() {
    return tr('pos:deviceScan.notSellable')
  },
}

/** The cart's lines as far as a scan needs them. */
type CartLines = readonly { id: number; custom: boolean; imei: string; sNumber: string }[]

/**
 * A scanned unit as a cart line: a bought-back phone is its item at its own price; a unit of a product is
 * that product at the product's price, the line carrying the unit's IMEI (or serial) so the server sells
 * that very unit. A unit the server says may not be sold (on hold until …, sold on … in sale …, in repair)
 * or already in the cart is not added, and the reason is what the terminal shows.
 */
export function deviceScan(device: PosDevice, cart: CartLines): DeviceScan {
  if (device.refusal) return { kind: 'refused', message: device.refusal }
  if (device.custom) {
    const custom = device.custom
    return cart.some((line) => line.custom && line.id === custom.id)
      ? { kind: 'refused', message: DEVICE_SCAN_TEXTS.inCart }
      : { kind: 'add', item: custom }
  }
  if (device.product) {
    const taken = cart.some((line) => !line.custom && line[device.field] === device.identifier)
    if (taken) return { kind: 'refused', message: DEVICE_SCAN_TEXTS.inCart }
    return { kind: 'add', item: device.product, unit: { identifier: device.identifier, field: device.field } }
  }
  return { kind: 'refused', message: DEVICE_SCAN_TEXTS.notSellable }
}
