import { tr } from '@counterpart/domain/i18n/translate'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely, Selectable } from 'kysely'
import { parseCalendarDate } from '@counterpart/domain/pricing/calendar'
import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import { daysRange } from '@counterpart/domain/pricing/report-period'
import { isTimeZone, localDateTimeFormatter } from '@counterpart/domain/pricing/time-zone'
import { DEVICE_MESSAGES } from '@counterpart/domain/schemas/devices'
import {
  BUYBACK_DEFAULT_GATEWAY,
  BUYBACK_LABELS,
  BUYBACK_MESSAGES,
  creditOffer,
  POLICE_REGISTER_HEADER,
  POLICE_REGISTER_LABELS,
  type PoliceRegisterQuery,
  type PrivateFileKind,
} from '@counterpart/domain/schemas/buyback'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { TRADE_IN_MESSAGES } from '@counterpart/domain/schemas/trade-in'
import { STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import { currencyOf } from '@counterpart/domain/format'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { documentLanguage } from '../../platform/document-language.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { vendorCreditShown } from '../../platform/owner-licence.ts'
import { createPictureReplacement, type NewPicture } from '../../platform/picture-replacement.ts'
import { nowIso } from '../../platform/time.ts'
import { requireImage, type ImageExtension, type MultipartForm, type UploadStore } from '../../platform/uploads.ts'
import type { CreditService } from '../credit/service.ts'
import { customerLanguageOf, languageOfPhone } from '../contacts/language-service.ts'
import type { Language } from '@counterpart/domain/i18n/languages'
import type { DevicesService } from '../devices/service.ts'
import type { PaymentRow, PaymentsService } from '../payments/service.ts'
import type { SettingsService } from '../settings/service.ts'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import type { PrintHook } from '../printing/service.ts'
import { buildCustomPurchaseInvoice } from './invoice-pdf.ts'
import { decodeSignature, newBarcode } from './new-item.ts'
import { createTradeIns } from './trade-in.ts'
import {
  deleteUnsoldCustomProduct,
  findCustomProduct,
  insertCustomProduct,
  listCustomProducts,
  listUnsoldForPos,
  markCustomProductNotSold,
  markCustomProductSold,
  policeRegisterPage,
  searchCustomProducts,
  updateCustomProduct,
} from './repository.ts'
import { customProductAudit, type CustomProductFormInCents } from './wire.ts'

const PRIVATE_AREA = 'custom-products'
const PUBLIC_AREA = 'custom-products'
const SEARCH_LIMIT = 20
const POS_LIMIT = 200
/** Items the police register reads at a time; between two pages other requests get their turn. */
export const POLICE_REGISTER_PAGE = 500

type Row = Selectable<Database['custom_products']>
export type CustomProductSearchRow = Awaited<ReturnType<typeof searchCustomProducts>>[number]

interface BuybackDeps {
  db: Kysely<Database>
  dialect: DialectName
  uploads: UploadStore
  settings: SettingsService
  /** The payout of a buy-back is a payment (issue 28). */
  payments: PaymentsService
  /** Its cash leaves the drawer of the till it is paid at. */
  tills: TillTerminalService
  /** An item with an IMEI or serial is a device unit (issue 29), moved in the buy-back's transaction. */
  devices: DevicesService
  /** A buy-back paid in store credit issues it to the customer (issue 31, item 2). */
  credit: CreditService
  /** LICENSE_SECRET: the owner licence that removes the vendor credit from the invoice is checked with it. */
  licenseSecret: string
  /** The buy-back's slip at the till it is paid at, and the drawer for a cash payout (issue 33). */
  printing: PrintHook
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

/** Who buys (signed in): the payout and its cash movement name them. */
export interface Buyer {
  id: number
  name: string
}

/** What a payout took out of a drawer: its amount when it was paid in cash, else nothing. Signed cents. */
function drawerEffect(payout: Pick<PaymentRow, 'gateway' | 'amount'>): number {
  return payout.gateway === CASH_GATEWAY ? -payout.amount : 0
}

export function createBuybackService({
  db,
  dialect,
  uploads,
  settings,
  payments,
  tills,
  devices,
  credit,
  licenseSecret,
  printing,
}: BuybackDeps) {
  const pictures = createPictureReplacement({ db, dialect, uploads })
  const tradeIns = createTradeIns({ uploads, settings, payments, tills, devices })
  async function getRow(id: number): Promise<Row> {
    const row = await findCustomProduct(db, id)
    if (!row) throw new NotFoundError()
    return row
  }

  /**
   * Checks the whole form before anything is written: the fields, the signature and the two files
   * (photo and docs count only when they are files; a text part of that name is ignored).
   */
  async function readForm(
    form: CustomProductFormInCents,
    requireSign: boolean,
    mayOverrideImei: boolean,
    keptImei = '',
  ) {
    const { fields } = form
    // A wrong IMEI check digit is refused unless overridden with a reason (issue 29): before anything else.
    const imeiOverride = devices.imeiRule(fields.imei, fields.imeiOverrideReason, mayOverrideImei, keptImei)
    if (requireSign && !fields.sign) throw ValidationError.field('sign', BUYBACK_MESSAGES.signRequired)
    const signature = fields.sign ? await decodeSignature(fields.sign) : null
    const photo = form.files.photo ? await requireImage(form.files.photo, 'photo', BUYBACK_LABELS.photo) : null
    const docs = form.files.docs ? await requireImage(form.files.docs, 'docs', BUYBACK_LABELS.docs) : null
    const checkShot = form.files.checkShot
      ? await requireImage(form.files.checkShot, 'checkShot', BUYBACK_LABELS.checkShot)
      : null
    // The columns a new purchase and an edit both write straight from the form.
    const columns = {
      fullName: fields.fullName,
      phone: fields.phone,
      address: fields.address,
      model: fields.model,
      imei: fields.imei,
      cost: fields.cost,
      price: fields.price,
      idType: fields.idType,
      idNumber: fields.idNumber,
      checkService: fields.checkService,
      checkReference: fields.checkReference,
      checkResult: fields.checkResult,
    }
    return { fields, columns, signature, photo, docs, checkShot, imeiOverride }
  }

  /**
   * The stolen-device check (issue 29, item 6), before anything is written: a flagged device is never
   * bought (409); a recorded result names its service and reference; and where the POS setting requires
   * it, a new purchase needs a clear one (422 on the check's fields). The spec's form sends no check: with
   * the setting off it is bought as before.
   */
  async function checkStolenCheck(fields: CustomProductFormInCents['fields'], isNew: boolean): Promise<void> {
    if (fields.checkResult === 'flagged') throw new ConflictError(BUYBACK_MESSAGES.flagged)
    const errors: Record<string, string[]> = {}
    const required = isNew && (await settings.get()).pos.requireStolenCheck
    if (required && fields.checkResult !== 'clear') errors.checkResult = [BUYBACK_MESSAGES.checkRequired]
    if (required || fields.checkResult === 'clear') {
      if (!fields.checkService) errors.checkService = [BUYBACK_MESSAGES.checkServiceRequired]
      if (!fields.checkReference) errors.checkReference = [BUYBACK_MESSAGES.checkReferenceRequired]
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  }

  /** A clear check recorded on the item is its unit's last check, with its "checked" event. */
  function recordCheck(
    trx: Kysely<Database>,
    item: Pick<Row, 'id' | 'checkService' | 'checkReference' | 'checkResult'>,
  ) {
    return devices.checked(trx, item.id, {
      service: item.checkService,
      reference: item.checkReference,
      result: item.checkResult,
    })
  }

  /**
   * A buy-back paid in store credit goes to a customer who exists; answers whom, the offer (value plus the
   * shop's bonus) and the currency its refusals are worded in, read before the transaction.
   */
  async function creditCustomer(gateway: string, customerId: number | undefined) {
    if (gateway !== STORE_CREDIT_GATEWAY) return null
    if (customerId === undefined) throw ValidationError.field('customer_id', BUYBACK_MESSAGES.creditNeedsCustomer)
    if ((await credit.balance(customerId)) === undefined) {
      throw ValidationError.field('customer_id', FIELD_MESSAGES.selected(BUYBACK_LABELS.customer_id))
    }
    const { pos, general } = await settings.get()
    return {
      customerId,
      offer: (cost: number) => creditOffer(cost, pos.creditBonusRate),
      currency: currencyOf(general),
    }
  }

  /** The personal files a form sent (signature, ID photo, document), kept private. */
  function privatePictures(parts: Awaited<ReturnType<typeof readForm>>) {
    const kept = (file: { buffer: Buffer; ext: ImageExtension } | null): NewPicture | null =>
      file && { ...file, area: PRIVATE_AREA, private: true }
    return {
      sign: kept(parts.signature),
      photo: kept(parts.photo),
      docs: kept(parts.docs),
      checkShot: kept(parts.checkShot),
    }
  }

  return {
    /** Trade-in at the counter (issue 29, item 7): a buy-back made inside a sale, for the POS sale path. */
    ...tradeIns,

    list(paging: PagingQuery) {
      return listCustomProducts(db, dialect, paging)
    },

    get(id: number): Promise<Row> {
      return getRow(id)
    },

    /**
     * Buys an item: the item, its payout (a paid debit payment by the way the customer was paid) and, when
     * it is cash at a till with an open session, the cash out of that drawer, in one transaction (issue
     * 28). A cash payout where the POS setting requires a session and none is open is refused as a sale is.
     */
    async create(
      form: CustomProductFormInCents,
      buyer: Buyer,
      tillId: number | null = null,
      mayOverrideImei = false,
    ): Promise<number> {
      const parts = await readForm(form, true, mayOverrideImei)
      await checkStolenCheck(parts.fields, true)
      const gateway = parts.fields.gateway ?? BUYBACK_DEFAULT_GATEWAY
      const creditTo = await creditCustomer(gateway, parts.fields.customer_id)
      const till = await tills.terminal(tillId)
      const now = nowIso()
      return pictures.save(privatePictures(parts), async (trx, stored) => {
        // Only cash leaves a drawer: a card or cheque payout needs no session, even where sales do.
        const session = await tills.sessionForSale(trx, {
          ...till,
          required: till.required && gateway === CASH_GATEWAY,
        })
        const row = {
          ...parts.columns,
          idType: parts.columns.idType ?? '',
          idNumber: parts.columns.idNumber ?? '',
          checkService: parts.columns.checkService ?? '',
          checkReference: parts.columns.checkReference ?? '',
          checkResult: parts.columns.checkResult ?? '',
          sign: stored.sign ?? null,
          photo: stored.photo ?? null,
          docs: stored.docs ?? null,
          checkShot: stored.checkShot ?? null,
          image: null,
          barcode: await newBarcode(trx),
          isSold: 0,
          trade_in_order_id: null,
          created_by: buyer.id,
          created_at: now,
          updated_at: now,
        }
        const id = await insertCustomProduct(trx, row)
        // The device becomes the shop's unit in stock; one the shop holds already refuses the purchase.
        const note = parts.imeiOverride && DEVICE_MESSAGES.imeiOverridden(parts.imeiOverride)
        const bought = await devices.bought(trx, id, row, { type: 'bought', note: note || undefined })
        const checked = row.checkResult === 'clear' ? ((await recordCheck(trx, { ...row, id })) ?? bought) : bought
        // On hold for the shop's buy-back hold days, when it has some (issue 29).
        const device = await devices.holdBought(trx, id, checked)
        const payout = { gateway, amount: row.cost }
        const paymentId = await payments.recordPayout(trx, {
          customProductId: id,
          ...payout,
          user_id: buyer.id,
          session_id: session,
        })
        await tills.recordCash(trx, {
          sessionId: session,
          kind: 'buyback',
          amount: drawerEffect(payout),
          orderId: null,
          paymentId,
          user: buyer,
        })
        await printing.autoPrint(trx, {
          tillId: till.tillId,
          cash: gateway === CASH_GATEWAY && row.cost > 0,
          slips: [{ kind: 'buyback', documentId: id, label: row.barcode }],
        })
        // Paid in store credit (issue 31): the value and the shop's bonus on it, as offered, on the balance.
        const credited =
          creditTo &&
          (await credit.move(
            trx,
            {
              customer_id: creditTo.customerId,
              type: 'issued',
              amount: creditTo.offer(row.cost).total,
              custom_product_id: id,
              user_id: buyer.id,
              session_id: session,
            },
            creditTo.currency,
          ))
        return {
          audit: {
            entity: 'custom-product',
            entityId: id,
            action: 'bought',
            after: {
              ...customProductAudit({ ...row, id }, payout),
              ...(creditTo && credited ? { creditTo: creditTo.customerId, creditBalance: credited.balance } : {}),
              ...(device ? { device } : {}),
              ...(parts.imeiOverride ? { imeiOverride: parts.imeiOverride } : {}),
            },
          },
          result: id,
        }
      })
    },

    /**
     * Updates the fields; a new signature, photo or document replaces the old one, which is then deleted.
     * The payout follows the cost and the way it was paid (issue 28), and the drawer it was paid from, while
     * its session is open, gives or takes the difference, in the same transaction.
     */
    async update(id: number, form: CustomProductFormInCents, buyer: Buyer, mayOverrideImei = false): Promise<void> {
      const current = await getRow(id)
      const parts = await readForm(form, false, mayOverrideImei, current.imei)
      await checkStolenCheck(parts.fields, false)
      await pictures.save(privatePictures(parts), async (trx, stored) => {
        const before = await findCustomProduct(trx, id)
        const updated =
          before && (await updateCustomProduct(trx, id, { ...parts.columns, ...stored, updated_at: nowIso() }))
        const after = updated ? await findCustomProduct(trx, id) : undefined
        if (!before || !after) throw new NotFoundError()
        // A traded-in device's value paid part of its sale (issue 29, item 7): it changes only by that sale.
        if (before.trade_in_order_id !== null && after.cost !== before.cost)
          throw new ConflictError(TRADE_IN_MESSAGES.valueFixed)
        const deviceBefore = await devices.ofBuyback(trx, id)
        const changedDevice = await devices.buybackChanged(trx, id, after)
        // A check recorded or changed on the edit is the unit's last check too.
        const checkChanged =
          after.checkResult === 'clear' &&
          (before.checkResult !== 'clear' ||
            before.checkService !== after.checkService ||
            before.checkReference !== after.checkReference)
        const deviceAfter = checkChanged ? ((await recordCheck(trx, after)) ?? changedDevice) : changedDevice
        // A trade-in's payouts (trade-in, and cash beyond the goods) were settled with its sale: left as they are.
        const payout = before.trade_in_order_id === null ? await payments.payoutOf(trx, id) : undefined
        const changed = payout && { gateway: parts.fields.gateway ?? payout.gateway, amount: after.cost }
        // Store credit issued stays as issued (issue 31): neither its value nor the way it was paid changes.
        if (payout && changed && payout.gateway === STORE_CREDIT_GATEWAY) {
          if (changed.gateway !== payout.gateway || changed.amount !== payout.amount)
            throw new ConflictError(BUYBACK_MESSAGES.creditFixed)
        } else if (changed?.gateway === STORE_CREDIT_GATEWAY) {
          throw new ConflictError(BUYBACK_MESSAGES.creditOnlyAtPurchase)
        }
        if (payout && changed && (changed.gateway !== payout.gateway || changed.amount !== payout.amount)) {
          await payments.changePayout(trx, payout.id, changed)
          await tills.recordCashIfOpen(trx, {
            sessionId: payout.session_id,
            kind: 'buyback',
            amount: drawerEffect(changed) - drawerEffect(payout),
            orderId: null,
            paymentId: payout.id,
            user: buyer,
          })
        }
        return {
          audit: {
            entity: 'custom-product',
            entityId: id,
            action: 'updated',
            before: { ...customProductAudit(before, payout), ...(deviceBefore ? { device: deviceBefore } : {}) },
            after: {
              ...customProductAudit(after, changed),
              ...(deviceAfter ? { device: deviceAfter } : {}),
              ...(parts.imeiOverride ? { imeiOverride: parts.imeiOverride } : {}),
            },
          },
          replaced: { sign: before.sign, photo: before.photo, docs: before.docs, checkShot: before.checkShot },
          result: undefined,
        }
      })
    },

    async setImage(id: number, form: MultipartForm): Promise<void> {
      await getRow(id)
      const image = await requireImage(form.files.image, 'image', BUYBACK_LABELS.image)
      await pictures.replace(
        {
          entity: 'custom-product',
          column: 'image',
          area: PUBLIC_AREA,
          find: findCustomProduct,
          update: updateCustomProduct,
        },
        id,
        image,
      )
    },

    /**
     * A sold item is part of a sale's history and stays; an unsold one goes with its files and its payout
     * (issue 28): the cash comes back into the drawer it was paid from while that session is open.
     */
    async remove(id: number, buyer: Buyer): Promise<void> {
      const row = await getRow(id)
      if (row.isSold === 1) throw new ConflictError(BUYBACK_MESSAGES.soldCannotRemove)
      if (row.trade_in_order_id !== null) throw new ConflictError(TRADE_IN_MESSAGES.cannotRemove)
      if ((await payments.payoutGateway(id)) === STORE_CREDIT_GATEWAY)
        throw new ConflictError(BUYBACK_MESSAGES.creditKept)
      await db.transaction().execute(async (trx) => {
        const payout = await payments.payoutOf(trx, id)
        if (payout) await payments.removePayout(trx, payout.id)
        const deviceBefore = await devices.ofBuyback(trx, id)
        if (!(await deleteUnsoldCustomProduct(trx, id))) {
          const still = await findCustomProduct(trx, id)
          if (still) throw new ConflictError(BUYBACK_MESSAGES.soldCannotRemove)
          throw new NotFoundError()
        }
        // Its unit is scrapped, not deleted: the device's history keeps the purchase that was undone.
        const deviceAfter = await devices.buybackRemoved(trx, id)
        if (payout) {
          await tills.recordCashIfOpen(trx, {
            sessionId: payout.session_id,
            kind: 'buyback',
            amount: -drawerEffect(payout),
            orderId: null,
            paymentId: payout.id,
            user: buyer,
          })
        }
        await recordAudit(trx, {
          entity: 'custom-product',
          entityId: id,
          action: 'removed',
          before: { ...customProductAudit(row, payout), ...(deviceBefore ? { device: deviceBefore } : {}) },
          ...(deviceAfter ? { after: { device: deviceAfter } } : {}),
        })
      })
      await Promise.all([
        uploads.removePrivate(row.sign),
        uploads.removePrivate(row.photo),
        uploads.removePrivate(row.docs),
        uploads.removePrivate(row.checkShot),
        uploads.removePublic(row.image),
      ])
    },

    /** How an item's customer was paid (null for one bought before payouts were recorded). */
    payoutGateway(id: number): Promise<string | null> {
      return payments.payoutGateway(id)
    },

    /**
     * Issue 32: the language the seller reads their receipt in: the customer paid in store credit, else the
     * one customer with the seller's phone; null when neither chose one (the receipt reads in the shop's).
     */
    async sellerLanguage(row: Pick<Row, 'id' | 'phone'>): Promise<Language | null> {
      const credited = await db
        .selectFrom('credit_events')
        .select('customer_id')
        .where('custom_product_id', '=', row.id)
        .executeTakeFirst()
      return credited ? customerLanguageOf(db, credited.customer_id) : languageOfPhone(db, row.phone)
    },

    /** The path and type of a private file, for the gated route to stream. */
    async privateFile(id: number, kind: PrivateFileKind): Promise<{ path: string; mimetype: string }> {
      const row = await getRow(id)
      const key = row[kind]
      const file = key ? uploads.privatePath(key) : null
      if (!file) throw new NotFoundError()
      try {
        await fs.access(file)
      } catch {
        throw new NotFoundError()
      }
      return { path: file, mimetype: MIME[path.extname(file).slice(1)] ?? 'application/octet-stream' }
    },

    /**
     * The police register (issue 29, item 6): every item bought in the shop's calendar days from..to, oldest
     * first, as CSV written like the other exports (docs/decisions.md, "CSV exports"): the byte order mark,
     * titles in words, IMEIs and ID numbers kept as text, money as plain decimals, times in the shop's
     * time zone. A page at a time, yielding between pages.
     */
    async *policeRegisterCsv(query: PoliceRegisterQuery, pageSize = POLICE_REGISTER_PAGE): AsyncGenerator<string> {
      const current = await settings.get()
      const zone = settings.shopTimezone(current.general)
      const timeZone = isTimeZone(zone) ? zone : 'UTC'
      const localTime = localDateTimeFormatter(timeZone)
      const from = parseCalendarDate(query.from)
      const to = parseCalendarDate(query.to)
      if (!from || !to) throw ValidationError.field('from', FIELD_MESSAGES.date(POLICE_REGISTER_LABELS.from))
      const range = daysRange(from, to, timeZone)
      yield CSV_BOM + toCsv([[...POLICE_REGISTER_HEADER]])
      let after: { created_at: string; id: number } | null = null
      for (;;) {
        const rows = await policeRegisterPage(db, range, after, pageSize)
        if (rows.length > 0) {
          yield toCsv(
            rows.map((row): CsvCell[] => [
              localTime(Date.parse(row.created_at)),
              row.fullName,
              row.idType,
              { text: row.idNumber },
              row.model,
              { text: row.imei },
              { cents: row.cost },
            ]),
          )
        }
        const last = rows[rows.length - 1]
        if (!last || rows.length < pageSize) return
        after = { created_at: last.created_at, id: last.id }
        await new Promise((resolve) => setImmediate(resolve))
      }
    },

    search(key: string): Promise<CustomProductSearchRow[]> {
      return searchCustomProducts(db, dialect, key, SEARCH_LIMIT)
    },

    /** For the POS picker (GET /custom-products-for-pos, built by the POS module): unsold items, prices in cents. */
    listForPos() {
      return listUnsoldForPos(db, POS_LIMIT)
    },

    /**
     * For the POS sale, inside its transaction: marks the item sold, refusing one already sold so two
     * tills cannot sell the same used phone; its device unit is sold in the same transaction.
     */
    async markSold(trx: Kysely<Database>, id: number, orderId: number | null = null): Promise<void> {
      // A till that lost the race for the item is told where its device went, when it has one.
      if (!(await markCustomProductSold(trx, id, nowIso())))
        throw new ConflictError((await devices.refusalOfBuyback(trx, id)) ?? tr('messages:server.buybackSold'))
      await devices.buybackSold(trx, id, orderId)
    },

    /** For a POS refund, inside its transaction: the item came back and is for sale again (Not Sold), its unit returned. */
    async markNotSold(trx: Kysely<Database>, id: number, orderId: number | null = null): Promise<void> {
      await markCustomProductNotSold(trx, id, nowIso())
      await devices.buybackRefunded(trx, id, orderId)
    },

    async invoicePdf(id: number): Promise<{ pdf: Buffer; filename: string }> {
      const row = await getRow(id)
      const current = await settings.get()
      const signaturePath = row.sign ? uploads.privatePath(row.sign) : null
      const signature = signaturePath ? await fs.readFile(signaturePath).catch(() => null) : null
      const logoPath = current.logo.startsWith('/uploads/')
        ? path.join(uploads.publicRoot, current.logo.slice('/uploads/'.length))
        : null
      const logo =
        logoPath && logoPath.startsWith(uploads.publicRoot + path.sep)
          ? await fs.readFile(logoPath).catch(() => null)
          : null
      // A buy-back keeps the seller's name and phone, not a contact: its paper is in the shop's language.
      const language = documentLanguage(null, current.general)
      const pdf = await buildCustomPurchaseInvoice(
        row,
        current,
        { signature, logo, vendorCredit: vendorCreditShown(current.general, licenseSecret) },
        documentFormats(current.general, settings.shopTimezone(current.general), language),
        language,
      )
      return { pdf, filename: `custom-purchase-${row.barcode}.pdf` }
    },
  }
}

export type BuybackService = ReturnType<typeof createBuybackService>
