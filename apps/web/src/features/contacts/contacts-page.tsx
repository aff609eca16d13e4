import { useTranslation } from 'react-i18next'
import { TabbedPage } from '../../components/tabbed-page.tsx'
import { ContactsList } from './components/contacts-list.tsx'

/** The Contacts area (spec 002 §2.3): SuppliersList and CustomersList tabs; the tab is kept in the URL. */
export function ContactsPage() {
  const { t } = useTranslation('contacts')
  const tabs = [
    { value: 'suppliers', label: t('contacts:kind.supplier.list'), kind: 'supplier' },
    { value: 'customers', label: t('contacts:kind.customer.list'), kind: 'customer' },
  ] as const
  return (
    <TabbedPage title={t('contacts:page.title')} tabs={tabs}>
      {(current) => <ContactsList key={current.kind} kind={current.kind} />}
    </TabbedPage>
  )
}
