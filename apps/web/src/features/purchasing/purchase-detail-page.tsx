import InventoryIcon from '@mui/icons-material/Inventory'
import PrintIcon from '@mui/icons-material/Print'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { contactName } from '@counterpart/domain/schemas/contacts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { WIDE_ONLY } from '../../components/hidden-below.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useOrder } from '../../lib/queries/order.ts'
import { PaymentsPanel } from '../../components/payments-panel.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'
import { purchaseLineCost } from '@counterpart/domain/schemas/orders'

/** Codes and amounts stay on one line. */
const NUMBER = { whiteSpace: 'nowrap' } as const

/** PurchaseTransactionDetails (spec 002 §2.8): items, totals, the order barcode, the supplier and its payments. */
export function PurchaseDetailPage() {
  const detail = useOrder(useIdParam())
  const { money, date } = useFormatters()
  const canPrint = useCan('purchasePrint')
  const canReceive = useCan('purchaseCreate')
  const canSeeSupplier = useCan('supplierDetials')
  const order = detail.data?.order
  const supplier = detail.data?.supplier
  const { t } = useTranslation('purchasing')

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('purchasing:detail.title')}
        </Typography>
        {order && canReceive && !order.stockUpdated && (
          <Button
            variant="contained"
            startIcon={<InventoryIcon />}
            component={RouterLink}
            to={pathOf('StockUpdate', { id: order.id })}
          >
            {t('purchasing:detail.updateStock')}
          </Button>
        )}
        {order && canPrint && (
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            component={RouterLink}
            to={pathOf('PrintPurchase', { id: order.id })}
          >
            {t('purchasing:detail.print')}
          </Button>
        )}
      </Stack>
      <QueryStatus query={detail} record="purchase" />
      {order && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}
              >
                <Box>
                  <Typography variant="h6" component="h2">
                    {t('purchasing:detail.transaction', { key: order.key })}
                  </Typography>
                  <Typography color="text.secondary">
                    {order.reference && (
                      <>
                        {t('purchasing:detail.reference', { reference: order.reference })}
                        {' · '}
                      </>
                    )}
                    <bdi>{date(order.created_at)}</bdi>
                    {order.by && (
                      <>
                        {' · '}
                        {t('purchasing:detail.by', { name: order.by })}
                      </>
                    )}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Chip
                      size="small"
                      color={order.method ? 'success' : 'warning'}
                      label={
                        order.method
                          ? t('purchasing:detail.live')
                          : t('purchasing:detail.dueTill', { date: order.dueDate ? date(order.dueDate) : '' })
                      }
                    />
                    <Chip
                      size="small"
                      color={order.stockUpdated ? 'success' : 'default'}
                      label={
                        order.stockUpdated
                          ? t('purchasing:detail.stockUpdated')
                          : t('purchasing:detail.stockNotUpdated')
                      }
                    />
                  </Stack>
                </Box>
                <Box
                  component="img"
                  src={order.barcode}
                  alt={t('purchasing:detail.barcodeAlt', { key: order.key })}
                  sx={{ height: 64, bgcolor: '#fff', p: 0.5, borderRadius: 1 }}
                />
              </Stack>
              <TableContainer>
                <Table size="small" aria-label={t('purchasing:detail.items')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('purchasing:detail.columns.item')}</TableCell>
                      <TableCell sx={WIDE_ONLY}>{t('purchasing:detail.columns.barcode')}</TableCell>
                      <TableCell sx={WIDE_ONLY}>{t('purchasing:detail.columns.sku')}</TableCell>
                      <TableCell align="right">{t('purchasing:detail.columns.qty')}</TableCell>
                      <TableCell align="right" sx={NUMBER}>
                        {t('purchasing:detail.columns.unitCost')}
                      </TableCell>
                      <TableCell align="right" sx={NUMBER}>
                        {t('purchasing:detail.columns.subTotal')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {order.items.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell>{item.name}</TableCell>
                        <TableCell sx={[WIDE_ONLY, NUMBER]}>
                          <bdi>{item.barcode}</bdi>
                        </TableCell>
                        <TableCell sx={[WIDE_ONLY, NUMBER]}>
                          <bdi>{item.sku}</bdi>
                        </TableCell>
                        <TableCell align="right">{item.qty}</TableCell>
                        <TableCell align="right" sx={NUMBER}>
                          <bdi>{money(purchaseLineCost(item))}</bdi>
                        </TableCell>
                        <TableCell align="right" sx={NUMBER}>
                          <bdi>{money(item.subTotal)}</bdi>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {/* The totals boxed on the right, outside the items table: on a phone they stay in sight. */}
              <Table size="small" aria-label={t('purchasing:detail.totals')} sx={{ maxWidth: 360, ml: 'auto', mt: 1 }}>
                <TableBody>
                  {(
                    [
                      [t('purchasing:detail.netCost'), money(order.subTotal), false],
                      [
                        t('purchasing:detail.discount', { rate: order.discountRate }),
                        `- ${money(order.discountedAmount)}`,
                        false,
                      ],
                      [t('purchasing:detail.tax', { rate: order.taxRate }), `+ ${money(order.taxAmount)}`, false],
                      [t('purchasing:detail.totalPayable'), money(order.totalAmount), true],
                      [t('purchasing:detail.shipping'), money(order.shippingAmount), false],
                    ] as const satisfies readonly (readonly [string, ReactNode, boolean])[]
                  ).map(([label, value, total]) => (
                    <TableRow key={label}>
                      <TableCell align="right" sx={{ fontWeight: total ? 700 : 400 }}>
                        {label}
                      </TableCell>
                      <TableCell align="right" sx={[NUMBER, { fontWeight: total ? 700 : 400 }]}>
                        <bdi>{value}</bdi>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('purchasing:detail.supplier')}
                </Typography>
                {supplier ? (
                  <>
                    <Typography sx={{ fontWeight: 700 }}>
                      {canSeeSupplier ? (
                        <RouterLink to={pathOf('SupplierDetail', { id: supplier.id })}>
                          {contactName(supplier)}
                        </RouterLink>
                      ) : (
                        contactName(supplier)
                      )}
                    </Typography>
                    {[supplier.company, supplier.phone, supplier.email, supplier.companyAddress || supplier.address]
                      .filter(Boolean)
                      .map((line) => (
                        <Typography key={line} color="text.secondary">
                          <bdi>{line}</bdi>
                        </Typography>
                      ))}
                  </>
                ) : (
                  <Typography color="text.secondary">—</Typography>
                )}
              </Paper>
            </Stack>
          </Grid>
          <Grid size={12}>
            <PaymentsPanel orderId={order.id} />
          </Grid>
        </Grid>
      )}
      {order && <RecordHistory entity="order" id={order.id} sx={{ mt: 2 }} />}
    </>
  )
}
