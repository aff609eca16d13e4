import {
  POS_MESSAGES,
  POS_FAVOURITES_MAX,
  PRODUCT_SEARCH_LIMIT,
  TOP_SELLER_DAYS,
  type PosCategory,
} from '@counterpart/domain/schemas/pos'
import { recordAudit } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { PosDeps } from './service.ts'
import * as repo from './repository.ts'
import type { TerminalProduct } from './wire.ts'

/** A product's variants in their order, by product id (cents). */
export function groupVariants(rows: { product_id: number; variant: string; price: number }[]) {
  const byProduct = new Map<number, { variant: string; price: number }[]>()
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? []
    list.push({ variant: row.variant, price: Number(row.price) })
    byProduct.set(row.product_id, list)
  }
  return byProduct
}

/** What the terminal shows: product tiles, categories, items bought from customers, search answers. */
export function createTerminalService({ db, dialect, settings, buyback, devices }: PosDeps) {
  /** Tiles and search answers: the products with their variants and what they hold in other warehouses. */
  async function withVariants(rows: repo.PosProductRow[]): Promise<TerminalProduct[]> {
    const ids = [...new Set(rows.map((row) => row.id))]
    const variants = groupVariants(await repo.variantsOf(db, ids))
    const elsewhere = new Map<number, number>()
    for (const stock of await repo.stockOnHand(db, ids)) {
      const row = rows.find((candidate) => candidate.id === stock.product_id)
      if (!row || row.warehouseSaleFrom === stock.warehouse_id) continue
      elsewhere.set(stock.product_id, (elsewhere.get(stock.product_id) ?? 0) + Number(stock.quantity))
    }
    return rows.map((row) => ({
      row,
      variants: variants.get(row.id) ?? [],
      stockElsewhere: elsewhere.get(row.id) ?? 0,
    }))
  }

  return {
    /**
     * The tiles (issue 26): page `page` (posProductsLimit a page) of the active products, newest first,
     * optionally of one category and everything under it; `more` says whether a next page exists.
     */
    async products(query: {
      categoryId?: number | undefined
      page?: number | undefined
    }): Promise<{ items: TerminalProduct[]; more: boolean }> {
      const { pos } = await settings.get()
      let categoryIds: number[] | null = null
      if (query.categoryId !== undefined) {
        // The category and everything under it (sub-categories, and theirs).
        const all = await repo.categoryParents(db)
        categoryIds = [query.categoryId]
        for (let index = 0; index < categoryIds.length; index += 1) {
          const parent = categoryIds[index]
          for (const row of all) if (row.parent_id === parent && !categoryIds.includes(row.id)) categoryIds.push(row.id)
        }
      }
      const page = await repo.posProductsPage(db, { categoryIds, limit: pos.posProductsLimit, page: query.page ?? 1 })
      return { items: await withVariants(page.rows), more: page.more }
    },

    /**
     * The terminal's first page (issue 26): the owner's favourites in their order, or, with none set, the best
     * sellers of the last TOP_SELLER_DAYS days by the kept daily counts.
     */
    async favourites(): Promise<{ items: TerminalProduct[]; chosen: 'favourites' | 'top' }> {
      const favourites = await repo.favouriteProducts(db)
      if (favourites.length > 0) return { items: await withVariants(favourites), chosen: 'favourites' }
      const since = new Date(Date.now() - TOP_SELLER_DAYS * 86_400_000).toISOString().slice(0, 10)
      return { items: await withVariants(await repo.topSellers(db, since, POS_FAVOURITES_MAX)), chosen: 'top' }
    },

    favouriteList: () => repo.favouriteList(db),

    /** Sets the favourites, in order; every one must be an active product. One audited transaction. */
    async setFavourites(ids: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if ((await repo.countActiveProducts(trx, ids)) !== ids.length) {
          throw ValidationError.field('ids', POS_MESSAGES.favouriteUnknown)
        }
        const before = await repo.favouriteIds(trx)
        await repo.replaceFavourites(trx, ids)
        await recordAudit(trx, {
          entity: 'settings',
          entityId: 'posFavourites',
          action: 'updated',
          before: { favourites: before },
          after: { favourites: ids },
        })
      })
    },

    async categories(): Promise<PosCategory[]> {
      const { categories, counts } = await repo.categoriesWithCounts(db)
      const children = new Map<number, PosCategory['children']>()
      for (const category of categories) {
        if (category.parent_id === null) continue
        const list = children.get(category.parent_id) ?? []
        list.push({
          id: category.id,
          name: category.name,
          image: category.image,
          products: counts.get(category.id) ?? 0,
        })
        children.set(category.parent_id, list)
      }
      return categories
        .filter((category) => category.parent_id === null)
        .map((category) => ({
          id: category.id,
          name: category.name,
          image: category.image,
          products: counts.get(category.id) ?? 0,
          children: children.get(category.id) ?? [],
        }))
    },

    customProducts: () => buyback.listForPos(),

    /**
     * GET /pos/device (issue 29): the unit a scanned IMEI, its last 6 digits or a serial names, with what
     * the terminal adds for it: its product, or the unsold item the shop bought it as. Gated by the
     * terminal's own switch: a cashier needs no Device View to sell a phone.
     */
    async device(code: string) {
      const found = await devices.unitForCode(code)
      if (!found) return null
      const { unit } = found
      const product =
        unit.product_id === null
          ? null
          : ((await withVariants(await repo.posProductsByIds(db, [unit.product_id])))[0] ?? null)
      const custom = found.buybackId === null ? undefined : (await repo.findCustomProducts(db, [found.buybackId]))[0]
      return {
        id: unit.id,
        identifier: unit.imei1 ?? unit.serial ?? '',
        field: unit.imei1 === null ? ('sNumber' as const) : ('imei' as const),
        status: unit.status,
        refusal: found.refusal ?? (custom && custom.isSold === 1 ? POS_MESSAGES.notForSale(custom.model) : null),
        product,
        custom: custom ?? null,
      }
    },

    /** Name, SKU or barcode; an exact barcode of an unsold item bought from a customer is found too. */
    async search(key: string) {
      const items = await withVariants(await repo.searchProducts(db, dialect, key, PRODUCT_SEARCH_LIMIT))
      const custom = items.length ? [] : await repo.findUnsoldCustomByBarcode(db, key)
      return { items, custom }
    },
  }
}
