import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import Button from '@mui/material/Button'
import { MESSAGES } from '@counterpart/domain/messages'
import type { PosCustomProduct, PosProduct, ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchProducts } from '../api/search-products.ts'
import { tileDisabled } from './product-picker.tsx'

/** The advanced search's Product Search tab (spec 001 §2, §3 result shape, §5): disabled while the key is empty. */
export function ProductSearchTab({ onPick }: { onPick: (product: PosProduct | PosCustomProduct) => void }) {
  const search = useSearchProducts()
  const { overSelling } = useConfigs()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<ProductSearchItem>[] = [
    { label: 'Added', render: (item) => date(item.created_at) },
    { label: 'SKU', render: (item) => item.sku },
    { label: 'Barcode', render: (item) => item.barcode },
    { label: 'Name', render: (item) => item.name },
    { label: 'Price', align: 'right', render: (item) => money(item.price) },
    {
      label: 'Qty',
      align: 'right',
      // What may be sold; units held for repairs are said apart (issue 30, item 4).
      render: (item) => (item.reserved ? `${item.qty} (${item.reserved} reserved)` : item.qty),
    },
    { label: 'IMEI', render: (item) => item.imei },
    { label: 'SN #', render: (item) => item.sNumber },
    // The Add button sits in a plain (left-aligned) cell under an empty header, as it always has.
    {
      label: '',
      render: (item) => (
        <Button
          size="small"
          startIcon={<AddShoppingCartIcon />}
          disabled={tileDisabled(item, overSelling)}
          onClick={() => onPick(item)}
        >
          Add
        </Button>
      ),
    },
  ]

  return (
    <KeySearch
      label="Name, SKU or barcode"
      search={search}
      emptyText={MESSAGES.noSearchResult}
      tableLabel="Product search results"
      columns={columns}
      autoFocus
      fieldMaxWidth={420}
      wide
    />
  )
}
