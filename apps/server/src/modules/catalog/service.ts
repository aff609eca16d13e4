import type { Kysely } from 'kysely'
import { fromCents } from '@counterpart/domain/money'
import { variantDisplayName } from '@counterpart/domain/pricing/catalog'
import {
  CATEGORY_LABELS,
  IMAGE_LABELS,
  PRODUCT_LABELS,
  PRODUCT_MESSAGES,
  type CategoryTreeNode,
  type LabelSymbology,
  type ProductType,
} from '@counterpart/domain/schemas/catalog'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { CategoryRow, Database, ProductRow } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import { requireImage, type UploadedFile, type UploadStore } from '../../platform/uploads.ts'
import type { StockService } from '../inventory/stock-service.ts'
import type { SettingsService } from '../settings/service.ts'
import { renderLabel } from './labels.ts'
import { randomBarcode, randomSku, uniqueViolationOf } from './product-codes.ts'
import * as repo from './repository.ts'
import { sanitizeDescription } from './rich-text.ts'

/** A product as the service takes it: money already in cents (the route converts). */
export interface ProductWrite {
  name: string
  barcode: string
  sku: string
  category_id: number | null
  type: ProductType
  price: number
  cost: number
  qty: number
  suppliers: number[]
  warehouseSaleFrom: number
  unitOfMeasure: string
  imei: string
  sNumber: string
  description: string
  variants: { variant: string; price: number }[]
  discounted: 0 | 1
  state: 0 | 1
}

export interface CategoryWrite {
  name: string
  barcode: string
  mode: 0 | 1
  parent_id: number | null
  children: number[]
}

export const CATALOG_MESSAGES = {
  productCreated: 'Product created successfully !',
  productUpdated: 'Product updated successfully !',
  productRemoved: 'Product removed successfully !',
  productHasHistory:
    'This product has sales, purchases or stock and cannot be removed. Set it Inactive to stop selling it.',
  stateChanged: 'Product state updated successfully !',
  discountChanged: 'Product discount updated successfully !',
  imageUpdated: 'Image uploaded successfully !',
  setForSale: 'Warehouse activated for sale successfully !',
  categoryCreated: 'Category created successfully !',
  categoryUpdated: 'Category updated successfully !',
  categoryRemoved: 'Category removed successfully !',
  categoryHasChildren: 'This category has children categories. Move or remove them first.',
} as const

