import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.ts'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import type { UploadStore } from '../../platform/uploads.ts'
import type { BuybackService } from '../buyback/service.ts'
import type { CatalogService } from '../catalog/service.ts'
import type { DevicesService } from '../devices/service.ts'
import type { ContactsService } from '../contacts/service.ts'
import type { StockConflictService } from '../inventory/stock-conflict-service.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import type { PrintingService } from '../printing/service.ts'
import type { SettingsService } from '../settings/service.ts'
import { createCustomAmountService } from './custom-amount-service.ts'
import { createInvoiceService } from './invoice-service.ts'
import { createOfflineSaleService } from './offline-sale-service.ts'
import { createOfflineSnapshotService } from './offline-snapshot-service.ts'
import { createRefundService } from './refund-service.ts'
import { createSaleService } from './sale-service.ts'
import { createShippingService } from './shipping-service.ts'
import { createTerminalService } from './terminal-service.ts'
import type { TenderPayer } from '../credit/tender-service.ts'

export interface PosDeps {
  db: Kysely<Database>
  dialect: DialectName
  config: Pick<AppConfig, 'licenseSecret' | 'smtpFallback'>
  settings: SettingsService
  uploads: UploadStore
  stock: StockService
  orders: OrdersService
  payments: PaymentsService
  buyback: BuybackService
  /** The custom amount's open-price service is made as any product is (issue 26). */
  catalog: CatalogService
  contacts: ContactsService
  /** The till a terminal sale or refund is taken at (issue 19). */
  tills: TillTerminalService
  /** Where an offline sale took stock below zero (issue 18). */
  stockConflicts: StockConflictService
  /** The unit a sale line names by its IMEI or serial is sold, and refunded, through it (issue 29). */
  devices: DevicesService
  /** Store credit and gift cards paying a sale or given back by a refund (issue 31). */
  storedValue: TenderPayer
  /** A sale's or refund's receipt queued on its till's printer, in its own transaction (issue 33). */
  printing: Pick<PrintingService, 'saleReceipt' | 'autoPrint'>
}

/**
 * The sales terminal, one file per job: what it shows (terminal), the sale, the refund (each one
 * transaction: order, lines, stock through the stock service, payment), and the sold view's invoice
 * (PDF and mail) and shipping, and offline selling's replayed sales and snapshot pages. Money is cents here; `wire.ts` converts at the route edge.
 */
export function createPosService(deps: PosDeps) {
  return {
    ...createTerminalService(deps),
    ...createSaleService(deps),
    ...createRefundService(deps),
    ...createInvoiceService(deps),
    ...createShippingService(deps),
    ...createOfflineSaleService(deps),
    ...createOfflineSnapshotService(deps),
    ...createCustomAmountService(deps),
  }
}

export type PosService = ReturnType<typeof createPosService>
