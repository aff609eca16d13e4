import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  INVENTORY_MESSAGES,
  LOW_QUANTITY_THRESHOLD,
  OUT_OF_STOCK_INPUT_MAX,
  OUT_OF_STOCK_THRESHOLD,
  type OutOfStockInput,
  type TrackStockResponse,
} from '@counterpart/domain/schemas/inventory'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { isApiError } from '../../lib/api-error.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useRememberedState } from '../../lib/use-remembered-state.ts'
import { TableHeadRow } from '../../components/table-head-row.tsx'
import { useWarehouseOptions } from '../../lib/queries/warehouses.ts'
import { useOutOfStock } from './api/out-of-stock.ts'
import { useTrackStock } from './api/track-stock.ts'
import { ProductPicker, type PickedProduct } from '../../components/product-picker.tsx'
import { StockTable } from './components/stock-table.tsx'
import { StockConflicts } from './components/stock-conflicts.tsx'
import { OfflineReviews } from './components/offline-reviews.tsx'
import { useOpenStockConflicts } from './api/stock-conflicts.ts'
import { PAGINATION_LABELS } from '../../components/pagination-labels.tsx'

const PAGE_SIZES = [10, 25, 50]

/** A stored threshold is used again only while it is one the screen could have set. */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

function isThreshold(value: unknown): value is number {
  return isCount(value) && value <= OUT_OF_STOCK_INPUT_MAX
}

/** Rows below a threshold, paged on the server. */
function AlertRows({
  filter,
  emptyText,
  label,
}: {
  filter: Omit<OutOfStockInput, 'page' | 'itemsPerPage'>
  emptyText: string
  label: string
}) {
  const [page, setPage] = useState(0)
  const [itemsPerPage, setItemsPerPage] = useState(PAGE_SIZES[0] ?? 10)
  const query = useOutOfStock({ ...filter, page: page + 1, itemsPerPage })
  const canSeeProduct = useCan('productDetail')
  const { t } = useTranslation('inventory')
  const rows = query.data?.list ?? []
  return (
    <Paper variant="outlined">
      {query.isFetching && <LinearProgress aria-label={t('inventory:alerts.loading')} />}
      <Table size="small" aria-label={label}>
        <TableHeadRow
          cells={[
            t('inventory:alerts.columns.product'),
            t('inventory:alerts.columns.sku'),
            t('inventory:alerts.columns.warehouse'),
            t('inventory:alerts.columns.rack'),
            { label: t('inventory:alerts.columns.sold'), align: 'right' },
            { label: t('inventory:alerts.columns.quantity'), align: 'right' },
          ]}
        />
        <TableBody>
          {query.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {canSeeProduct ? (
                  <RouterLink to={pathOf('ProductDetail', { id: row.product_id })}>{row.product.name}</RouterLink>
                ) : (
                  row.product.name
                )}
              </TableCell>
              <TableCell>
                <bdi>{row.product.sku}</bdi>
              </TableCell>
              <TableCell>{row.warehouse?.name ?? t('inventory:alerts.basicStock')}</TableCell>
              <TableCell>{row.rackNumber}</TableCell>
              <TableCell align="right">{row.sold}</TableCell>
              <TableCell align="right">
                <Typography
                  component="span"
                  color={row.quantity <= 0 ? 'error' : 'warning.main'}
                  sx={{ fontWeight: 700 }}
                >
                  {row.quantity}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        {...PAGINATION_LABELS}
        count={query.data?.total ?? 0}
        page={page}
        rowsPerPage={itemsPerPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setItemsPerPage(Number(event.target.value))
          setPage(0)
        }}
      />
    </Paper>
  )
}

/** OutOfStockAlerts, titled Low Quantity Alerts: rows under a threshold set with plus and minus. */
function LowQuantityAlerts() {
  // Remembered in this browser for the signed-in user (docs/decisions.md, "Stock alert thresholds").
  const [threshold, setThreshold] = useRememberedState('stock-alerts:low', LOW_QUANTITY_THRESHOLD, isCount)
  const debounced = useDebouncedValue(threshold, 300)
  const { t } = useTranslation('inventory')
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography>{t('inventory:alerts.threshold')}</Typography>
        {/* The minus button stops at 1, so the threshold never goes below 0 (spec 002 §5). */}
        <IconButton
          aria-label={t('inventory:alerts.lower')}
          disabled={threshold <= 1}
          onClick={() => setThreshold((value) => Math.max(0, value - 1))}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-label={t('inventory:alerts.threshold')}
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
        >
          {threshold}
        </Typography>
        <IconButton aria-label={t('inventory:alerts.raise')} onClick={() => setThreshold((value) => value + 1)}>
          <AddIcon />
        </IconButton>
      </Stack>
      <AlertRows
        key={debounced}
        filter={{ threshHold: debounced }}
        emptyText={INVENTORY_MESSAGES.nothingOutOfStock}
        label={t('inventory:alerts.lowLabel')}
      />
    </>
  )
}

