import type { z } from 'zod'
import { holdsGate, type PermissionFlag } from '@counterpart/domain/permissions'
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
  type CustomerRecord,
  type PosCustomer,
  type SupplierDetailResponse,
  type SupplierRecord,
} from '@counterpart/domain/schemas/contacts'
import {
  customerRelationshipResponseSchema,
  RELATIONSHIP_LIST_LIMIT,
  type CustomerRelationship,
} from '@counterpart/domain/schemas/customer-relationship'
import { pagingQuerySchema, type Page, type PagingQuery } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith, pageWith } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { ContactsService } from './service.ts'
import {
  toCustomerDetail,
  toCustomerRecord,
  toCustomerRelationship,
  toSupplierDetail,
  toSupplierRecord,
} from './wire.ts'

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

/**
 * The paged list of customers or of suppliers. It is the way into every contact screen, so any staff
 * member may look people up; the personal fields (ID number, tax id, addresses, birth date) go only to
 * holders of the kind's Detials or Edit permission.
 */
function contactListRoute<R extends CustomerRecord | SupplierRecord>(spec: {
  kind: 'customer' | 'supplier'
  summary: string
  response: z.ZodType<Page<Partial<R>>>
  list: (paging: PagingQuery) => Promise<Page<R>>
  personal: readonly string[]
}) {
  return route({
    method: 'GET',
    url: `/${spec.kind}`,
    gate: 'signedIn',
    summary: spec.summary,
    query: pagingQuerySchema,
    response: spec.response,
    handler: ({ query, auth }) => {
      const full = mayReadPersonal(auth, spec.kind)
      return pageWith(spec.list(query), (record) => listRow(record, spec.personal, full))
    },
  })
}

/** Adding, editing and removing a contact: the same three routes for customers and for suppliers. */
function contactWriteRoutes<Input, Edit>(spec: {
  kind: 'customer' | 'supplier'
  input: z.ZodType<Input>
  edit: z.ZodType<Edit>
  create: (input: Input) => Promise<number>
  update: (id: number, change: Edit) => Promise<void>
  remove: (id: number) => Promise<void>
  removeSummary: string
}) {
  const { kind } = spec
  return [
    route({
      method: 'POST',
      url: `/${kind}`,
      gate: `${kind}Create`,
      summary: `Adds a ${kind}`,
      body: spec.input,
      response: contactAddedResponseSchema,
      status: 201,
      handler: ({ body }) => addedWith(spec.create(body), CONTACT_MESSAGES[`${kind}Added`]),
    }),
    route({
      method: 'PATCH',
      url: `/${kind}/:id`,
      gate: `${kind}Edit`,
      summary: `Edits a ${kind} (only the fields sent)`,
      params: idParams,
      body: spec.edit,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(spec.update(params.id, body), CONTACT_MESSAGES[`${kind}Updated`]),
    }),
    route({
      method: 'DELETE',
      url: `/${kind}/:id`,
      gate: `${kind}Remove`,
      summary: spec.removeSummary,
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(spec.remove(params.id), CONTACT_MESSAGES[`${kind}Removed`]),
    }),
  ]
}

export function contactsRoutes(contacts: ContactsService) {
  return [
    contactListRoute({
      kind: 'customer',
      summary:
        'Paged customers, searched over name, phone and email; personal fields only for customerDetials or customerEdit',
      response: customerListResponseSchema,
      list: (paging) => pageWith(contacts.listCustomers(paging), toCustomerRecord),
      personal: CUSTOMER_PERSONAL_FIELDS,
    }),
    route({
      method: 'GET',
      url: '/customer/:id',
      gate: 'customerDetials',
      summary: 'A customer with their payments',
      params: idParams,
      response: customerDetailResponseSchema,
      handler: async ({ params }): Promise<CustomerDetailResponse> =>
        toCustomerDetail(await contacts.customer(params.id)),
    }),
    route({
      method: 'GET',
      url: '/customer/:id/relationship',
      gate: 'customerDetials',
      summary:
        "A customer's sales, refunds, repairs and buy-backs with their counts and totals, balance and lifetime value; each part only with its list's switch",
      params: idParams,
      response: customerRelationshipResponseSchema,
      handler: async ({ params, auth }): Promise<CustomerRelationship> => {
        const may = (flag: PermissionFlag) => holdsGate(auth?.actions, flag)
        const parts = { sales: may('saleList'), refunds: may('refundList'), repairs: may('repairManage') }
        return toCustomerRelationship(
          await contacts.customerRelationship(
            params.id,
            { ...parts, buybacks: may('customProductManage') },
            RELATIONSHIP_LIST_LIMIT,
          ),
        )
      },
    }),
    ...contactWriteRoutes({
      kind: 'customer',
      input: customerInputSchema,
      edit: customerEditSchema,
      create: (input) => contacts.createCustomer(input),
      update: (id, change) => contacts.updateCustomer(id, change),
      remove: (id) => contacts.removeCustomer(id),
      removeSummary: 'Removes a customer without orders or payments (else 409)',
    }),
    route({
      method: 'GET',
      url: '/customers-for-pos',
      gate: 'saleCreate',
      summary: 'Customers for the POS picker: id, firstName, lastName, phone, email',
      response: posCustomersResponseSchema,
      handler: async (): Promise<{ customers: PosCustomer[] }> => ({ customers: await contacts.posCustomers() }),
    }),
    contactListRoute({
      kind: 'supplier',
      summary:
        'Paged suppliers, searched over name, company, phone and email; personal fields only for supplierDetials or supplierEdit',
      response: supplierListResponseSchema,
      list: (paging) => pageWith(contacts.listSuppliers(paging), toSupplierRecord),
      personal: SUPPLIER_PERSONAL_FIELDS,
    }),
    route({
      method: 'GET',
      url: '/supplier/:id',
      gate: 'supplierDetials',
      summary: 'A supplier with the products they supply',
      params: idParams,
      response: supplierDetailResponseSchema,
      handler: async ({ params }): Promise<SupplierDetailResponse> =>
        toSupplierDetail(await contacts.supplier(params.id)),
    }),
    ...contactWriteRoutes({
      kind: 'supplier',
      input: supplierInputSchema,
      edit: supplierEditSchema,
      create: (input) => contacts.createSupplier(input),
      update: (id, change) => contacts.updateSupplier(id, change),
      remove: (id) => contacts.removeSupplier(id),
      removeSummary: 'Removes a supplier without purchases (else 409); their product links go with them',
    }),
  ]
}
