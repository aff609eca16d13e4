import type { Migration } from 'kysely'
import * as m0001 from './0001-foundation.ts'
import * as m0002 from './0002-catalog.ts'
import * as m0003 from './0003-inventory-purchasing.ts'
import * as m0004 from './0004-pos.ts'
import * as m0005 from './0005-repairs-bills-buyback-showcase.ts'
import * as m0007 from './0007-installation.ts'
import * as m0008 from './0008-reports.ts'
import * as m0009 from './0009-refund-settlement.ts'
import * as m0010 from './0010-pos-tiles-index.ts'
import * as m0011 from './0011-product-search-index.ts'
import * as m0012 from './0012-order-count-indexes.ts'
import * as m0013 from './0013-basic-qty-movements.ts'
import * as m0014 from './0014-maintained-counts.ts'
import * as m0015 from './0015-tendered-amount.ts'
import * as m0016 from './0016-trending-cover.ts'
import * as m0017 from './0017-tills-audit.ts'
import * as m0018 from './0018-offline-selling.ts'
import * as m0019 from './0019-pos-favourites.ts'
import * as m0020 from './0020-offline-sale-window.ts'
import * as m0021 from './0021-till-names.ts'
import * as m0022 from './0022-audit-sealer.ts'
import * as m0023 from './0023-sold-daily-slots.ts'
import * as m0024 from './0024-client-sale-request.ts'
import * as m0025 from './0025-index-audit.ts'
import * as m0026 from './0026-buyback-payouts.ts'
import * as m0027 from './0027-payments-gateway-cover.ts'
import * as m0028 from './0028-stock-documents.ts'
import * as m0029 from './0029-partial-receiving.ts'
import * as m0030 from './0030-sale-cost.ts'
import * as m0031 from './0031-customer-relationship.ts'
import * as m0032 from './0032-product-category-list.ts'
import * as m0033 from './0033-device-units.ts'
import * as m0035 from './0035-store-credit.ts'
import * as m0037 from './0037-serial-receiving-stolen-check.ts'
import * as m0038 from './0038-trade-in.ts'
import * as m0039 from './0039-device-passport.ts'
import * as m0040 from './0040-repair-workflow.ts'
import * as m0041 from './0041-repair-parts.ts'
import * as m0042 from './0042-repair-estimates.ts'
import * as m0043 from './0043-repair-messages.ts'
import * as m0044 from './0044-repair-evidence.ts'
import * as m0045 from './0045-opening-hours-repair-customer.ts'
import * as m0046 from './0046-gift-cards-tenders.ts'
import * as m0047 from './0047-gift-card-indexes.ts'
import * as m0048 from './0048-repair-deposits.ts'
import * as m0049 from './0049-journal-accounts.ts'
import * as m0050 from './0050-printers.ts'
import * as m0051 from './0051-customer-displays.ts'
import * as m0052 from './0052-languages.ts'

/** Every migration, in order. The key is the migration's name in the kysely_migration table. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-catalog': m0002,
  '0003-inventory-purchasing': m0003,
  '0004-pos': m0004,
  '0005-repairs-bills-buyback-showcase': m0005,
  '0007-installation': m0007,
  '0008-reports': m0008,
  '0009-refund-settlement': m0009,
  '0010-pos-tiles-index': m0010,
  '0011-product-search-index': m0011,
  '0012-order-count-indexes': m0012,
  '0013-basic-qty-movements': m0013,
  '0014-maintained-counts': m0014,
  '0015-tendered-amount': m0015,
  '0016-trending-cover': m0016,
  '0017-tills-audit': m0017,
  '0018-offline-selling': m0018,
  '0019-pos-favourites': m0019,
  '0020-offline-sale-window': m0020,
  '0021-till-names': m0021,
  '0022-audit-sealer': m0022,
  '0023-sold-daily-slots': m0023,
  '0024-client-sale-request': m0024,
  '0025-index-audit': m0025,
  '0026-buyback-payouts': m0026,
  '0027-payments-gateway-cover': m0027,
  '0028-stock-documents': m0028,
  '0029-partial-receiving': m0029,
  '0030-sale-cost': m0030,
  '0031-customer-relationship': m0031,
  '0032-product-category-list': m0032,
  '0033-device-units': m0033,
  '0035-store-credit': m0035,
  '0037-serial-receiving-stolen-check': m0037,
  '0038-trade-in': m0038,
  '0039-device-passport': m0039,
  '0040-repair-workflow': m0040,
  '0041-repair-parts': m0041,
  '0042-repair-estimates': m0042,
  '0043-repair-messages': m0043,
  '0044-repair-evidence': m0044,
  '0045-opening-hours-repair-customer': m0045,
  '0046-gift-cards-tenders': m0046,
  '0047-gift-card-indexes': m0047,
  '0048-repair-deposits': m0048,
  '0049-journal-accounts': m0049,
  '0050-printers': m0050,
  '0051-customer-displays': m0051,
  '0052-languages': m0052,
}
