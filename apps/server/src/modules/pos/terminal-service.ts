import { PRODUCT_SEARCH_LIMIT, type PosCategory } from '@counterpart/domain/schemas/pos'
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
export function createTerminalService({ db, dialect, settings, buyback }: PosDeps) {
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
    async products(categoryId: number | undefined): Promise<TerminalProduct[]> {
      const { pos } = await settings.get()
      let categoryIds: number[] | null = null
      if (categoryId !== undefined) {
        // The category and everything under it (sub-categories, and theirs).
        const all = await repo.categoryParents(db)
        categoryIds = [categoryId]
        for (let index = 0; index < categoryIds.length; index += 1) {
          const parent = categoryIds[index]
          for (const row of all) if (row.parent_id === parent && !categoryIds.includes(row.id)) categoryIds.push(row.id)
        }
      }
      return withVariants(await repo.posProducts(db, { categoryIds, limit: pos.posProductsLimit }))
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

    /** Name, SKU or barcode; an exact barcode of an unsold item bought from a customer is found too. */
    async search(key: string) {
      const items = await withVariants(await repo.searchProducts(db, dialect, key, PRODUCT_SEARCH_LIMIT))
      const custom = items.length ? [] : await repo.findUnsoldCustomByBarcode(db, key)
      return { items, custom }
    },
  }
}
