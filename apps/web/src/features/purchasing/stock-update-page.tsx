import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { toCents } from '@counterpart/domain/money'
import { purchaseLineCost, type OrderItemRecord } from '@counterpart/domain/schemas/orders'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { PURCHASE_MESSAGES, STOCK_LINE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { STOCK_PRICE_MESSAGES } from '@counterpart/domain/schemas/stock-documents'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { EditLineButton, RemoveLineButton } from '../../components/line-buttons.tsx'
import { WIDE_ONLY } from '../../components/hidden-below.ts'
import { QueryStatus } from '../../components/query-status.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useWarehouseOptions } from '../../lib/queries/warehouses.ts'
import { useOrder } from '../../lib/queries/order.ts'
import { usePurchaseStockProducts } from './api/get-purchase-stock-products.ts'
import { useReceiveStock } from './api/receive-stock.ts'
import { usePurchaseReceiving } from './api/receive-delivery.ts'
import { ReceiveDelivery } from './components/receive-delivery.tsx'
import { resizeIdentifiers, SerialInputs } from './components/serial-inputs.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'

interface QueuedLine {
  product: number
  warehouse: number
  price: string
  rackNumber: string
  /** Sell the product from this warehouse from now on (offered when it sells from another one). */
  sellFrom?: boolean
  /** A serial-tracked product's IMEI or serial per unit received (issue 29). */
  identifiers?: string[]
}

const EMPTY = {
  product: '' as number | '',
  warehouse: '' as number | '',
  price: '',
  rackNumber: '',
  identifiers: [] as string[],
}

function priceError(price: string, item: OrderItemRecord | undefined): string | null {
  if (!item || price.trim() === '') return null
  let cents: number
  try {
    cents = toCents(price)
  } catch {
    return FIELD_MESSAGES.number(STOCK_LINE_LABELS.price)
  }
  return cents < toCents(purchaseLineCost(item))
    ? PURCHASE_MESSAGES.priceBelowCost(purchaseLineCost(item).toFixed(2))
    : null
}

/** The stock update after a purchase (spec 002 §2.8): queue each product with a warehouse, price and rack, then Update. */
function StockUpdateForm({ orderId, items }: { orderId: number; items: OrderItemRecord[] }) {
  const warehouses = useWarehouseOptions()
  const receive = useReceiveStock()
  const saleWarehouses = usePurchaseStockProducts(orderId)
  const receiving = usePurchaseReceiving(orderId)
  const { money } = useFormatters()
  const { t } = useTranslation('purchasing')
  const [entry, setEntry] = useState(EMPTY)
  const [queue, setQueue] = useState<QueuedLine[]>([])
  const [editingIndex, setEditingIndex] = useState<number | null>(null)
  const [serverErrors, setServerErrors] = useState<string[]>([])
  const [done, setDone] = useState(false)
  const products = items.filter((item) => item.product_id !== null)
  const itemOf = (productId: number | '') => products.find((item) => item.product_id === productId)
  const queuedProducts = new Set(queue.filter((_, index) => index !== editingIndex).map((line) => line.product))
  const entryPriceError = priceError(entry.price, itemOf(entry.product))
  // A serial-tracked product takes one IMEI or serial per unit still to receive (issue 29).
  const trackedLine = (productId: number | '') =>
    receiving.data?.lines.find((line) => line.product_id === productId && line.serialTracked)
  const entryTracked = trackedLine(entry.product)
  const warehouseName = (id: number) => warehouses.data?.find((warehouse) => warehouse.id === id)?.name ?? `#${id}`
  // Issue 28, item 8: the price a line starts from is the one its units sell at now, and the form says when
  // receiving changes what the units already in that warehouse sell at (the row has one price).
  const pricesOf = (productId: number | '') => saleWarehouses.data?.find((product) => product.product_id === productId)
  const currentPrice = (productId: number | '', warehouseId: number | '') => {
    const product = pricesOf(productId)
    if (!product) return null
    const row = product.stockPrices.find((stock) => stock.warehouse_id === warehouseId)
    return row ?? { warehouse_id: warehouseId, price: product.price, quantity: 0 }
  }
  const repricing = (productId: number | '', warehouseId: number | '', typed: string) => {
    const now = currentPrice(productId, warehouseId)
    if (!now || warehouseId === '' || now.quantity <= 0 || typed.trim() === '') return null
    let cents: number
    try {
      cents = toCents(typed)
    } catch {
      return null
    }
    return cents === toCents(now.price)
      ? null
      : STOCK_PRICE_MESSAGES.priceChanges(warehouseName(warehouseId), money(now.price), money(typed))
  }
  /** Picks a product or warehouse, prefilling the price unless one was typed over the prefilled one. */
  function choose(next: { product?: number; warehouse?: number }) {
    const chosen = { ...entry, ...next }
    const before = currentPrice(entry.product, entry.warehouse)
    const prefilled = entry.price.trim() === '' || (before !== null && entry.price === String(before.price))
    const now = currentPrice(chosen.product, chosen.warehouse)
    const tracked = trackedLine(chosen.product)
    const identifiers = tracked ? resizeIdentifiers(chosen.identifiers, tracked.left) : []
    setEntry(prefilled && now ? { ...chosen, identifiers, price: String(now.price) } : { ...chosen, identifiers })
  }
  const entryRepricing = repricing(entry.product, entry.warehouse, entry.price)
  // Set is enabled only with price, product, warehouse and rack number (spec 002 §5), and a price not below cost.
  const canSet =
    entry.product !== '' &&
    entry.warehouse !== '' &&
    entry.price.trim() !== '' &&
    entry.rackNumber.trim() !== '' &&
    entryPriceError === null &&
    entry.identifiers.every((identifier) => identifier.trim() !== '')
  // Lines whose goods go elsewhere than where the product sells from: the terminal would show them as 0.
  const elsewhere = queue.flatMap((line, index) => {
    const sells = saleWarehouses.data?.find((product) => product.product_id === line.product)
    return sells && sells.warehouseSaleFrom !== line.warehouse ? [{ line, index, sells }] : []
  })

  function set() {
    if (!canSet || entry.product === '' || entry.warehouse === '') return
    const line: QueuedLine = {
      product: entry.product,
      warehouse: entry.warehouse,
      price: entry.price.trim(),
      rackNumber: entry.rackNumber.trim(),
      sellFrom: false,
      ...(entryTracked ? { identifiers: entry.identifiers.map((identifier) => identifier.trim()) } : {}),
    }
    setQueue((current) =>
      editingIndex === null ? [...current, line] : current.map((old, index) => (index === editingIndex ? line : old)),
    )
    setEditingIndex(null)
    setEntry(EMPTY)
  }

  function update() {
    setServerErrors([])
    receive.mutate(
      { purchaseId: orderId, items: queue },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setDone(true)
        },
        onError: (error) => {
          if (isApiError(error) && error.errors)
            setServerErrors(
              Object.entries(error.errors).flatMap(([field, messages]) => {
                // An identifier's message names the unit; the product it belongs to comes first.
                const line = /^items\.(\d+)\.identifiers/.exec(field)
                const name = line ? itemOf(queue[Number(line[1])]?.product ?? '')?.name : undefined
                return messages.map((message) => (name ? t('purchasing:update.lineError', { name, message }) : message))
              }),
            )
          else if (isApiError(error)) setServerErrors([error.message])
        },
      },
    )
  }

  if (done) {
    return (
      <Alert severity="success">
        <AlertTitle>{PURCHASE_MESSAGES.stocksUpdated}</AlertTitle>
        {t('purchasing:update.allInStock')}{' '}
        <RouterLink to={pathOf('PurchaseTransactionDetails', { id: orderId })}>
          {t('purchasing:update.backToPurchase')}
        </RouterLink>
      </Alert>
    )
  }

  return (
    <Stack spacing={2}>
      {serverErrors.length > 0 && <Alert severity="error">{serverErrors.join(' ')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              label={t('purchasing:update.product')}
              value={entry.product}
              onChange={(event) => choose({ product: Number(event.target.value) })}
            >
              {products.map((item) => (
                <MenuItem
                  key={item.product_id}
                  value={item.product_id ?? ''}
                  disabled={queuedProducts.has(item.product_id ?? 0)}
                >
                  {item.name} · {item.qty} × {money(purchaseLineCost(item))}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField
              select
              fullWidth
              label={t('purchasing:update.warehouse')}
              value={entry.warehouse}
              onChange={(event) => choose({ warehouse: Number(event.target.value) })}
            >
              {(warehouses.data ?? []).map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              fullWidth
              label={t('purchasing:update.price')}
              type="number"
              value={entry.price}
              onChange={(event) => setEntry({ ...entry, price: event.target.value })}
              error={entryPriceError !== null}
              helperText={entryPriceError ?? undefined}
              slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              fullWidth
              label={t('purchasing:update.rackNumber')}
              value={entry.rackNumber}
              onChange={(event) => setEntry({ ...entry, rackNumber: event.target.value })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 1 }}>
            <Button fullWidth variant="contained" sx={{ height: 56 }} disabled={!canSet} onClick={set}>
              {t('purchasing:update.set')}
            </Button>
          </Grid>
        </Grid>
        {entryRepricing && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {entryRepricing}
          </Alert>
        )}
        {entryTracked && entry.identifiers.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <SerialInputs
              product={entryTracked.name}
              values={entry.identifiers}
              onChange={(identifiers) => setEntry({ ...entry, identifiers })}
              errorOf={() => undefined}
            />
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TableContainer>
          <Table size="small" aria-label={t('purchasing:update.queued')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('purchasing:update.product')}</TableCell>
                <TableCell align="right">{t('purchasing:update.qty')}</TableCell>
                <TableCell>{t('purchasing:update.warehouse')}</TableCell>
                <TableCell align="right">{t('purchasing:update.price')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('purchasing:update.rack')}</TableCell>
                <TableCell align="right">{t('purchasing:update.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.map((line, index) => {
                const item = itemOf(line.product)
                return (
                  <TableRow key={line.product} selected={index === editingIndex}>
                    <TableCell>{item?.name}</TableCell>
                    <TableCell align="right">{item?.qty}</TableCell>
                    <TableCell>{warehouseName(line.warehouse)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{money(line.price)}</bdi>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{line.rackNumber}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <EditLineButton
                        label={t('purchasing:update.editLine', { name: item?.name ?? '' })}
                        onClick={() => {
                          setEditingIndex(index)
                          setEntry({ ...line, identifiers: line.identifiers ?? [] })
                        }}
                      />
                      <RemoveLineButton
                        label={t('purchasing:update.removeLine', { name: item?.name ?? '' })}
                        onClick={() => {
                          setQueue((current) => current.filter((_, other) => other !== index))
                          setEditingIndex(null)
                          setEntry(EMPTY)
                        }}
                      />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
        {/* Outside the table, so a phone shows it whole rather than cut by the table's scrolling. */}
        {queue.length === 0 && (
          <Typography align="center" color="text.secondary" sx={{ py: 2 }}>
            {t('purchasing:update.queueHint')}
          </Typography>
        )}
        {queue.flatMap((line) => {
          const message = repricing(line.product, line.warehouse, line.price)
          return message
            ? [
                <Alert key={`price-${line.product}`} severity="warning" sx={{ mt: 2 }}>
                  {message}
                </Alert>,
              ]
            : []
        })}
        {elsewhere.map(({ line, index, sells }) => (
          <Alert key={line.product} severity="warning" sx={{ mt: 2 }}>
            {PURCHASE_MESSAGES.sellsElsewhere(sells.name, sells.saleWarehouse, warehouseName(line.warehouse))}
            <FormControlLabel
              sx={{ display: 'flex', mt: 0.5 }}
              control={
                <Checkbox
                  size="small"
                  checked={line.sellFrom === true}
                  onChange={(event) =>
                    setQueue((current) =>
                      current.map((old, other) => (other === index ? { ...old, sellFrom: event.target.checked } : old)),
                    )
                  }
                />
              }
              label={PURCHASE_MESSAGES.switchSaleWarehouse(warehouseName(line.warehouse))}
            />
          </Alert>
        ))}
        {/* Update appears only when every product of the order is queued (spec 002 §5). */}
        {queue.length === products.length && products.length > 0 && editingIndex === null && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" color="success" disabled={receive.isPending} onClick={update}>
              {t('purchasing:update.update')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  )
}

/** The delivery table, once the purchase's lines and prices are read (issue 28, item 11). */
function DeliverySection({ orderId }: { orderId: number }) {
  const receiving = usePurchaseReceiving(orderId)
  const products = usePurchaseStockProducts(orderId)
  if (!receiving.data || !products.data) return null
  // Remounted after each delivery, so every line starts again from what is left of it.
  const key = receiving.data.lines.map((line) => line.received).join(',')
  return <ReceiveDelivery key={key} orderId={orderId} receiving={receiving.data} products={products.data} />
}

/** How a purchase that takes no more deliveries ended: received in full, or closed short and why. */
function ReceivedState({ orderId }: { orderId: number }) {
  const receiving = usePurchaseReceiving(orderId)
  const { t } = useTranslation('purchasing')
  if (receiving.data?.status === 'closed short')
    return (
      <Alert severity="warning">
        <AlertTitle>{t('purchasing:update.closedShort')}</AlertTitle>
        {receiving.data.closeReason}{' '}
        {receiving.data.lines
          .filter((line) => line.left > 0)
          .map((line) =>
            t('purchasing:update.lineReceived', { name: line.name, received: line.received, ordered: line.ordered }),
          )
          .join(' ')}
      </Alert>
    )
  return (
    <Alert severity="success">
      <AlertTitle>{PURCHASE_MESSAGES.stocksUpdated}</AlertTitle>
      {t('purchasing:update.updated')}
    </Alert>
  )
}

/**
 * StockUpdate (route param id): puts a purchase's goods into warehouses, a delivery at a time (issue 28,
 * item 11), or every product at once as the spec's form does.
 */
export function StockUpdatePage() {
  const detail = useOrder(useIdParam())
  const order = detail.data?.order
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'delivery' ? 'delivery' : 'all'
  const { t } = useTranslation('purchasing')
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {order ? t('purchasing:update.titleOf', { key: order.key }) : t('purchasing:update.title')}
        </Typography>
        {order && (
          <Button component={RouterLink} to={pathOf('PurchaseTransactionDetails', { id: order.id })}>
            {t('purchasing:update.purchaseDetails')}
          </Button>
        )}
      </Stack>
      <QueryStatus query={detail} record="purchase" />
      {order && !order.purchasing && <Alert severity="error">{PURCHASE_MESSAGES.notAPurchase}</Alert>}
      {order && order.purchasing && order.stockUpdated && <ReceivedState orderId={order.id} />}
      {order && order.purchasing && !order.stockUpdated && (
        <>
          {/* The spec's form first, as it has always opened; a delivery in parts is one tab away. */}
          <Tabs
            value={tab}
            onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
            sx={{ mb: 2 }}
            aria-label={t('purchasing:update.how')}
          >
            <Tab value="all" label={t('purchasing:update.atOnce')} />
            <Tab value="delivery" label={t('purchasing:update.inParts')} />
          </Tabs>
          {tab === 'delivery' ? (
            <DeliverySection orderId={order.id} />
          ) : (
            <StockUpdateForm orderId={order.id} items={order.items} />
          )}
        </>
      )}
    </>
  )
}
