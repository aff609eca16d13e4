import { TabbedPage } from '../../components/tabbed-page.tsx'
import { ContactsList } from './components/contacts-list.tsx'

const TABS = [
  { value: 'suppliers', label: 'Suppliers', kind: 'supplier' },
  { value: 'customers', label: 'Customers', kind: 'customer' },
] as const

/** The Contacts area (spec 002 §2.3): SuppliersList and CustomersList tabs; the tab is kept in the URL. */
export function ContactsPage() {
  return (
    <TabbedPage title="Contacts" tabs={TABS}>
      {(current) => <ContactsList key={current.kind} kind={current.kind} />}
    </TabbedPage>
  )
}
