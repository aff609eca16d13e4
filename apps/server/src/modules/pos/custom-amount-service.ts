import { DEFAULT_WAREHOUSE_ID } from '@counterpart/domain/constants'
import { CUSTOM_AMOUNT_PRODUCT, isOpenPrice, POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { tr } from '@counterpart/domain/i18n/translate'
import { markAuditReplay } from '../../platform/audit.ts'
import { ConflictError } from '../../platform/errors.ts'
import type { CatalogService } from '../catalog/service.ts'
import * as repo from './repository.ts'
import type { PosDeps } from './service.ts'
import { groupVariants } from './terminal-service.ts'
import type { TerminalProduct } from './wire.ts'

/**
 * The custom amount of the terminal (issue 26, Square's "custom sale"): a line of the shop's open-price
 * service, the product with the SKU CUSTOM-AMOUNT, made through the catalogue the first time a till
 * asks for it (an ordinary product the owner may rename or describe, never a hidden row).
 */
export function createCustomAmountService({ db, catalog }: Pick<PosDeps, 'db'> & { catalog: CatalogService }) {
  async function find(): Promise<TerminalProduct | null> {
    const [row] = await repo.productsBySku(db, CUSTOM_AMOUNT_PRODUCT.sku)
    if (!row) return null
    if (row.state !== 1 || !isOpenPrice({ type: row.type, price: Number(row.price) })) {
      throw new ConflictError(POS_MESSAGES.customAmountChanged)
    }
    return { row, variants: groupVariants(await repo.variantsOf(db, [row.id])).get(row.id) ?? [], stockElsewhere: 0 }
  }

  return {
    /** The open-price service, created on the first call (201, audited); later calls answer it (200). */
    async customAmountProduct(): Promise<TerminalProduct> {
      const existing = await find()
      if (existing) {
        markAuditReplay()
        return existing
      }
      await catalog.create({
        name: CUSTOM_AMOUNT_PRODUCT.name,
        sku: CUSTOM_AMOUNT_PRODUCT.sku,
        barcode: '',
        category_id: null,
        type: 'Service',
        price: 0,
        cost: 0,
        qty: 0,
        suppliers: [],
        warehouseSaleFrom: DEFAULT_WAREHOUSE_ID,
        unitOfMeasure: '',
        imei: '',
        sNumber: '',
        description: tr('messages:server.customAmountDescription'),
        variants: [],
        discounted: 0,
        state: 1,
      })
      const created = await find()
      if (!created) throw new Error('the custom amount product was not stored')
      return created
    },
  }
}
