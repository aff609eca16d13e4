import Chip from '@mui/material/Chip'
import type { CustomProductSearchItem } from '@counterpart/domain/schemas/buyback'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchCustomProducts } from '../api/search-custom-products.ts'

/** The Custom Product Search tab of the POS advanced search (spec 001 §2, §3 result shape, §5). */
export function CustomProductSearch({ action }: { action?: (item: CustomProductSearchItem) => ReactNode }) {
  const { t } = useTranslation('buyback')
  const search = useSearchCustomProducts()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<CustomProductSearchItem>[] = [
    { label: t('buyback:columns.date'), render: (item) => date(item.created_at) },
    { label: t('buyback:columns.barcode'), render: (item) => item.key },
    { label: t('buyback:columns.customer'), render: (item) => item.fullName },
    { label: t('buyback:columns.phone'), render: (item) => item.phone },
    { label: 'IMEI', render: (item) => item.imie },
    { label: t('buyback:columns.model'), render: (item) => item.model },
    { label: t('buyback:columns.price'), align: 'right', render: (item) => money(item.price) },
    {
      label: t('buyback:columns.state'),
      render: (item) => (
        <Chip
          size="small"
          color={item.isSold ? 'default' : 'success'}
          label={item.isSold ? t('buyback:state.sold') : t('buyback:state.notSold')}
        />
      ),
    },
  ]

  return (
    <KeySearch
      label={t('buyback:search.label')}
      search={search}
      emptyText={t('buyback:search.empty')}
      tableLabel={t('buyback:list.tableLabel')}
      columns={columns}
      action={action}
    />
  )
}
