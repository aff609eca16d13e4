import TuneIcon from '@mui/icons-material/Tune'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { stockReasonText, type StockHistory, type StockHistoryRow } from '@counterpart/domain/schemas/stock-documents'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { OrderLink } from '../../components/order-link.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { AdjustStockDialog } from './components/adjust-stock-dialog.tsx'
import { signed } from './components/stock-document-lists.tsx'

/** The document a movement belongs to: the order by its number, the count or transfer by its page. */
function DocumentCell({ row }: { row: StockHistoryRow }) {
  const canSeeDocuments = useCan('warehouseDetials')
  const { t } = useTranslation('inventory')
  if (row.order) return <OrderLink order={row.order} />
  const document = row.document
  if (!document) return <>—</>
  if (document.kind === 'adjustment')
    return (
      <>
        {document.note
          ? t('inventory:history.adjustmentNote', { id: document.id, note: document.note })
          : t('inventory:history.adjustment', { id: document.id })}
      </>
    )
  const text = (
    <bdi>
      {document.kind === 'count'
        ? t('inventory:history.count', { id: document.id })
        : t('inventory:history.transfer', { id: document.id })}
    </bdi>
  )
  const route = document.kind === 'count' ? 'StockCountDetail' : 'StockTransferDetail'
  return canSeeDocuments ? <RouterLink to={pathOf(route, { id: document.id })}>{text}</RouterLink> : text
}

/**
 * A product's stock history (issue 28, item 9): every movement of its stock, newest first, with the
 * warehouse, the change, the reason in words, the document, who, and the quantity there after it.
 */
export function StockHistoryPage() {
  const id = useIdParam() ?? 0
  const navigate = useNavigate()
  const { dateTime } = useFormatters()
  const canAdjust = useCan('warehouseEdit')
  const canSeeProduct = useCan('productDetail')
  const [product, setProduct] = useState<StockHistory['product'] | null>(null)
  const [adjusting, setAdjusting] = useState(false)
  const { t } = useTranslation('inventory')
  const columns: Column<StockHistoryRow>[] = [
    {
      key: 'created_at',
      label: t('inventory:history.columns.date'),
      nowrap: true,
      render: (row) => <bdi>{dateTime(row.created_at)}</bdi>,
    },
    {
      key: 'warehouse',
      label: t('inventory:history.columns.warehouse'),
      maxWidth: { xs: 100, md: 140, xl: 220 },
      hideBelow: 'sm',
      render: (row) => row.warehouse?.name ?? t('inventory:alerts.basicStock'),
    },
    {
      key: 'delta',
      label: t('inventory:history.columns.change'),
      align: 'right',
      render: (row) => (
        <Typography
          component="bdi"
          variant="body2"
          color={row.delta < 0 ? 'error' : 'success.main'}
          sx={{ fontWeight: 600 }}
        >
          {signed(row.delta)}
        </Typography>
      ),
    },
    // Drawn from the reason's code: the words read in the page's language, whatever language the server answered in.
    {
      key: 'reasonText',
      label: t('inventory:history.columns.reason'),
      maxWidth: { xs: 110, md: 170, xl: 260 },
      render: (row) => stockReasonText(row.reason, row.document?.kind),
    },
    // Beside the menu at 1024 px the balance comes before the document: the document waits for a wider window.
    {
      key: 'document',
      label: t('inventory:history.columns.document'),
      hideBelow: 'lg',
      render: (row) => <DocumentCell row={row} />,
    },
    { key: 'user', label: t('inventory:history.columns.who'), hideBelow: 'lg', render: (row) => row.user?.name ?? '' },
    { key: 'balance', label: t('inventory:history.columns.balance'), align: 'right' },
  ]
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {product ? t('inventory:history.titleOf', { name: product.name }) : t('inventory:history.title')}
        </Typography>
        <Button onClick={() => void navigate(-1)}>{t('inventory:actions.back')}</Button>
        {canSeeProduct && (
          <Button component={RouterLink} to={pathOf('ProductDetail', { id })}>
            {t('inventory:history.product')}
          </Button>
        )}
        {canAdjust && product && (
          <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setAdjusting(true)}>
            {t('inventory:stocks.adjust')}
          </Button>
        )}
      </Stack>
      <ServerDataTable<StockHistoryRow, StockHistory>
        path={`/products/${id}/stock-history`}
        label={t('inventory:history.movements')}
        columns={columns}
        searchable={false}
        select={(page) => {
          if (product?.id !== page.product.id) queueMicrotask(() => setProduct(page.product))
          return page
        }}
      />
      {adjusting && product && <AdjustStockDialog product={product} onClose={() => setAdjusting(false)} />}
    </>
  )
}
