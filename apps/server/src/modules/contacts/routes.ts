import type { Selectable } from 'kysely'
import { fromCents } from '@counterpart/domain/money'
import {
  CONTACT_MESSAGES,
  contactAddedResponseSchema,
  customerDetailResponseSchema,
  customerListResponseSchema,
  customerEditSchema,
  customerInputSchema,
  supplierEditSchema,
  supplierInputSchema,
  CUSTOMER_PERSONAL_FIELDS,
  posCustomersResponseSchema,
  SUPPLIER_PERSONAL_FIELDS,
  supplierDetailResponseSchema,
  supplierListResponseSchema,
  type CustomerDetailResponse,
  type CustomerListItem,
  type CustomerRecord,
  type Gender,
  type PosCustomer,
  type SupplierDetailResponse,
  type SupplierListItem,
  type SupplierRecord,
} from '@counterpart/domain/schemas/contacts'
import { orderKind } from '@counterpart/domain/schemas/orders'
import { pagingQuerySchema, type Page } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import type { CustomerTable, SupplierTable } from '../../db/schema.ts'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { ContactsService } from './service.ts'

function gender(value: string | null): Gender | null {
  return value === 'Male' || value === 'Female' ? value : null
}

function toCustomerRecord(row: Selectable<CustomerTable>): CustomerRecord {
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

function toSupplierRecord(row: Selectable<SupplierTable>): SupplierRecord {
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
    company: row.company,
    companyAddress: row.companyAddress,
    shippingAdress: row.shippingAdress,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** A list row without the given personal fields, unless the caller may see them. */
function listRow<T extends object>(record: T, personal: readonly string[], full: boolean): Partial<T> {
  if (full) return record
  const row: Partial<T> = { ...record }
  for (const field of personal) delete row[field as keyof T]
  return row
}

function mayReadPersonal(auth: Auth | null, kind: 'customer' | 'supplier'): boolean {
  const actions = auth?.actions
  if (!actions) return false
  return kind === 'customer'
    ? Boolean(actions.customerDetials || actions.customerEdit)
    : Boolean(actions.supplierDetials || actions.supplierEdit)
}

export function contactsRoutes(contacts: ContactsService) {
  return [
    route({
      method: 'GET',
      url: '/customer',
      // The customer list is the way into every customer screen; any staff member may look people up.
      // The personal fields (ID number, tax id, address, birth date) go only to customerDetials/customerEdit.
      gate: 'signedIn',
      summary:
        'Paged customers, searched over name, phone and email; personal fields only for customerDetials or customerEdit',
      query: pagingQuerySchema,
      response: customerListResponseSchema,
      handler: async ({ query, auth }): Promise<Page<CustomerListItem>> => {
        const page = await contacts.listCustomers(query)
        const full = mayReadPersonal(auth, 'customer')
        return {
          items: page.items.map(
            (row) => listRow(toCustomerRecord(row), CUSTOMER_PERSONAL_FIELDS, full) as CustomerListItem,
          ),
          total: page.total,
        }
      },
    }),
    route({
      method: 'GET',
      url: '/customer/:id',
      gate: 'customerDetials',
      summary: 'A customer with their payments',
      params: idParams,
      response: customerDetailResponseSchema,
      handler: async ({ params }): Promise<CustomerDetailResponse> => {
        const customer = await contacts.customer(params.id)
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
      },
    }),
    route({
      method: 'POST',
      url: '/customer',
      gate: 'customerCreate',
      summary: 'Adds a customer',
      body: customerInputSchema,
      response: contactAddedResponseSchema,
      status: 201,
      handler: ({ body }) => addedWith(contacts.createCustomer(body), CONTACT_MESSAGES.customerAdded),
    }),
    route({
      method: 'PATCH',
      url: '/customer/:id',
      gate: 'customerEdit',
      summary: 'Edits a customer (only the fields sent)',
      params: idParams,
      body: customerEditSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(contacts.updateCustomer(params.id, body), CONTACT_MESSAGES.customerUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/customer/:id',
      gate: 'customerRemove',
      summary: 'Removes a customer without orders or payments (else 409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(contacts.removeCustomer(params.id), CONTACT_MESSAGES.customerRemoved),
    }),
    route({
      method: 'GET',
      url: '/customers-for-pos',
      gate: 'saleCreate',
      summary: 'Customers for the POS picker: id, firstName, lastName, phone, email',
      response: posCustomersResponseSchema,
      handler: async (): Promise<{ customers: PosCustomer[] }> => ({ customers: await contacts.posCustomers() }),
    }),
    route({
      method: 'GET',
      url: '/supplier',
      gate: 'signedIn',
      summary:
        'Paged suppliers, searched over name, company, phone and email; personal fields only for supplierDetials or supplierEdit',
      query: pagingQuerySchema,
      response: supplierListResponseSchema,
      handler: async ({ query, auth }): Promise<Page<SupplierListItem>> => {
        const page = await contacts.listSuppliers(query)
        const full = mayReadPersonal(auth, 'supplier')
        return {
          items: page.items.map(
            (row) => listRow(toSupplierRecord(row), SUPPLIER_PERSONAL_FIELDS, full) as SupplierListItem,
          ),
          total: page.total,
        }
      },
    }),
    route({
      method: 'GET',
      url: '/supplier/:id',
      gate: 'supplierDetials',
      summary: 'A supplier with the products they supply',
      params: idParams,
      response: supplierDetailResponseSchema,
      handler: async ({ params }): Promise<SupplierDetailResponse> => {
        const supplier = await contacts.supplier(params.id)
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
      },
    }),
    route({
      method: 'POST',
      url: '/supplier',
      gate: 'supplierCreate',
      summary: 'Adds a supplier',
      body: supplierInputSchema,
      response: contactAddedResponseSchema,
      status: 201,
      handler: ({ body }) => addedWith(contacts.createSupplier(body), CONTACT_MESSAGES.supplierAdded),
    }),
    route({
      method: 'PATCH',
      url: '/supplier/:id',
      gate: 'supplierEdit',
      summary: 'Edits a supplier (only the fields sent)',
      params: idParams,
      body: supplierEditSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(contacts.updateSupplier(params.id, body), CONTACT_MESSAGES.supplierUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/supplier/:id',
      gate: 'supplierRemove',
      summary: 'Removes a supplier without purchases (else 409); their product links go with them',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(contacts.removeSupplier(params.id), CONTACT_MESSAGES.supplierRemoved),
    }),
  ]
}
