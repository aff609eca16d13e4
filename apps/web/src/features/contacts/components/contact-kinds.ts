/** Customers and suppliers share their pages; these are the words and routes that tell them apart. */
export type ContactKind = 'customer' | 'supplier'

export const CONTACT_KINDS = {
  customer: {
    noun: 'Customer',
    /** The Contacts page's tab that lists them. */
    tab: 'customers',
    add: 'AddNewCustomer',
    edit: 'EditCustomer',
    detail: 'CustomerDetail',
  },
  supplier: {
    noun: 'Supplier',
    tab: 'suppliers',
    add: 'AddNewSupplier',
    edit: 'EditSupplier',
    detail: 'SupplierDetail',
  },
} as const
