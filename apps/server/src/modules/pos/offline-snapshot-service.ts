import type { OfflineCataloguePage, OfflineCustomersPage } from '@counterpart/domain/schemas/offline'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'
import type { PosDeps } from './service.ts'
import { groupVariants } from './terminal-service.ts'
import { toOfflineProduct } from './wire.ts'

/**
 * The snapshot a till keeps for selling offline (issue 18): products and customers a page at a time in id
 * order. Keyset pages (`after` the last id) cost the same at the 100th page as at the first.
 */
export function createOfflineSnapshotService({ db, contacts }: PosDeps) {
  /** One row more than asked says whether another page follows. */
  function paged<T extends { id: number }>(rows: T[], limit: number) {
    const page = rows.slice(0, limit)
    return { page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null }
  }

  return {
    async offlineCatalogue(after: number, limit: number): Promise<OfflineCataloguePage> {
      const asOf = nowIso()
      const { page, next } = paged(await repo.offlineCatalogue(db, after, limit + 1), limit)
      const variants = groupVariants(
        await repo.variantsOf(
          db,
          page.map((row) => row.id),
        ),
      )
      return {
        asOf,
        products: page.map((row) => toOfflineProduct({ row, variants: variants.get(row.id) ?? [], stockElsewhere: 0 })),
        next,
      }
    },

    async offlineCustomers(after: number, limit: number): Promise<OfflineCustomersPage> {
      const asOf = nowIso()
      const { page, next } = paged(await contacts.customersAfter(after, limit + 1), limit)
      return { asOf, customers: page, next }
    },
  }
}
