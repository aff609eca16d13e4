import type { Kysely } from 'kysely'
import type { PermissionMap } from '@counterpart/domain/permissions'
import { PRINTING_MESSAGES, type PrintJobKind } from '@counterpart/domain/schemas/printing'
import { languageDirection } from '@counterpart/domain/i18n/languages'
import { documentLanguage } from '../../../platform/document-language.ts'
import { NotFoundError } from '../../../platform/errors.ts'
import { inLanguage } from '../../../platform/request-language.ts'
import type { Database } from '../../../db/schema.ts'
import type { BuybackService } from '../../buyback/service.ts'
import type { ContactsService } from '../../contacts/service.ts'
import type { GiftCardsService } from '../../giftcards/service.ts'
import type { OrdersService } from '../../orders/service.ts'
import type { PaymentsService } from '../../payments/service.ts'
import type { RepairsService } from '../../repairs/service.ts'
import type { SettingsService } from '../../settings/service.ts'
import type { TillsService } from '../../tills/service.ts'
import type { PrintDocument } from '../print-document.ts'
import { buybackLoader } from './load-buyback.ts'
import { giftCardLoader } from './load-gift-card.ts'
import { paymentReceiptLoader } from './load-payment-receipt.ts'
import { refundReceiptLoader } from './load-refund-receipt.ts'
import { deviceLabelLoader, repairTicketLoader } from './load-repair.ts'
import { saleReceiptLoader } from './load-sale-receipt.ts'
import { xReportLoader, zReportLoader } from './load-till-report.ts'

/**
 * How each kind of job finds what it prints: a document is built from its record as stored when the job is
 * sent, so what prints is what was committed (a job keeps only its record's id and a few options). Records
 * are read through their own modules' services, never their tables.
 */

/**
 * What the documents read, each through the module that owns it. Given to printing once every service
 * exists (app.ts): printing is made before them, as they queue their slips through it. Called outside any
 * transaction (SQLite has one connection, which a transaction holds).
 */
export interface DocumentReaders {
  orders: Pick<OrdersService, 'withItems'>
  payments: Pick<PaymentsService, 'ofOrder' | 'detail' | 'payoutGateway'>
  repairs: Pick<RepairsService, 'get' | 'depositsOf'>
  tills: Pick<TillsService, 'xReport' | 'zReport'>
  giftCards: Pick<GiftCardsService, 'sale'>
  buyback: Pick<BuybackService, 'get'>
  /** A sale's customer, for the language their slip prints in. */
  contacts: Pick<ContactsService, 'findCustomer'>
  /** Where the shop's public links start (a repair's tracking page); null while it is not set. */
  linkBase: () => Promise<string | null>
}

export interface DocumentContext {
  db: Kysely<Database>
  settings: SettingsService
  readers: DocumentReaders
}

/** The options a job keeps beside its record's id: `bytes` (base64) printed as stored, or how to print it. */
export interface JobPayload {
  bytes?: string
  openDrawer?: boolean
  /** What its title names ("sale S-1", "R-12"), written when it is queued. */
  label?: string
}

export interface LoadedDocument {
  document: PrintDocument
  /** The record's name in a job's title: "sale S-1", "refund S-2", "K7QX…". */
  label: string
  /** Whether someone holding these switches may read the record (and so print it again). */
  readable: (actions: PermissionMap | null | undefined) => boolean
}

/** Throws NotFoundError when the record does not exist. */
export type DocumentLoader = (
  context: DocumentContext,
  documentId: number,
  payload: JobPayload,
) => Promise<LoadedDocument>

/**
 * A record that is not there (never was, another kind's, removed since the job was queued) says so in words
 * staff read: the reason a job failed, and the 404 of a reprint.
 */
const sayingWhenGone =
  (loader: DocumentLoader): DocumentLoader =>
  async (...args) => {
    try {
      return await loader(...args)
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(PRINTING_MESSAGES.documentGone)
      throw error
    }
  }

/**
 * Every slip is written in the shop's language (General settings) unless its loader knows a customer who
 * chose another (a sale's receipt, a refund's, a repair ticket): a print job runs outside any request, and
 * staff at the counter read the shop's language on the till's X and Z too.
 */
const inShopLanguage =
  (loader: DocumentLoader): DocumentLoader =>
  async (context, ...rest) => {
    const language = documentLanguage(null, (await context.settings.get()).general)
    const loaded = await inLanguage(language, () => loader(context, ...rest))
    if (languageDirection(language) !== 'rtl' || loaded.document.direction) return loaded
    return { ...loaded, document: { ...loaded.document, direction: 'rtl' } }
  }

export const DOCUMENT_LOADERS: Partial<Record<PrintJobKind, DocumentLoader>> = Object.fromEntries(
  Object.entries({
    receipt: saleReceiptLoader,
    refund: refundReceiptLoader,
    payment: paymentReceiptLoader,
    repair_ticket: repairTicketLoader,
    device_label: deviceLabelLoader,
    x_report: xReportLoader,
    z_report: zReportLoader,
    gift_card: giftCardLoader,
    buyback: buybackLoader,
  }).map(([kind, loader]) => [kind, sayingWhenGone(inShopLanguage(loader))]),
)
