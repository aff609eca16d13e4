import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import EditIcon from '@mui/icons-material/Edit'
import HistoryIcon from '@mui/icons-material/History'
import InventoryIcon from '@mui/icons-material/Inventory2'
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined'
import SellIcon from '@mui/icons-material/Sell'
import SkipNextIcon from '@mui/icons-material/SkipNext'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { variantSalePrice } from '@counterpart/domain/pricing/catalog'
import { fromCents, toCents } from '@counterpart/domain/money'
import { PRODUCT_LABELS, type ProductResponse, type ProductStock } from '@counterpart/domain/schemas/catalog'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { api } from '../../lib/api.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { DeviceUnitsPanel } from '../../components/device-units-panel.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { TableHeadRow } from '../../components/table-head-row.tsx'
import { productQuery, useProduct } from './api/get-product.ts'
import { useSetForSale } from './api/set-for-sale.ts'
import { StockPriceDialog } from './components/stock-price-dialog.tsx'
import { PRODUCT_TYPE_KEYS } from '../../components/product-type-keys.ts'

// "Edit Next" looks this far ahead for the next product (ids of removed products are skipped).
const NEXT_LOOKAHEAD = 10

/** ProductDetail (spec 001 §2 "Product detail and label"). */
export function ProductDetailPage() {
  const params = useParams()
  const id = Number(params.id)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const product = useProduct(id)
  const canEdit = useCan('productEdit')
  const canTrace = useCan('stockTracking')
  const [findingNext, setFindingNext] = useState(false)
  const { t } = useTranslation('catalog')

  async function editNext() {
    setFindingNext(true)
    try {
      for (let next = id + 1; next <= id + NEXT_LOOKAHEAD; next += 1) {
        try {
          const found = await api.get<ProductResponse>(`/product/${next}`, { skipGlobalHandler: [404], overlay: false })
          queryClient.setQueryData(productQuery(next).queryKey, found)
          void navigate(pathOf('EditProduct', { id: next }))
          return
        } catch {
          // no product with this id: try the one after
        }
      }
      showSnackbar(t('catalog:detail.noNextProduct'), 'info')
    } finally {
      setFindingNext(false)
    }
  }

  let body
  if (product.isPending) body = <CircularProgress aria-label={t('catalog:detail.loading')} />
  else if (product.isError) body = <Alert severity="error">{t('catalog:detail.loadFailed')}</Alert>
  else body = <ProductDetailView data={product.data} />

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('catalog:detail.title')}
        </Typography>
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
          {t('catalog:actions.back')}
        </Button>
        {canTrace && (
          <Button startIcon={<HistoryIcon />} component={RouterLink} to={pathOf('StockHistory', { id })}>
            {t('catalog:detail.stockHistory')}
          </Button>
        )}
        {canEdit && (
          <>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={pathOf('EditProduct', { id })}
            >
              {t('catalog:actions.edit')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<SkipNextIcon />}
              loading={findingNext}
              onClick={() => void editNext()}
            >
              {t('catalog:detail.editNext')}
            </Button>
          </>
        )}
      </Stack>
      {body}
    </>
  )
}

