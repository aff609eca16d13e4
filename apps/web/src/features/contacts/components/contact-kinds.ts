/** Customers and suppliers share their pages; these are the words and routes that tell them apart. */
export type ContactKind = 'customer' | 'supplier'

/** Each kind's texts, as translation keys (read where they are drawn), and its routes. */
export const CONTACT_KINDS = {
  customer: {
    texts: {
      add: 'contacts:kind.customer.add',
      addNew: 'contacts:kind.customer.addNew',
      edit: 'contacts:kind.customer.edit',
      detail: 'contacts:kind.customer.detail',
      loading: 'contacts:kind.customer.loading',
      loadFailed: 'contacts:kind.customer.loadFailed',
      list: 'contacts:kind.customer.list',
    },
    /** The Contacts page's tab that lists them. */
    tab: 'customers',
    add: 'AddNewCustomer',
    edit: 'EditCustomer',
    detail: 'CustomerDetail',
  },
  supplier: {
    texts: {
      add: 'contacts:kind.supplier.add',
      addNew: 'contacts:kind.supplier.addNew',
      edit: 'contacts:kind.supplier.edit',
      detail: 'contacts:kind.supplier.detail',
      loading: 'contacts:kind.supplier.loading',
      loadFailed: 'contacts:kind.supplier.loadFailed',
      list: 'contacts:kind.supplier.list',
    },
    tab: 'suppliers',
    add: 'AddNewSupplier',
    edit: 'EditSupplier',
    detail: 'SupplierDetail',
  },
} as const
