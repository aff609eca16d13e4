import Chip from '@mui/material/Chip'
import type { CustomProductSearchItem } from '@counterpart/domain/schemas/buyback'
import type { ReactNode } from 'react'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchCustomProducts } from '../api/search-custom-products.ts'

/** The Custom Product Search tab of the POS advanced search (spec 001 §2, §3 result shape, §5). */
export function CustomProductSearch({ action }: { action?: (item: CustomProductSearchItem) => ReactNode }) {
  const search = useSearchCustomProducts()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<CustomProductSearchItem>[] = [
    { label: 'Date', render: (item) => date(item.created_at) },
    { label: 'Barcode', render: (item) => item.key },
    { label: 'Customer', render: (item) => item.fullName },
    { label: 'Phone', render: (item) => item.phone },
    { label: 'IMEI', render: (item) => item.imie },
    { label: 'Model', render: (item) => item.model },
    { label: 'Price', align: 'right', render: (item) => money(item.price) },
    {
      label: 'State',
      render: (item) => (
        <Chip size="small" color={item.isSold ? 'default' : 'success'} label={item.isSold ? 'Sold' : 'Not Sold'} />
      ),
    },
  ]

  return (
    <KeySearch
      label="Name, phone, model, IMEI or barcode"
      search={search}
      emptyText="No item found."
      tableLabel="Items bought from customers"
      columns={columns}
      action={action}
    />
  )
}