export function createCatalogService(deps: {
  db: Kysely<Database>
  dialect: DialectName
  uploads: UploadStore
  settings: SettingsService
  /** A quantity set on the product form is a stock movement like any other (docs/decisions.md). */
  stock: StockService
}) {
  const { db, dialect, uploads, settings, stock } = deps

  async function requireProduct(trx: Kysely<Database>, id: number): Promise<ProductRow> {
    const product = await repo.findProduct(trx, id)
    if (!product) throw new NotFoundError()
    return product
  }

  /**
   * A product as its audit events show it: the form's fields with money in decimals as on the wire, its
   * variants and its suppliers' ids. Read in the change's transaction, before and after the change.
   */
  async function auditedProduct(trx: Kysely<Database>, product: ProductRow): Promise<Record<string, unknown>> {
    const variants = await repo.listVariants(trx, product.id)
    const suppliers = await repo.listProductSuppliers(trx, product.id)
    const { search_text: _search, created_at: _created, updated_at: _updated, ...fields } = product
    return {
      ...fields,
      price: fromCents(fields.price),
      cost: fromCents(fields.cost),
      variants: variants.map((variant) => ({ variant: variant.variant, price: fromCents(variant.price) })),
      suppliers: suppliers.map((supplier) => supplier.id),
    }
  }

  /** A category as its audit events show it, with the ids of its children. */
  async function auditedCategory(trx: Kysely<Database>, category: CategoryRow): Promise<Record<string, unknown>> {
    const { created_at: _created, updated_at: _updated, ...fields } = category
    return { ...fields, children: await repo.childCategoryIds(trx, category.id) }
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
      return await db.transaction().execute(async (trx) => {
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
      })
    } catch (error) {
      // Two saves racing for the same code: the unique index decides, the loser gets the field error.
      const field = uniqueViolationOf(error)
      if (field) throw ValidationError.field(field, FIELD_MESSAGES.taken(PRODUCT_LABELS[field]))
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

  async function categoryGraph(trx: Kysely<Database>) {
    const rows = await repo.listCategories(trx)
    const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]))
    const ancestorsOf = (id: number): number[] => {
      const chain: number[] = []
      let current = parentOf.get(id) ?? null
      while (current !== null && !chain.includes(current)) {
        chain.push(current)
        current = parentOf.get(current) ?? null
      }
      return chain
    }
    return { rows, parentOf, ancestorsOf }
  }

  async function saveCategory(id: number | null, input: CategoryWrite): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const existing = id === null ? null : await repo.findCategory(trx, id)
      if (id !== null && !existing) throw new NotFoundError()
      const before = existing ? await auditedCategory(trx, existing) : null
      const { parentOf, ancestorsOf } = await categoryGraph(trx)
      // Without relationship mode a category stands alone: no parent, no children.
      const parentId = input.mode === 1 ? input.parent_id : null
      const children = input.mode === 1 ? [...new Set(input.children)] : []

      const errors: Record<string, string[]> = {}
      const add = (field: string, message: string) => (errors[field] ??= []).push(message)
      if (input.barcode && (await repo.categoryCodeTaken(trx, input.barcode, id ?? undefined))) {
        add('barcode', FIELD_MESSAGES.taken(CATEGORY_LABELS.barcode))
      }
      if (parentId !== null) {
        if (!parentOf.has(parentId)) add('parent_id', FIELD_MESSAGES.selected(CATEGORY_LABELS.parent_id))
        else if (parentId === id) add('parent_id', 'A category cannot be its own parent.')
        else if (id !== null && ancestorsOf(parentId).includes(id)) {
          add('parent_id', 'The parent category is inside this category: that would make a cycle.')
        }
      }
      // A child may not be this category, its parent or anything above the parent.
      const above = parentId === null ? [] : [parentId, ...ancestorsOf(parentId)]
      for (const child of children) {
        if (!parentOf.has(child)) add('children', FIELD_MESSAGES.selected(CATEGORY_LABELS.children))
        else if (child === id) add('children', 'A category cannot be its own child.')
        else if (above.includes(child))
          add('children', 'A parent category cannot also be a child: that would make a cycle.')
      }
      if (Object.keys(errors).length > 0) {
        throw new ValidationError(
          Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, [...new Set(list)]])),
        )
      }

      const now = nowIso()
      const row = {
        name: input.name,
        barcode: input.barcode || null,
        mode: input.mode,
        parent_id: parentId,
        updated_at: now,
      }
      let categoryId: number
      if (existing) {
        categoryId = existing.id
        await repo.updateCategory(trx, categoryId, row)
      } else {
        categoryId = await repo.insertCategory(trx, { ...row, image: null, created_at: now })
      }
      await repo.setCategoryChildren(trx, categoryId, children, now)
      const saved = await repo.findCategory(trx, categoryId)
      if (!saved) throw new Error(`category ${categoryId} vanished in its own save`)
      await recordAudit(trx, {
        entity: 'category',
        entityId: categoryId,
        action: existing ? 'updated' : 'created',
        before,
        after: await auditedCategory(trx, saved),
      })
      return categoryId
    })
  }

  async function storeImage(file: UploadedFile | undefined, area: 'products' | 'categories') {
    const image = await requireImage(file, 'image', IMAGE_LABELS.image)
    return uploads.savePublic(area, image.buffer, image.ext)
  }

  /**
   * Replaces the image of a product or a category: 404 unknown; the new file is stored first, the row
   * changed and audited in one transaction (the new file removed when it fails), then the previous file
   * removed. Answers the new image's URL.
   */
  async function replaceImage(
    owner: {
      area: 'products' | 'categories'
      entity: 'product' | 'category'
      find: (trx: Kysely<Database>, id: number) => Promise<{ image: string | null } | undefined>
      update: (trx: Kysely<Database>, id: number, change: { image: string; updated_at: string }) => Promise<void>
    },
    id: number,
    file: UploadedFile | undefined,
  ): Promise<string> {
    if (!(await owner.find(db, id))) throw new NotFoundError()
    const url = await storeImage(file, owner.area)
    let previous: string | null
    try {
      previous = await db.transaction().execute(async (trx) => {
        const before = await owner.find(trx, id)
        if (!before) throw new NotFoundError()
        await owner.update(trx, id, { image: url, updated_at: nowIso() })
        await recordAudit(trx, {
          entity: owner.entity,
          entityId: id,
          action: 'image changed',
          before: { image: before.image },
          after: { image: url },
        })
        return before.image
      })
    } catch (error) {
      await uploads.removePublic(url)
      throw error
    }
    await uploads.removePublic(previous)
    return url
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

    list(paging: PagingQuery) {
      return repo.listProducts(db, dialect, paging)
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
        { area: 'products', entity: 'product', find: repo.findProduct, update: repo.updateProduct },
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
          throw ValidationError.field(
            'warehouse_id',
            'Only a warehouse with this product in stock (quantity above 0) can sell it.',
          )
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

    // ---- categories ----

    async categoryTree(): Promise<CategoryTreeNode[]> {
      const rows = await repo.listCategories(db)
      const nodes = new Map<number, CategoryTreeNode>(
        rows.map((row) => [row.id, { ...row, mode: row.mode === 1 ? 1 : 0, children: [] }]),
      )
      const roots: CategoryTreeNode[] = []
      for (const node of nodes.values()) {
        const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id)
        if (parent) parent.children.push(node)
        else roots.push(node)
      }
      return roots
    },

    async category(id: number) {
      const category = await repo.findCategory(db, id)
      if (!category) throw new NotFoundError()
      return { ...category, mode: category.mode === 1 ? 1 : 0, children: await repo.childCategoryIds(db, id) }
    },

    createCategory(input: CategoryWrite) {
      return saveCategory(null, input)
    },

    async updateCategory(id: number, input: CategoryWrite): Promise<void> {
      await saveCategory(id, input)
    },

    /** A category with children is refused (409); its products stay, uncategorised. */
    async removeCategory(id: number): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const category = await repo.findCategory(trx, id)
        if (!category) throw new NotFoundError()
        if ((await repo.childCategoryIds(trx, id)).length > 0)
          throw new ConflictError(CATALOG_MESSAGES.categoryHasChildren)
        const before = await auditedCategory(trx, category)
        await repo.deleteCategory(trx, id, nowIso())
        await recordAudit(trx, { entity: 'category', entityId: id, action: 'removed', before })
        return category.image
      })
      await uploads.removePublic(image)
    },

    setCategoryImage(id: number, file: UploadedFile | undefined): Promise<string> {
      return replaceImage(
        { area: 'categories', entity: 'category', find: repo.findCategory, update: repo.updateCategory },
        id,
        file,
      )
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
