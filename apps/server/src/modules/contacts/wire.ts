import { isLanguage } from '@counterpart/domain/i18n/languages'
import type { Selectable } from 'kysely'
import { fromCents } from '@counterpart/domain/money'
import type { BalanceRow } from '@counterpart/domain/schemas/balances'
import type { CustomerRelationship } from '@counterpart/domain/schemas/customer-relationship'
import type {
  CustomerDetailResponse,
  CustomerRecord,
  Gender,
  SupplierDetailResponse,
  SupplierRecord,
} from '@counterpart/domain/schemas/contacts'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { orderKind } from '@counterpart/domain/schemas/orders'
import type { CustomerTable, SupplierTable } from '../../db/schema.ts'
import type { BalancesService } from './balances-service.ts'
import type { ContactsService } from './service.ts'

/** Contacts as the wire shows them: the one place their payments' and products' cents become decimals. */

function gender(value: string | null): Gender | null {
  return value === 'Male' || value === 'Female' ? value : null
}

/** The fields a customer and a supplier share, as the wire shows them. */
function personFields(row: Selectable<CustomerTable> | Selectable<SupplierTable>): Omit<CustomerRecord, 'language'> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    identification: row.identification,
    taxId: row.taxId,
    gender: gender(row.gender),
    dateOfBirth: row.dateOfBirth,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function toCustomerRecord(row: Selectable<CustomerTable>): CustomerRecord {
  return { ...personFields(row), language: isLanguage(row.language) ? row.language : null }
}

export function toSupplierRecord(row: Selectable<SupplierTable>): SupplierRecord {
  return {
    ...personFields(row),
    company: row.company,
    companyAddress: row.companyAddress,
    shippingAdress: row.shippingAdress,
  }
}

/** A customer with their latest payments, each naming its order. */
export function toCustomerDetail(customer: Awaited<ReturnType<ContactsService['customer']>>): CustomerDetailResponse {
  return {
    customer: {
      ...toCustomerRecord(customer),
      payments: customer.payments.map((payment) => ({
        id: payment.id,
        order_id: payment.order_id,
        order: {
          id: payment.order_id,
          key: payment.order_key,
          totalAmount: fromCents(payment.order_totalAmount),
          kind: orderKind({
            salling: payment.order_salling,
            refunding: payment.order_refunding,
            purchasing: payment.order_purchasing,
          }),
        },
        gateway: payment.gateway,
        status: payment.status === 1,
        method: payment.method === 1,
        type: payment.type,
        amount: fromCents(payment.amount),
        note: payment.note,
        dueDate: payment.dueDate,
        created_at: payment.created_at,
        updated_at: payment.updated_at,
      })),
    },
  }
}

/** A supplier with the products they supply. */
export function toSupplierDetail(supplier: Awaited<ReturnType<ContactsService['supplier']>>): SupplierDetailResponse {
  return {
    supplier: {
      ...toSupplierRecord(supplier),
      products: supplier.products.map(({ warehouseName, ...product }) => ({
        ...product,
        cost: fromCents(product.cost),
        warehouseSaleFromName: warehouseName ?? null,
      })),
    },
  }
}

/**
 * The customer's relationship on the wire: amounts as decimals. The balance and lifetime value add up only
 * the parts the reader may see, so a figure never gives away what a list would not.
 */
export function toCustomerRelationship(
  parts: Awaited<ReturnType<ContactsService['customerRelationship']>>,
): CustomerRelationship {
  const { sales, refunds, repairs, buybacks } = parts
  const balance = (sales?.due ?? 0) + (repairs?.due ?? 0)
  const lifetime = (sales?.amount ?? 0) - (refunds?.amount ?? 0) + (repairs?.amount ?? 0)
  return {
    sales: sales && {
      count: sales.count,
      amount: fromCents(sales.amount),
      due: fromCents(sales.due),
      latest: sales.latest.map((row) => ({
        id: row.id,
        key: row.key,
        created_at: row.created_at,
        totalAmount: fromCents(row.totalAmount),
        due: fromCents(row.due),
      })),
    },
    refunds: refunds && {
      count: refunds.count,
      amount: fromCents(refunds.amount),
      latest: refunds.latest.map((row) => ({
        id: row.id,
        key: row.key,
        created_at: row.created_at,
        totalAmount: fromCents(row.totalAmount),
      })),
    },
    repairs: repairs && {
      count: repairs.count,
      amount: fromCents(repairs.amount),
      due: fromCents(repairs.due),
      open: repairs.open,
      latest: repairs.latest.map((row) => ({
        ...row,
        totalAmount: fromCents(row.totalAmount),
        due: fromCents(row.due),
      })),
    },
    buybacks: buybacks && {
      count: buybacks.count,
      amount: fromCents(buybacks.amount),
      latest: buybacks.latest.map((row) => ({ ...row, cost: fromCents(row.cost), isSold: row.isSold === 1 })),
    },
    balance: fromCents(balance),
    lifetimeValue: fromCents(lifetime),
  }
}

type ListedBalance = Awaited<ReturnType<BalancesService['list']>>['items'][number]

/** The name a balance row shows: the person, the supplier's company with them, or the walk-in line. */
function balanceName(row: ListedBalance): string {
  if (row.party_id === null) return 'Walk-in customers (no customer chosen)'
  if (row.firstName === null) return `#${row.party_id}`
  const person = contactName({ firstName: row.firstName, lastName: row.lastName })
  return row.company ? `${row.company} (${person})` : person
}

export function toBalanceRow(row: ListedBalance): BalanceRow {
  return {
    kind: row.kind,
    id: row.party_id,
    name: balanceName(row),
    email: row.email ?? '',
    phone: row.phone ?? '',
    orders: Number(row.orders),
    oldest: row.oldest,
    total: fromCents(Number(row.total)),
    current: fromCents(Number(row.current)),
    days31to60: fromCents(Number(row.days31to60)),
    days61to90: fromCents(Number(row.days61to90)),
    over90: fromCents(Number(row.over90)),
  }
}

export const agedAsDecimals = (totals: Awaited<ReturnType<BalancesService['list']>>['customers']) => ({
  total: fromCents(totals.total),
  current: fromCents(totals.current),
  days31to60: fromCents(totals.days31to60),
  days61to90: fromCents(totals.days61to90),
  over90: fromCents(totals.over90),
})
