import type { Language } from '@counterpart/domain/i18n/languages'
import type { Selectable } from 'kysely'
import { fromCents, toCents } from '@counterpart/domain/money'
import {
  customProductInputSchema,
  type CustomProductListRow,
  type CustomProductRecord,
  type CustomProductSearchItem,
  type PrivateFileKind,
} from '@counterpart/domain/schemas/buyback'
import type { Page } from '@counterpart/domain/schemas/paging'
import type { Database } from '../../db/schema.ts'
import type { MultipartForm } from '../../platform/uploads.ts'
import { parseWith } from '../../platform/validation.ts'
import type { CustomProductSearchRow } from './service.ts'

/** Buy-back's one crossing between decimals on the wire and the cents the service works in. */

type Row = Selectable<Database['custom_products']>

/** The buy-back form: its text fields checked, cost and price in cents, and its files as they came. */
export function customProductFormInCents(form: MultipartForm) {
  const fields = parseWith(customProductInputSchema, form.fields)
  return { fields: { ...fields, cost: toCents(fields.cost), price: toCents(fields.price) }, files: form.files }
}
export type CustomProductFormInCents = ReturnType<typeof customProductFormInCents>

/** A stored private file by its gated address: the key on disk never leaves the server. */
function fileUrl(id: number, kind: PrivateFileKind): string {
  return `/api/custom-product-file/${id}/${kind}`
}

function toListRow(row: Pick<Row, keyof CustomProductListRow>): CustomProductListRow {
  return {
    id: row.id,
    created_at: row.created_at,
    image: row.image,
    fullName: row.fullName,
    phone: row.phone,
    model: row.model,
    imei: row.imei,
    cost: fromCents(row.cost),
    price: fromCents(row.price),
    isSold: row.isSold === 1 ? 1 : 0,
    barcode: row.barcode,
  }
}

export function toCustomProductPage(page: Page<Pick<Row, keyof CustomProductListRow>>): Page<CustomProductListRow> {
  return { items: page.items.map(toListRow), total: page.total }
}

export function toCustomProductRecord(
  row: Row,
  gateway: string | null,
  customerLanguage: Language | null,
): CustomProductRecord {
  return {
    ...toListRow(row),
    gateway,
    customerLanguage,
    address: row.address,
    sign: row.sign ? fileUrl(row.id, 'sign') : null,
    photo: row.photo ? fileUrl(row.id, 'photo') : null,
    docs: row.docs ? fileUrl(row.id, 'docs') : null,
    idType: row.idType,
    idNumber: row.idNumber,
    checkService: row.checkService,
    checkReference: row.checkReference,
    checkResult: row.checkResult,
    checkShot: row.checkShot ? fileUrl(row.id, 'checkShot') : null,
    updated_at: row.updated_at,
  }
}

/**
 * An item bought from a customer in its audit event: the form's fields (money in decimals), whether it is
 * sold, the stored files by their keys, so a replaced signature or document shows as changed, and its payout.
 */
export function customProductAudit(row: Row, payout?: { gateway: string; amount: number }) {
  return {
    // How the customer was paid (issue 28); absent for an item bought before payouts were recorded.
    ...(payout ? { paidBy: payout.gateway, paidOut: fromCents(payout.amount) } : {}),
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    model: row.model,
    imei: row.imei,
    cost: fromCents(row.cost),
    price: fromCents(row.price),
    barcode: row.barcode,
    isSold: row.isSold,
    image: row.image,
    sign: row.sign,
    photo: row.photo,
    docs: row.docs,
    idType: row.idType,
    idNumber: row.idNumber,
    checkService: row.checkService,
    checkReference: row.checkReference,
    checkResult: row.checkResult,
    checkShot: row.checkShot,
  }
}

export function toCustomProductSearchItem(row: CustomProductSearchRow): CustomProductSearchItem {
  return {
    id: row.id,
    created_at: row.created_at,
    key: row.barcode,
    fullName: row.fullName,
    phone: row.phone,
    imie: row.imei,
    isSold: row.isSold === 1 ? 1 : 0,
    model: row.model,
    price: fromCents(row.price),
  }
}

/** What a sale's audit event keeps of its trade-in (issue 29, item 7): the item, how it paid, its unit. */
export function tradeInAudit(row: Row, split: { applied: number; cashOut: number }, device: object | null) {
  return {
    ...customProductAudit(row),
    id: row.id,
    appliedToSale: fromCents(split.applied),
    paidOutInCash: fromCents(split.cashOut),
    ...(device ? { device } : {}),
  }
}
