import { tr } from '@counterpart/domain/i18n/translate'
import type { Kysely } from 'kysely'
import { variantDisplayName } from '@counterpart/domain/pricing/catalog'
import {
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_LABELS,
  PRODUCT_MESSAGES,
  type LabelSymbology,
} from '@counterpart/domain/schemas/catalog'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, ProductRow } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { createPictureReplacement } from '../../platform/picture-replacement.ts'
import { nowIso } from '../../platform/time.ts'
import type { UploadedFile, UploadStore } from '../../platform/uploads.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { SettingsService } from '../settings/service.ts'
import { CATALOG_MESSAGES, type ProductWrite } from './catalog-writes.ts'
import { createImageReplacer } from './catalog-images.ts'
import { createCategoryService } from './category-service.ts'
import { renderLabel } from './labels.ts'
import { randomBarcode, randomSku, uniqueViolationOf } from './product-codes.ts'
import * as repo from './repository.ts'
import type { ProductListFilter } from './repository.ts'
import { sanitizeDescription } from './rich-text.ts'
import { productAudit } from './wire.ts'
import { checkImport, importLookups, importRecords, importTemplate } from './product-import.ts'
import { productCsv } from './product-export.ts'

export { CATALOG_MESSAGES, type CategoryWrite, type ProductWrite } from './catalog-writes.ts'

