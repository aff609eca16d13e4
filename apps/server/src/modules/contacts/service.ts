import type { Kysely, Selectable } from 'kysely'
import { CONTACT_MESSAGES, type CustomerPayload, type SupplierPayload } from '@counterpart/domain/schemas/contacts'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { CustomerTable, Database, SupplierTable } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { isForeignKeyViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import * as relationship from './relationship-repository.ts'
import * as repo from './repository.ts'

/** Detail pages show this many of a contact's payments or products; more belong in a paged list. */
export const DETAIL_LIMIT = 500
/** The POS customer picker loads this many customers at most. */
export const POS_CUSTOMERS_LIMIT = 1000

/** A contact as its audit events show it: its fields as stored, the bookkeeping times left out. */
function auditedContact(row: Selectable<CustomerTable> | Selectable<SupplierTable>): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = row
  // Store credit is the ledger's (issue 31): its own events say every change, in money, not this row.
  if ('creditBalance' in fields) {
    const { creditBalance: _credit, ...contact } = fields
    return contact
  }
  return fields
}

/** Which parts of a customer's relationship the reader may see: each follows its own list's switch. */
export interface RelationshipParts {
  sales: boolean
  refunds: boolean
  repairs: boolean
  buybacks: boolean
}

/** Customers and suppliers. A contact that orders or payments point to is never deleted (409). */
export function createContactsService({ db, dialect }: { db: Kysely<Database>; dialect: DialectName }) {
  return {
    listCustomers(paging: PagingQuery) {
      return repo.listCustomers(db, dialect, paging)
    },

    async customer(id: number) {
      const customer = await repo.findCustomer(db, id)
      if (!customer) throw new NotFoundError()
      const payments = await repo.customerPayments(db, id, DETAIL_LIMIT)
      return { ...customer, payments }
    },

    /**
     * Issue 28, item 13: the customer's sales, refunds, repairs and buy-backs, each only when `may` lets the
     * reader open that kind of record (null otherwise). Amounts in cents.
     */
    async customerRelationship(id: number, may: RelationshipParts, limit: number) {
      const customer = await repo.findCustomer(db, id)
      if (!customer) throw new NotFoundError()
      const [sales, refunds, repairs, buybacks] = await Promise.all([
        may.sales ? relationship.orderFigures(db, id, 'salling', limit) : null,
        may.refunds ? relationship.orderFigures(db, id, 'refunding', limit) : null,
        may.repairs ? relationship.repairFigures(db, customer, limit) : null,
        may.buybacks ? relationship.buybackFigures(db, customer.phone, limit) : null,
      ])
      return { sales, refunds, repairs, buybacks }
    },

    async customerExists(id: number): Promise<boolean> {
      return (await repo.findCustomer(db, id)) !== undefined
    },

    async createCustomer(input: CustomerPayload): Promise<number> {
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertCustomer(trx, { ...input, created_at: now, updated_at: now })
        const created = await repo.findCustomer(trx, id)
        await recordAudit(trx, {
          entity: 'customer',
          entityId: id,
          action: 'created',
          after: created ? auditedContact(created) : null,
        })
        return id
      })
    },

    async updateCustomer(id: number, input: Partial<CustomerPayload>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findCustomer(trx, id)
        if (!before || !(await repo.updateCustomer(trx, id, { ...input, updated_at: nowIso() })))
          throw new NotFoundError()
        const after = await repo.findCustomer(trx, id)
        await recordAudit(trx, {
          entity: 'customer',
          entityId: id,
          action: 'updated',
          before: auditedContact(before),
          after: after ? auditedContact(after) : null,
        })
      })
    },

    async removeCustomer(id: number): Promise<void> {
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await repo.findCustomer(trx, id)
          if (!before) throw new NotFoundError()
          // Payments belong to orders, so an order check covers both.
          if (await repo.customerHasOrders(trx, id)) throw new ConflictError(CONTACT_MESSAGES.customerHasHistory)
          await repo.deleteCustomer(trx, id)
          await recordAudit(trx, {
            entity: 'customer',
            entityId: id,
            action: 'removed',
            before: auditedContact(before),
          })
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw new ConflictError(CONTACT_MESSAGES.customerHasHistory)
          throw error
        })
    },

    posCustomers() {
      return repo.posCustomers(db, POS_CUSTOMERS_LIMIT)
    },

    /** Customers a till keeps for on-credit sales offline, a page at a time in id order (issue 18). */
    customersAfter(after: number, limit: number) {
      return repo.customersAfter(db, after, limit)
    },

    listSuppliers(paging: PagingQuery) {
      return repo.listSuppliers(db, dialect, paging)
    },

    async supplier(id: number) {
      const supplier = await repo.findSupplier(db, id)
      if (!supplier) throw new NotFoundError()
      const products = await repo.suppliedProducts(db, id, DETAIL_LIMIT)
      return { ...supplier, products }
    },

    suppliedProducts(supplierId: number) {
      return repo.suppliedProducts(db, supplierId, DETAIL_LIMIT)
    },

    findSupplier(id: number) {
      return repo.findSupplier(db, id)
    },

    findCustomer(id: number) {
      return repo.findCustomer(db, id)
    },

    async createSupplier(input: SupplierPayload): Promise<number> {
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertSupplier(trx, { ...input, created_at: now, updated_at: now })
        const created = await repo.findSupplier(trx, id)
        await recordAudit(trx, {
          entity: 'supplier',
          entityId: id,
          action: 'created',
          after: created ? auditedContact(created) : null,
        })
        return id
      })
    },

    async updateSupplier(id: number, input: Partial<SupplierPayload>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findSupplier(trx, id)
        if (!before || !(await repo.updateSupplier(trx, id, { ...input, updated_at: nowIso() })))
          throw new NotFoundError()
        const after = await repo.findSupplier(trx, id)
        await recordAudit(trx, {
          entity: 'supplier',
          entityId: id,
          action: 'updated',
          before: auditedContact(before),
          after: after ? auditedContact(after) : null,
        })
      })
    },

    async removeSupplier(id: number): Promise<void> {
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await repo.findSupplier(trx, id)
          if (!before) throw new NotFoundError()
          if (await repo.supplierHasOrders(trx, id)) throw new ConflictError(CONTACT_MESSAGES.supplierHasHistory)
          await repo.deleteSupplier(trx, id)
          await recordAudit(trx, {
            entity: 'supplier',
            entityId: id,
            action: 'removed',
            before: auditedContact(before),
          })
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw new ConflictError(CONTACT_MESSAGES.supplierHasHistory)
          throw error
        })
    },
  }
}

export type ContactsService = ReturnType<typeof createContactsService>
