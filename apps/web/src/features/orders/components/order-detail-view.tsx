import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn'
import EmailIcon from '@mui/icons-material/Email'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import PrintIcon from '@mui/icons-material/Print'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { netFigures } from '@counterpart/domain/pricing/pos'
import { contactName } from '@counterpart/domain/schemas/contacts'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDownloadSaleInvoice } from '../../../lib/queries/sale-invoice.ts'
import { useMarkOrderShipped } from '../api/mark-order-shipped.ts'
import { useParentSale } from '../api/get-parent-sale.ts'
import { EmailInvoiceDialog } from '../../../components/email-invoice-form.tsx'
import { ReprintButton } from '../../../components/reprint-button.tsx'

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>
        {/* "- $1.10" keeps its sign in front on a right-to-left page: an amount holds no letter that would
            tell <bdi> its direction, so it is said. */}
        <bdi dir="ltr">{value}</bdi>
      </Typography>
    </Stack>
  )
}

/**
 * Sale detail and refund detail (spec 001 §2): the transaction number with its barcode, the lines with
 * a grand total, the note, 'Payment due till {dueDate}' while a sale on credit is unpaid, the shipping
 * with its send action, the discount and tax rows, net cost, price and profit, and the payments panel.
 */
export function OrderDetailView({ detail, paymentsPanel }: { detail: OrderDetailResponse; paymentsPanel?: ReactNode }) {
  const { t } = useTranslation('orders')
  const { order, customer, due } = detail
  const refund = order.refunding
  const { money, date } = useFormatters()
  const download = useDownloadSaleInvoice()
  const shipped = useMarkOrderShipped()
  const [emailing, setEmailing] = useState(false)
  const [sentLocally, setSentLocally] = useState(false)
  const parentKey = useParentSale(refund ? order.parent_id : null).data
  const canPrint = useCan(refund ? 'refundPrint' : 'salePrint')
  const canExport = useCan('saleExport')
  const canEmail = useCan('saleEmail')
  const canRefund = useCan('saleRefund')
  // Left out of the answer for a user without the Sale Cost And Profit switch: no cost, price or profit rows.
  const net =
    order.cost === undefined
      ? null
      : netFigures({
          totalAmount: toCents(order.totalAmount),
          taxAmount: toCents(order.taxAmount),
          shippingAmount: toCents(order.shippingAmount),
          cost: toCents(order.cost),
        })
  const shippingSent = order.shippingStatus || sentLocally
  const hasShipping = order.shippingRecipient !== '' || order.shippingInfo !== '' || order.shippingAmount > 0

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5">
              <Trans
                i18nKey={refund ? 'orders:detail.refundTitle' : 'orders:detail.saleTitle'}
                values={{ key: order.key }}
                components={{ key: <span data-testid="order-key" /> }}
              />
            </Typography>
            <Typography color="text.secondary">
              {date(order.created_at)}
              {order.by ? ` · ${t('orders:detail.by', { name: order.by })}` : ''}
            </Typography>
            {customer && <Typography>{t('orders:detail.customer', { name: contactName(customer) })}</Typography>}
            {refund && order.parent_id !== null && (
              <Link component={RouterLink} to={pathOf('SaleDetail', { id: order.parent_id })}>
                {t('orders:detail.refundOfSale', { key: parentKey ?? `#${order.parent_id}` })}
              </Link>
            )}
          </Box>
          <Box
            component="img"
            src={order.barcode}
            alt={t('orders:shipping.barcode', { key: order.key })}
            sx={{ height: 64, bgcolor: '#fff', p: 0.5, borderRadius: 1 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {canPrint && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              component={RouterLink}
              to={pathOf(refund ? 'PrintRefund' : 'PrintSale', { id: order.id })}
            >
              {t('orders:actions.print')}
            </Button>
          )}
          {canPrint && <ReprintButton kind={refund ? 'refund' : 'receipt'} documentId={order.id} />}
          {canExport && (
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              loading={download.isPending}
              onClick={() => download.mutate(order.id, { onError: (error) => showSnackbar(error.message, 'error') })}
            >
              {t('orders:detail.downloadPdf')}
            </Button>
          )}
          {canEmail && (
            <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setEmailing(true)}>
              {t('orders:actions.emailInvoice')}
            </Button>
          )}
          {!refund && canRefund && (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<AssignmentReturnIcon />}
              component={RouterLink}
              to={pathOf('PosSale', { trax: order.key })}
            >
              {t('orders:actions.refund')}
            </Button>
          )}
        </Stack>
      </Paper>

      {!refund && !order.method && due > 0 && (
        <Alert severity="warning">
          {t('orders:detail.paymentDueTill', { date: order.dueDate ? date(order.dueDate) : '—' })}
        </Alert>
      )}

      <Paper sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('orders:columns.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orders:detail.name')}</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell align="right">
                {refund ? t('orders:detail.returnedQty') : t('orders:detail.soldQty')}
              </TableCell>
              <TableCell align="right">{t('orders:detail.unitPrice')}</TableCell>
              <TableCell align="right">{t('orders:detail.discountPercent')}</TableCell>
              <TableCell align="right">{t('orders:columns.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.name}</TableCell>
                <TableCell>{item.sku}</TableCell>
                <TableCell align="right">{item.qty}</TableCell>
                <TableCell align="right">{money(item.price)}</TableCell>
                <TableCell align="right">{item.discount}</TableCell>
                <TableCell align="right">{money(item.subTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                {t('orders:detail.grandTotal', { items: order.totalItems })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {money(order.subTotal)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Paper sx={{ p: 2 }}>
          <Stack spacing={0.5}>
            <Figure label={t('orders:detail.subTotal')} value={money(order.subTotal)} />
            {order.shippingAmount > 0 && (
              <Figure label={t('orders:receipt.shipping')} value={money(order.shippingAmount)} />
            )}
            <Figure
              label={t(refund ? 'orders:receipt.reversedDiscount' : 'orders:receipt.discount', {
                rate: order.discountRate,
              })}
              value={`- ${money(order.discountedAmount)}`}
            />
            <Figure
              label={t(refund ? 'orders:receipt.taxFall' : 'orders:receipt.tax', { rate: order.taxRate })}
              value={money(order.taxAmount)}
            />
            <Figure
              label={refund ? t('orders:receipt.totalRefund') : t('orders:receipt.total')}
              value={money(order.totalAmount)}
              strong
            />
            {refund && order.cancelledDue > 0 && (
              <Figure label={t('orders:receipt.takenOffDue')} value={money(order.cancelledDue)} />
            )}
            <Figure label={t('orders:payment.due')} value={money(due)} />
            {net && (
              <>
                <Box sx={{ pt: 1 }} />
                <Figure
                  label={refund ? t('orders:detail.netSaleCost') : t('orders:detail.netCost')}
                  value={money(fromCents(net.netCost))}
                />
                <Figure
                  label={refund ? t('orders:detail.netSalePrice') : t('orders:detail.netPrice')}
                  value={money(fromCents(net.netPrice))}
                />
                <Figure
                  label={refund ? t('orders:detail.netSaleProfit') : t('orders:detail.netProfit')}
                  value={money(fromCents(net.netProfit))}
                  strong
                />
              </>
            )}
          </Stack>
        </Paper>
        <Stack spacing={2}>
          {(order.noteTitle || order.saleNote) && (
            <Paper sx={{ p: 2 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                {order.noteTitle || t('orders:detail.note')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{order.saleNote}</Typography>
            </Paper>
          )}
          {!refund && hasShipping && (
            <Paper sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('orders:receipt.shipping')}
                </Typography>
                <Chip
                  size="small"
                  label={shippingSent ? t('orders:detail.sent') : t('orders:detail.pending')}
                  color={shippingSent ? 'success' : 'warning'}
                />
              </Stack>
              <Typography>{order.shippingRecipient}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{order.shippingInfo}</Typography>
              {!shippingSent && (
                <Button
                  sx={{ mt: 1 }}
                  variant="contained"
                  startIcon={<LocalShippingIcon />}
                  loading={shipped.isPending}
                  onClick={() =>
                    shipped.mutate(order.id, {
                      onSuccess: (answer) => {
                        setSentLocally(true)
                        showSnackbar(answer.message, 'success')
                      },
                    })
                  }
                >
                  {t('orders:detail.send')}
                </Button>
              )}
            </Paper>
          )}
        </Stack>
      </Box>

      {paymentsPanel}
      {emailing && (
        <EmailInvoiceDialog orderId={order.id} email={customer?.email ?? ''} onClose={() => setEmailing(false)} />
      )}
    </Stack>
  )
}