export function createCatalogService(deps: {
  db: Kysely<Database>
  dialect: DialectName
  uploads: UploadStore
  settings: SettingsService
  /** A quantity set on the product form is a stock movement like any other (docs/decisions.md). */
  stock: StockService
}) {
  const { db, dialect, uploads, settings, stock } = deps
  const replaceImage = createImageReplacer({ db, pictures: createPictureReplacement({ db, dialect, uploads }) })
  const categories = createCategoryService({ db, uploads, replaceImage })

  async function requireProduct(trx: Kysely<Database>, id: number): Promise<ProductRow> {
    const product = await repo.findProduct(trx, id)
    if (!product) throw new NotFoundError()
    return product
  }

  /** A product in its audit event, read in the change's transaction, before and after the change. */
  async function auditedProduct(trx: Kysely<Database>, product: ProductRow): Promise<Record<string, unknown>> {
    const variants = await repo.listVariants(trx, product.id)
    const suppliers = await repo.listProductSuppliers(trx, product.id)
    return productAudit(
      product,
      variants,
      suppliers.map((supplier) => supplier.id),
    )
  }

  async function uniqueCode(trx: Kysely<Database>, column: 'barcode' | 'sku', make: () => string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = make()
      if (!(await repo.codeTaken(trx, column, candidate))) return candidate
    }
    throw new Error(`could not generate a free ${column}`)
  }

  /** Every check of spec 000 §5 and issue #3 "Bad input", before anything is written. */
  async function checkProduct(
    trx: Kysely<Database>,
    input: ProductWrite,
    existing: ProductRow | null,
    stockCount: number,
    units: string[],
  ) {
    const errors: Record<string, string[]> = {}
    const add = (field: string, message: string) => (errors[field] ??= []).push(message)

    if (input.barcode && (await repo.codeTaken(trx, 'barcode', input.barcode, existing?.id))) {
      add('barcode', FIELD_MESSAGES.taken(PRODUCT_LABELS.barcode))
    }
    if (input.sku && (await repo.codeTaken(trx, 'sku', input.sku, existing?.id)))
      add('sku', FIELD_MESSAGES.taken(PRODUCT_LABELS.sku))
    if (input.category_id !== null && !(await repo.findCategory(trx, input.category_id))) {
      add('category_id', FIELD_MESSAGES.selected(PRODUCT_LABELS.category_id))
    }
    const supplierIds = [...new Set(input.suppliers)]
    const known = await repo.existingSupplierIds(trx, supplierIds)
    if (supplierIds.some((id) => !known.has(id))) add('suppliers', FIELD_MESSAGES.selected(PRODUCT_LABELS.suppliers))
    if (!(await repo.findWarehouse(trx, input.warehouseSaleFrom))) {
      add('warehouseSaleFrom', FIELD_MESSAGES.selected(PRODUCT_LABELS.warehouseSaleFrom))
    }
    if (input.unitOfMeasure && !units.includes(input.unitOfMeasure)) {
      add('unitOfMeasure', FIELD_MESSAGES.selected(PRODUCT_LABELS.unitOfMeasure))
    }
    if (stockCount > 0 && input.type === 'Service') {
      add('type', PRODUCT_MESSAGES.serviceWithStock)
    }
    if (
      stockCount > 0 &&
      existing &&
      input.warehouseSaleFrom !== existing.warehouseSaleFrom &&
      !errors.warehouseSaleFrom
    ) {
      const stock = await repo.findStock(trx, existing.id, input.warehouseSaleFrom)
      if (!stock || stock.quantity <= 0) {
        add('warehouseSaleFrom', 'Only a warehouse holding stock of this product can sell it.')
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors)
    return supplierIds
  }

  /** The units of measure of the productUnits setting. Read before a transaction: SQLite has one connection. */
  async function units(): Promise<string[]> {
    return (await settings.get()).productUnits
      .split(',')
      .map((unit) => unit.trim())
      .filter(Boolean)
  }

  async function saveProduct(id: number | null, input: ProductWrite): Promise<number> {
    const allowedUnits = await units()
    try {
      return await db.transaction().execute((trx) => writeProduct(trx, id, input, allowedUnits))
    } catch (error) {
      // Two saves racing for the same code: the unique index decides, the loser gets the field error.
      const field = uniqueViolationOf(error)
      if (field) throw ValidationError.field(field, FIELD_MESSAGES.taken(PRODUCT_LABELS[field]))
      throw error
    }
  }

  /**
   * A product created or updated in the caller's transaction, as the product form saves it: its checks,
   * its row, variants and suppliers, the movement of the quantity typed, and its audit event.
   */
  async function writeProduct(
    trx: Kysely<Database>,
    id: number | null,
    input: ProductWrite,
    allowedUnits: string[],
  ): Promise<number> {
    const existing = id === null ? null : await requireProduct(trx, id)
    const before = existing ? await auditedProduct(trx, existing) : null
    const stockCount = existing ? await repo.countStocks(trx, existing.id) : 0
    const supplierIds = await checkProduct(trx, input, existing, stockCount, allowedUnits)
    const now = nowIso()

    const barcode = input.barcode || (await uniqueCode(trx, 'barcode', randomBarcode))
    const sku = input.sku || existing?.sku || (await uniqueCode(trx, 'sku', randomSku))
    // With purchased stock the form shows quantity, cost and price disabled: they follow the stock
    // rows (the till reads the selling warehouse's row), and the basic figures stay as they were.
    const { qty, cost, price } = existing && stockCount > 0 ? existing : input
    const row = {
      name: input.name,
      sku,
      barcode,
      category_id: input.category_id,
      type: input.type,
      price,
      cost: input.type === 'Service' ? 0 : cost,
      // The basic qty changes only through the stock service, below.
      qty: existing?.qty ?? 0,
      warehouseSaleFrom: input.warehouseSaleFrom,
      unitOfMeasure: input.unitOfMeasure,
      imei: input.imei,
      sNumber: input.sNumber,
      description: input.description ? sanitizeDescription(input.description) : '',
      discounted: input.discounted,
      state: input.state,
      serialTracked: input.serialTracked ?? existing?.serialTracked ?? 0,
      search_text: repo.productSearchText({ name: input.name, sku, barcode }),
      updated_at: now,
    }
    let productId: number
    if (existing) {
      productId = existing.id
      await repo.updateProduct(trx, productId, row)
    } else {
      productId = await repo.insertProduct(trx, { ...row, image: null, created_at: now })
    }
    await repo.replaceVariants(trx, productId, input.type === 'Combo' ? input.variants : [])
    await repo.replaceProductSuppliers(trx, productId, supplierIds)
    // The quantity typed on the form: an opening movement for a new product, an adjustment for an
    // edit, so every basic qty is the sum of its movements like every stock row.
    const delta = (input.type === 'Service' ? 0 : qty) - (existing?.qty ?? 0)
    if (delta !== 0) {
      await stock.move(
        trx,
        [{ product_id: productId, warehouse_id: null, delta, reason: existing ? 'adjustment' : 'opening' }],
        { allowNegative: true },
      )
    }
    const after = await auditedProduct(trx, await requireProduct(trx, productId))
    await recordAudit(trx, {
      entity: 'product',
      entityId: productId,
      action: existing ? 'updated' : 'created',
      before,
      after,
    })
    return productId
  }

  /**
   * Products from a CSV file (issue 28, item 14), created in one transaction each exactly as the form's
   * create call creates it. The file was checked before; what changed since (a SKU taken in between) is
   * a 409 naming the row, and nothing is written.
   */
  async function createAll(products: readonly { row: number; write: ProductWrite }[]): Promise<number[]> {
    const allowedUnits = await units()
    let current = 0
    try {
      return await db.transaction().execute(async (trx) => {
        const ids: number[] = []
        for (const { row, write } of products) {
          current = row
          ids.push(await writeProduct(trx, null, write, allowedUnits))
        }
        return ids
      })
    } catch (error) {
      const field = uniqueViolationOf(error)
      if (field) {
        throw new ConflictError(PRODUCT_IMPORT_MESSAGES.conflict(current, FIELD_MESSAGES.taken(PRODUCT_LABELS[field])))
      }
      if (error instanceof ValidationError) {
        const first = Object.values(error.errors ?? {})[0]?.[0] ?? error.message
        throw new ConflictError(PRODUCT_IMPORT_MESSAGES.conflict(current, first))
      }
      throw error
    }
  }

  async function toggleFlag(id: number, column: 'state' | 'discounted', value: 0 | 1 | undefined): Promise<0 | 1> {
    return db.transaction().execute(async (trx) => {
      const product = await requireProduct(trx, id)
      const next: 0 | 1 = value ?? (product[column] === 1 ? 0 : 1)
      await repo.updateProduct(trx, id, { [column]: next, updated_at: nowIso() })
      await recordAudit(trx, {
        entity: 'product',
        entityId: id,
        action: column === 'state' ? 'sale state switched' : 'discount switched',
        before: { [column]: product[column] },
        after: { [column]: next },
      })
      return next
    })
  }

  return {
    async formData() {
      const [warehouses, categories, suppliers, unitList] = await Promise.all([
        repo.listWarehouseSummaries(db),
        repo.listCategories(db),
        repo.listSupplierSummaries(db),
        units(),
      ])
      return {
        warehouses,
        categories: categories.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
        suppliers,
        units: unitList,
      }
    },

    /** The products list: a page of the catalogue or of one category, searched, with the till's figures. */
    list(query: PagingQuery & Partial<ProductListFilter>) {
      return repo.listProducts(db, dialect, query)
    },

    /** Every product of the list's category and search as CSV text, a chunk at a time. */
    async *exportCsv(query: { search: string; category_id: number | null }): AsyncGenerator<string> {
      const timeZone = settings.shopTimezone((await settings.get()).general)
      yield* productCsv(db, dialect, query, timeZone)
    },

    /** The import file's header and one example row (an existing category and unit when there are some). */
    async importTemplate(): Promise<string[][]> {
      const [categories, unitList] = await Promise.all([repo.listCategories(db), units()])
      return importTemplate({ category: categories[0]?.name ?? '', unit: unitList[0] ?? '' })
    },

    /** Every row of an import file with its errors; nothing is written. */
    async previewImport(file: Buffer) {
      const records = importRecords(file)
      return (await checkImport(records, await importLookups(db, await units(), records.rows))).preview
    },

    /**
     * The file checked again as the preview checks it, then every product created in one transaction, or
     * none: a row with an error is a 422 on the file, a code taken since the preview a 409 naming the row.
     */
    async importFile(file: Buffer): Promise<number[]> {
      const records = importRecords(file)
      const { preview, products } = await checkImport(records, await importLookups(db, await units(), records.rows))
      if (preview.invalid > 0) {
        const details = preview.rows
          .filter((row) => Object.keys(row.errors).length > 0)
          .slice(0, 20)
          .map((row) => `Row ${row.row}: ${Object.values(row.errors).flat().join(' ')}`)
        throw new ValidationError({ file: [PRODUCT_IMPORT_MESSAGES.invalidRows(preview.invalid), ...details] })
      }
      return createAll(products)
    },

    findByBarcode(barcode: string) {
      return repo.findProductByBarcode(db, barcode)
    },

    findBySku(sku: string) {
      return repo.findProductBySku(db, sku)
    },

    /** The product with its category, warehouse, variants and suppliers, and its stock rows. Cents. */
    async detail(id: number) {
      const product = await requireProduct(db, id)
      const [variants, suppliers, stocks, category, warehouse] = await Promise.all([
        repo.listVariants(db, id),
        repo.listProductSuppliers(db, id),
        repo.listProductStocks(db, id),
        product.category_id === null ? undefined : repo.findCategory(db, product.category_id),
        repo.findWarehouse(db, product.warehouseSaleFrom),
      ])
      return {
        product: {
          ...product,
          category: category ? { id: category.id, name: category.name } : null,
          warehouse: warehouse ?? null,
          variants: variants.map((variant) => ({
            ...variant,
            name: variantDisplayName(product.name, variant.variant),
          })),
          suppliers,
        },
        stocks: stocks.map((stock) => ({ ...stock, active: stock.warehouse_id === product.warehouseSaleFrom })),
      }
    },

    /** The suppliers of a product (404 for an unknown product): the purchase-by-product form picks one. */
    async suppliersOfProduct(id: number) {
      await requireProduct(db, id)
      return repo.listProductSuppliers(db, id)
    },

    create(input: ProductWrite) {
      return saveProduct(null, input)
    },

    async update(id: number, input: ProductWrite): Promise<void> {
      await saveProduct(id, input)
    },

    /**
     * A product with history (orders, purchases, stock) stays: 409. One without is removed with its
     * variants and supplier links, and its image file.
     */
    async remove(id: number): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const product = await requireProduct(trx, id)
        if (await repo.productHasHistory(trx, id)) throw new ConflictError(CATALOG_MESSAGES.productHasHistory)
        const before = await auditedProduct(trx, product)
        await repo.deleteProduct(trx, id)
        await recordAudit(trx, { entity: 'product', entityId: id, action: 'removed', before })
        return product.image
      })
      await uploads.removePublic(image)
    },

    toggleState(id: number, value?: 0 | 1) {
      return toggleFlag(id, 'state', value)
    },

    toggleDiscount(id: number, value?: 0 | 1) {
      return toggleFlag(id, 'discounted', value)
    },

    setProductImage(id: number, file: UploadedFile | undefined): Promise<string> {
      return replaceImage(
        { entity: 'product', column: 'image', area: 'products', find: repo.findProduct, update: repo.updateProduct },
        id,
        file,
      )
    },

    /** Spec 001 §4: only a warehouse holding this product (quantity above 0) can become the one it sells from. */
    /**
     * Sells the product from a warehouse, in the caller's transaction: the stock receipt uses it when
     * the user chose to sell goods from the warehouse they were just received into.
     */
    async sellFromIn(trx: Kysely<Database>, id: number, warehouseId: number): Promise<void> {
      await repo.updateProduct(trx, id, { warehouseSaleFrom: warehouseId, updated_at: nowIso() })
    },

    async setForSale(id: number, warehouseId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const product = await requireProduct(trx, id)
        const stock = await repo.findStock(trx, id, warehouseId)
        if (!stock || stock.quantity <= 0) {
          throw ValidationError.field('warehouse_id', tr('messages:server.warehouseNoStock'))
        }
        // The till then sells at this row's price and takes its quantity (the basic figures stay).
        await repo.updateProduct(trx, id, { warehouseSaleFrom: warehouseId, updated_at: nowIso() })
        await recordAudit(trx, {
          entity: 'product',
          entityId: id,
          action: 'sale warehouse set',
          before: { warehouseSaleFrom: product.warehouseSaleFrom },
          after: { warehouseSaleFrom: warehouseId },
        })
      })
    },

    /**
     * The barcode image of the product's barcode in the chosen symbology, and what the label prints:
     * the price it sells at (the selling warehouse's stock price when it has one, as at the till).
     */
    async printLabel(id: number, symbology: LabelSymbology) {
      const product = await requireProduct(db, id)
      const stock = await repo.findStock(db, id, product.warehouseSaleFrom)
      const label = await renderLabel(symbology, product.barcode)
      const price = stock?.price ?? product.price
      return {
        label,
        item: { id: product.id, name: product.name, sku: product.sku, barcode: product.barcode, price, symbology },
      }
    },
    ...categories,
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