function ProductDetailView({ data }: { data: ProductResponse }) {
  const { product, stocks } = data
  const { money, date } = useFormatters()
  const setForSale = useSetForSale()
  const canEdit = useCan('productEdit')
  const canSeeWarehouse = useCan('warehouseDetials')
  const canSeeSupplier = useCan('supplierDetials')
  const { t } = useTranslation('catalog')

  const field = (label: string, value: ReactNode) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{value === '' || value === null ? '—' : value}</Typography>
    </Grid>
  )

  const [pricing, setPricing] = useState<ProductStock | null>(null)
  // What the till charges (issue 28, item 8): the selling price of the stock row it sells from, else the
  // product's own price; the stock on hand summed over the warehouses.
  const activeRow = stocks.find((stock) => stock.active)
  const tillPrice = activeRow ? activeRow.price : product.price
  const onHand = stocks.length > 0 ? stocks.reduce((sum, stock) => sum + stock.quantity, 0) : product.qty
  const warehouse = product.warehouse
  const warehouseLink = warehouse ? (
    canSeeWarehouse ? (
      <Link component={RouterLink} to={pathOf('WarehouseDetail', { id: warehouse.id })}>
        {warehouse.name}
      </Link>
    ) : (
      warehouse.name
    )
  ) : null

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Avatar variant="rounded" src={uploadUrl(product.image)} alt={product.name} sx={{ width: 120, height: 120 }}>
            <InventoryIcon fontSize="large" />
          </Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {product.name}
            </Typography>
            <Grid container spacing={2} sx={{ mt: 0.5 }}>
              {field(t('catalog:detail.sku'), product.sku)}
              {field(t('catalog:detail.barcode'), product.barcode)}
              {field(t('catalog:detail.type'), t(PRODUCT_TYPE_KEYS[product.type]))}
              {field(t('catalog:detail.category'), product.category?.name ?? '')}
              {field(t('catalog:detail.unitOfMeasure'), product.unitOfMeasure)}
              {field(t('catalog:detail.imei'), product.imei)}
              {field(t('catalog:detail.serialNumber'), product.sNumber)}
              {product.type !== 'Service' &&
                field(
                  PRODUCT_LABELS.serialTracked,
                  product.serialTracked === 1
                    ? t('catalog:detail.serialTrackedYes')
                    : t('catalog:detail.serialTrackedNo'),
                )}
              {field(t('catalog:detail.soldFromWarehouse'), warehouseLink)}
              {product.type !== 'Service' && field(t('catalog:detail.tillPrice'), <bdi>{money(tillPrice)}</bdi>)}
              {product.type !== 'Service' && field(t('catalog:detail.onHand'), onHand)}
              {field(t('catalog:detail.stockCount'), stocks.length)}
              {field(t('catalog:detail.addedAt'), date(product.created_at))}
            </Grid>
          </Box>
        </Stack>
      </Paper>

      {stocks.length === 0 && product.type !== 'Service' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('catalog:detail.sellingOnBasic')}
          </Typography>
          <Grid container spacing={2}>
            {field(t('catalog:detail.quantity'), product.qty)}
            {field(t('catalog:detail.cost'), money(product.cost))}
            {field(t('catalog:detail.price'), money(product.price))}
          </Grid>
        </Paper>
      )}
      {product.type === 'Service' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            {field(t('catalog:detail.serviceCharges'), money(product.price))}
          </Grid>
        </Paper>
      )}

      {product.type === 'Combo' && (
        <Section title={t('catalog:detail.variants')}>
          <Table size="small" aria-label={t('catalog:detail.variants')}>
            <TableHeadRow
              cells={[
                t('catalog:detail.columns.displayName'),
                t('catalog:detail.columns.variant'),
                { label: t('catalog:detail.columns.additionalPrice'), align: 'right' },
                { label: t('catalog:detail.columns.salePrice'), align: 'right' },
              ]}
            />
            <TableBody>
              {product.variants.length === 0 && <EmptyRow columns={4} />}
              {product.variants.map((variant) => (
                <TableRow key={variant.id}>
                  <TableCell>{variant.name}</TableCell>
                  <TableCell>{variant.variant}</TableCell>
                  <TableCell align="right">{money(variant.price)}</TableCell>
                  <TableCell align="right">
                    {money(fromCents(variantSalePrice(toCents(product.price), toCents(variant.price))))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}

      <Section title={t('catalog:detail.suppliers')}>
        <Table size="small" aria-label={t('catalog:detail.suppliers')}>
          <TableHeadRow
            cells={[
              t('catalog:detail.columns.name'),
              t('catalog:detail.columns.email'),
              t('catalog:detail.columns.phone'),
              { label: t('catalog:detail.columns.link'), align: 'right' },
            ]}
          />
          <TableBody>
            {product.suppliers.length === 0 && <EmptyRow columns={4} />}
            {product.suppliers.map((supplier) => (
              <TableRow key={supplier.id}>
                <TableCell>{`${supplier.firstName} ${supplier.lastName}`.trim()}</TableCell>
                <TableCell>{supplier.email}</TableCell>
                <TableCell>
                  <bdi>{supplier.phone}</bdi>
                </TableCell>
                <TableCell align="right">
                  {canSeeSupplier && (
                    <Link component={RouterLink} to={pathOf('SupplierDetail', { id: supplier.id })}>
                      {t('catalog:detail.open')}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      {stocks.length > 0 && (
        <Section title={t('catalog:detail.stock')}>
          <Table size="small" aria-label={t('catalog:detail.stock')}>
            <TableHeadRow
              cells={[
                t('catalog:detail.columns.warehouse'),
                { label: t('catalog:detail.columns.cost'), align: 'right' },
                { label: t('catalog:detail.columns.price'), align: 'right' },
                { label: t('catalog:detail.columns.qty'), align: 'right' },
                { label: t('catalog:detail.columns.sold'), align: 'right' },
                { label: t('catalog:detail.columns.returned'), align: 'right' },
                t('catalog:detail.columns.rack'),
                { label: t('catalog:detail.columns.active'), align: 'center' },
              ]}
            />
            <TableBody>
              {stocks.map((stock) => (
                <TableRow key={stock.id} selected={stock.active}>
                  <TableCell>{stock.warehouse.name}</TableCell>
                  <TableCell align="right">
                    <bdi>{money(stock.cost)}</bdi>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{money(stock.price)}</bdi>
                    {canEdit && (
                      <Tooltip title={t('catalog:detail.changePriceHere')}>
                        <IconButton
                          size="small"
                          sx={{ ml: 0.5 }}
                          aria-label={t('catalog:detail.changePriceIn', { warehouse: stock.warehouse.name })}
                          onClick={() => setPricing(stock)}
                        >
                          <SellIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                  <TableCell align="right">{stock.quantity}</TableCell>
                  <TableCell align="right">{stock.sold}</TableCell>
                  <TableCell align="right">{stock.returned}</TableCell>
                  <TableCell>{stock.rackNumber}</TableCell>
                  <TableCell align="center">
                    {stock.active ? (
                      <Tooltip title={t('catalog:detail.sellingFromHere')}>
                        <CheckCircleIcon
                          color="success"
                          aria-label={t('catalog:detail.sellingFrom', { warehouse: stock.warehouse.name })}
                        />
                      </Tooltip>
                    ) : (
                      <Tooltip
                        title={stock.quantity > 0 ? t('catalog:detail.sellFromHere') : t('catalog:detail.noStockHere')}
                      >
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('catalog:detail.sellFrom', { warehouse: stock.warehouse.name })}
                            disabled={!canEdit || stock.quantity <= 0 || setForSale.isPending}
                            onClick={() =>
                              setForSale.mutate(
                                { id: product.id, warehouseId: stock.warehouse_id },
                                { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
                              )
                            }
                          >
                            <PlayCircleOutlineIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      {pricing && <StockPriceDialog productId={product.id} stock={pricing} onClose={() => setPricing(null)} />}

      <Section title={t('catalog:detail.description')}>
        {product.description ? (
          // Sanitised by the server when it was saved (only formatting tags, safe links).
          <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: product.description }} />
        ) : (
          <Typography color="text.secondary">{t('catalog:detail.noDescription')}</Typography>
        )}
      </Section>
      <DeviceUnitsPanel filter={{ product_id: product.id }} title={t('catalog:detail.units')} />
      <RecordHistory entity="product" id={product.id} />
    </Stack>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

function EmptyRow({ columns }: { columns: number }) {
  const { t } = useTranslation('catalog')
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center">
        <Typography component="span" color="text.secondary">
          {t('spec:noData')}
        </Typography>
      </TableCell>
    </TableRow>
  )
}