/** OutOfStcokItems, titled Out Of Stock Items: filter by product, warehouse and threshold. */
function OutOfStockItems() {
  const warehouses = useWarehouseOptions()
  const [product, setProduct] = useState<PickedProduct | null>(null)
  const [warehouse, setWarehouse] = useState<number | ''>('')
  const [remembered, setRemembered] = useRememberedState('stock-alerts:out', OUT_OF_STOCK_THRESHOLD, isThreshold)
  const [threshold, setThreshold] = useState(() => String(remembered))
  const debounced = useDebouncedValue(threshold, 400)
  const value = Number(debounced)
  const valid = debounced.trim() !== '' && Number.isInteger(value) && value >= 0
  const { t } = useTranslation('inventory')
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProductPicker value={product} onChange={setProduct} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            fullWidth
            label={t('inventory:alerts.columns.warehouse')}
            value={warehouse}
            onChange={(event) => setWarehouse(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <MenuItem value="">{t('inventory:alerts.allWarehouses')}</MenuItem>
            {(warehouses.data ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            fullWidth
            label={t('inventory:alerts.quantityBelow')}
            type="number"
            value={threshold}
            onChange={(event) => {
              setThreshold(event.target.value)
              const typed = event.target.value.trim() === '' ? Number.NaN : Number(event.target.value)
              if (isThreshold(typed)) setRemembered(typed)
            }}
            error={!valid}
            helperText={valid ? undefined : t('inventory:alerts.wholeNumber')}
            slotProps={{ htmlInput: { min: 0, max: OUT_OF_STOCK_INPUT_MAX } }}
          />
        </Grid>
      </Grid>
      {valid && (
        <AlertRows
          key={`${product?.id ?? ''}-${warehouse}-${value}`}
          filter={{ product: product?.id ?? null, warehouse: warehouse === '' ? null : warehouse, threshHold: value }}
          emptyText={INVENTORY_MESSAGES.nothingOutOfStock}
          label={t('inventory:alerts.outLabel')}
        />
      )}
    </>
  )
}

/** StocksTracking, titled Stock Tracking: one SKU across every warehouse. */
function StockTracking() {
  const [sku, setSku] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [info, setInfo] = useState<TrackStockResponse['info'] | null>(null)
  const track = useTrackStock()
  const { t } = useTranslation('inventory')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!sku.trim()) return
    setError(null)
    track.mutate(sku.trim(), {
      onSuccess: (answer) => setInfo(answer.info),
      onError: (failure) => {
        setInfo(null)
        if (isApiError(failure) && failure.status === 422) setError(failure.errors?.key?.[0] ?? failure.message)
      },
    })
  }

  return (
    <>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ mb: 2, alignItems: 'flex-start' }}
        noValidate
      >
        <TextField
          label={t('inventory:alerts.columns.sku')}
          value={sku}
          onChange={(event) => setSku(event.target.value)}
          error={error !== null}
          helperText={error ?? undefined}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained" disabled={!sku.trim() || track.isPending} sx={{ mt: 1 }}>
          {t('inventory:alerts.track')}
        </Button>
      </Stack>
      {info && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {info.item.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans
              i18nKey="inventory:alerts.skuBarcode"
              values={{ sku: info.item.sku, barcode: info.item.barcode }}
              components={{ b: <bdi /> }}
            />
          </Typography>
          <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
            {(
              [
                [t('inventory:alerts.totalRemaining'), info.totalRemaining],
                [t('inventory:alerts.totalSold'), info.totalSold],
                [t('inventory:alerts.totalStocked'), info.totalStocks],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {label}
                </Typography>
                <Typography variant="h5" component="div">
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
          <StockTable stocks={info.stocks} show="warehouse" label={t('inventory:alerts.skuStocks')} />
        </Paper>
      )}
    </>
  )
}

/**
 * The Stock alerts area (spec 002 §2.5): three tabs, each shown to the holders of its gate, and the stock
 * conflicts offline sales left (issue 18), raised on every tab while some are open.
 */
export function StockAlertsPage() {
  const canAlert = useCan('outOfstock')
  const canTrack = useCan('stockTracking')
  const openConflicts = useOpenStockConflicts(canAlert).data ?? 0
  const { t } = useTranslation('inventory')
  const tabs = [
    ...(canAlert
      ? [
          { value: 'low', label: t('inventory:alerts.tabs.low') },
          { value: 'out', label: t('inventory:alerts.tabs.out') },
          { value: 'conflicts', label: t('inventory:alerts.tabs.conflicts') },
        ]
      : []),
    ...(canTrack ? [{ value: 'tracking', label: t('inventory:alerts.tabs.tracking') }] : []),
  ]
  const [params, setParams] = useSearchParams()
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('inventory:alerts.title')}
      </Typography>
      {!current && <Alert severity="warning">{t('spec:forbidden')}</Alert>}
      {current && (
        <>
          <Tabs
            value={current.value}
            onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
            sx={{ mb: 2 }}
          >
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} label={tab.label} />
            ))}
          </Tabs>
          {current.value !== 'conflicts' && openConflicts > 0 && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => setParams({ tab: 'conflicts' }, { replace: true })}>
                  {t('inventory:alerts.show')}
                </Button>
              }
            >
              {t('inventory:alerts.openConflicts', { count: openConflicts })}
            </Alert>
          )}
          {current.value === 'low' && <LowQuantityAlerts />}
          {current.value === 'out' && <OutOfStockItems />}
          {current.value === 'tracking' && <StockTracking />}
          {current.value === 'conflicts' && (
            <>
              <StockConflicts />
              <OfflineReviews />
            </>
          )}
        </>
      )}
    </>
  )
}
