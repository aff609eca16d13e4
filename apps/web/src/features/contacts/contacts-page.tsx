import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { ContactsList } from './components/contacts-list.tsx'

const TABS = [
  { value: 'suppliers', label: 'Suppliers', kind: 'supplier' },
  { value: 'customers', label: 'Customers', kind: 'customer' },
] as const

/** The Contacts area (spec 002 §2.3): SuppliersList and CustomersList tabs; the tab is kept in the URL. */
export function ContactsPage() {
  const [params, setParams] = useSearchParams()
  const current = TABS.find((tab) => tab.value === params.get('tab')) ?? TABS[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Contacts
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <ContactsList key={current.kind} kind={current.kind} />
    </>
  )
}
