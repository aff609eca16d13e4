import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import Button from '@mui/material/Button'
import { MESSAGES } from '@counterpart/domain/messages'
import type { PosCustomProduct, PosProduct, ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchProducts } from '../api/search-products.ts'
import { tileDisabled } from './product-picker.tsx'
import { useTranslation } from 'react-i18next'

/** The advanced search's Product Search tab (spec 001 §2, §3 result shape, §5): disabled while the key is empty. */
export function ProductSearchTab({ onPick }: { onPick: (product: PosProduct | PosCustomProduct) => void }) {
  const search = useSearchProducts()
  const { t } = useTranslation('pos')
  const { overSelling } = useConfigs()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<ProductSearchItem>[] = [
    { label: t('pos:search.added'), render: (item) => date(item.created_at) },
    { label: t('pos:search.sku'), render: (item) => item.sku },
    { label: t('pos:search.barcode'), render: (item) => item.barcode },
    { label: t('pos:search.name'), render: (item) => item.name },
    { label: t('pos:search.price'), align: 'right', render: (item) => money(item.price) },
    {
      label: t('pos:search.qty'),
      align: 'right',
      // What may be sold; units held for repairs are said apart (issue 30, item 4).
      render: (item) =>
        item.reserved ? t('pos:search.qtyReserved', { qty: item.qty, count: item.reserved }) : item.qty,
    },
    { label: t('pos:search.imei'), render: (item) => item.imei },
    { label: t('pos:search.serial'), render: (item) => item.sNumber },
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
          {t('pos:terminal.add')}
        </Button>
      ),
    },
  ]

  return (
    <KeySearch
      label={t('pos:search.field')}
      search={search}
      emptyText={MESSAGES.noSearchResult}
      tableLabel={t('pos:search.results')}
      columns={columns}
      autoFocus
      fieldMaxWidth={420}
      wide
    />
  )
}
