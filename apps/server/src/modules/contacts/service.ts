import type { Kysely } from 'kysely'
import { CONTACT_MESSAGES, type CustomerPayload, type SupplierPayload } from '@counterpart/domain/schemas/contacts'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { isForeignKeyViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'

/** Detail pages show this many of a contact's payments or products; more belong in a paged list. */
export const DETAIL_LIMIT = 500
/** The POS customer picker loads this many customers at most. */
export const POS_CUSTOMERS_LIMIT = 1000

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

    async customerExists(id: number): Promise<boolean> {
      return (await repo.findCustomer(db, id)) !== undefined
    },

    async createCustomer(input: CustomerPayload): Promise<number> {
      const now = nowIso()
      return repo.insertCustomer(db, { ...input, created_at: now, updated_at: now })
    },

    async updateCustomer(id: number, input: Partial<CustomerPayload>): Promise<void> {
      if (!(await repo.updateCustomer(db, id, { ...input, updated_at: nowIso() }))) throw new NotFoundError()
    },

    async removeCustomer(id: number): Promise<void> {
      if (!(await repo.findCustomer(db, id))) throw new NotFoundError()
      // Payments belong to orders, so an order check covers both.
      if (await repo.customerHasOrders(db, id)) throw new ConflictError(CONTACT_MESSAGES.customerHasHistory)
      try {
        await repo.deleteCustomer(db, id)
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new ConflictError(CONTACT_MESSAGES.customerHasHistory)
        throw error
      }
    },

    posCustomers() {
      return repo.posCustomers(db, POS_CUSTOMERS_LIMIT)
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
      return repo.insertSupplier(db, { ...input, created_at: now, updated_at: now })
    },

    async updateSupplier(id: number, input: Partial<SupplierPayload>): Promise<void> {
      if (!(await repo.updateSupplier(db, id, { ...input, updated_at: nowIso() }))) throw new NotFoundError()
    },

    async removeSupplier(id: number): Promise<void> {
      if (!(await repo.findSupplier(db, id))) throw new NotFoundError()
      if (await repo.supplierHasOrders(db, id)) throw new ConflictError(CONTACT_MESSAGES.supplierHasHistory)
      try {
        await db.transaction().execute((trx) => repo.deleteSupplier(trx, id))
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new ConflictError(CONTACT_MESSAGES.supplierHasHistory)
        throw error
      }
    },
  }
}

export type ContactsService = ReturnType<typeof createContactsService>
