import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { recordAudit } from '../../platform/audit.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'
import type { PosDeps } from './service.ts'

/** The sold view's shipping: a sale's goods marked as sent, once. */
export function createShippingService({ db, dialect }: Pick<PosDeps, 'db' | 'dialect'>) {
  return {
    async markShipped(id: number): Promise<void> {
      const sale = await repo.findSaleHeader(db, dialect, id)
      if (!sale || sale.deleted_at) throw new NotFoundError()
      if (sale.salling !== 1) throw new ConflictError(POS_MESSAGES.notASale)
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markShipped(trx, id, nowIso()))) throw new ConflictError(POS_MESSAGES.alreadyShipped)
        await recordAudit(trx, {
          entity: 'order',
          entityId: id,
          action: 'marked shipped',
          before: { shippingStatus: 0 },
          after: { shippingStatus: 1 },
        })
      })
    },
  }
}
