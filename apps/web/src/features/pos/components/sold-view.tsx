import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import PreviewIcon from '@mui/icons-material/Preview'
import PrintIcon from '@mui/icons-material/Print'
import ReceiptIcon from '@mui/icons-material/Receipt'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment, lazy, Suspense, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { pathOf } from '../../../lib/paths.ts'
import { useStore } from '../../../lib/create-store.ts'
import { tillConnection } from '../../../lib/offline/connection.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCustomerBalance } from '../../../lib/queries/customer-balance.ts'
import { useDownloadSaleInvoice } from '../../../lib/queries/sale-invoice.ts'
import { EmailInvoiceForm } from '../../../components/email-invoice-form.tsx'
import { Trans, useTranslation } from 'react-i18next'

// Issue 33: only a till with a receipt printer that asks needs it.
const AskToPrint = lazy(() => import('./terminal-printing.tsx').then((m) => ({ default: m.AskToPrint })))

export interface SoldSale {
  id: number
  key: string
  message: string
  totalAmount: number
  /** What to hand back on a cash sale; null on credit. */
  change: number | null
  /** On account: what is left to pay, by when (YYYY-MM-DD) and the deposit taken now; null when paid now. */
  due: { amount: number; date: string; deposit?: number } | null
  customerEmail: string
  /** The sale's customer (issue 26: the sold view of a sale on account names who owes). */
  customer?: { id: number; name: string } | null
  /** Kept on this till to be sent when the connection is back (issue 18): no receipt from the server yet. */
  offline?: boolean
  /** A sale kept on the till: its outbox entry, printed as a provisional receipt (issue 26). */
  clientId?: string
}

/** On account: who owes, the deposit taken now, this sale's balance and what the customer owes in all. */
function OnAccountFacts({ sale, due }: { sale: SoldSale; due: NonNullable<SoldSale['due']> }) {
  const { t } = useTranslation('pos')
  const { money } = useFormatters()
  const owed = useCustomerBalance(sale.offline ? null : (sale.customer?.id ?? null))
  const rows: [string, string, string][] = [
    [t('pos:sold.customer'), sale.customer?.name ?? '', 'sold-customer'],
    [t('pos:sold.deposit'), money(due.deposit ?? 0), 'sold-deposit'],
    [t('pos:sold.balance'), money(due.amount), 'sold-balance'],
  ]
  if (owed.data) rows.push([t('pos:sold.owedInAll'), money(owed.data.balance), 'sold-owed'])
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value, id]) => (
        <Fragment key={id}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
            <bdi data-testid={id}>{value}</bdi>
          </Typography>
        </Fragment>
      ))}
    </Box>
  )
}

/**
 * The sale complete screen (spec 001 §2): email the invoice, Download PDF, Print Preview, Print
 * Shipping Address, Print (the receipt, printing itself), the mini receipt and New Sale, which has the focus so Enter starts the next one.
 */
export function SoldView({ sale, onNewSale }: { sale: SoldSale; onNewSale: () => void }) {
  const { t } = useTranslation('pos')
  const { money, date } = useFormatters()
  const download = useDownloadSaleInvoice()
  const canEmail = useCan('saleEmail')
  const canExport = useCan('saleExport')
  const canPrint = useCan('salePrint')
  const connectionLost = useStore(tillConnection).offline
  // A sale kept on the till has no number, invoice or server receipt yet: the change, a provisional receipt
  // and New Sale.
  const server = !sale.offline
  const newSaleRef = useRef<HTMLButtonElement>(null)

  return (
    <Paper sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2}>
        <Alert severity={server ? 'success' : 'warning'} variant="filled" data-testid="sold-message">
          {/* dir="auto": the sentence keeps its closing "." at its own end in a right-to-left shop. */}
          <span dir="auto">{sale.message}</span>
        </Alert>
        <Stack sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h6" component="p" color="text.secondary">
            {sale.due ? t('pos:sold.amountDue') : t('pos:sold.changeDue')}
          </Typography>
          {/* The one figure the cashier acts on, the largest text on the screen (DESIGN "Sold"). */}
          <Typography
            component="p"
            data-testid="sold-amount"
            sx={{ fontSize: { xs: '3rem', sm: '4.5rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            <bdi>{money(sale.due ? sale.due.amount : (sale.change ?? 0))}</bdi>
          </Typography>
          {sale.due && sale.due.amount > 0 && (
            <Typography color="text.secondary" data-testid="sold-due-date">
              <Trans
                t={t}
                i18nKey="pos:sold.dueBy"
                values={{ date: date(sale.due.date) }}
                components={{ b: <bdi /> }}
              />
            </Typography>
          )}
          <Typography color="text.secondary">
            <Trans
              t={t}
              i18nKey="pos:sold.total"
              values={{ amount: money(sale.totalAmount) }}
              components={{ b: <bdi /> }}
            />
          </Typography>
        </Stack>
        {sale.due && <OnAccountFacts sale={sale} due={sale.due} />}
        {server && (
          <Typography variant="body1">
            <Trans
              t={t}
              i18nKey="pos:sold.transaction"
              values={{ key: sale.key }}
              components={{ s: <strong />, b: <bdi data-testid="sold-key" /> }}
            />
          </Typography>
        )}
        {server &&
          canEmail &&
          (connectionLost ? (
            <Typography color="text.secondary">{OFFLINE_TEXTS.notOffline}</Typography>
          ) : (
            <EmailInvoiceForm orderId={sale.id} initialEmail={sale.customerEmail} />
          ))}
        {server && !connectionLost && (
          <Suspense fallback={null}>
            <AskToPrint key={sale.id} orderId={sale.id} onDone={() => newSaleRef.current?.focus()} />
          </Suspense>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {server && canExport && (
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              loading={download.isPending}
              onClick={() => download.mutate(sale.id, { onError: (error) => showSnackbar(error.message, 'error') })}
            >
              {t('pos:sold.downloadPdf')}
            </Button>
          )}
          {server && canPrint && (
            <>
              <Button
                variant="outlined"
                startIcon={<PreviewIcon />}
                component={RouterLink}
                to={`${pathOf('PrintSale', { id: sale.id })}?preview=1`}
              >
                {t('pos:sold.printPreview')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<LocalShippingIcon />}
                component={RouterLink}
                to={pathOf('ShippingAddress', { id: sale.id })}
              >
                {t('pos:sold.printShipping')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                component={RouterLink}
                to={pathOf('PrintSale', { id: sale.id })}
              >
                {t('pos:sold.print')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<ReceiptIcon />}
                component={RouterLink}
                to={pathOf('MiniReceipt', { id: sale.id })}
              >
                {t('pos:sold.miniReceipt')}
              </Button>
            </>
          )}
          {/* Issue 26: a sale kept on the till prints from its outbox entry, marked provisional. */}
          {!server && sale.clientId && canPrint && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              component={RouterLink}
              to={pathOf('ProvisionalReceipt', { clientId: sale.clientId })}
            >
              {t('pos:sold.print')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            onClick={onNewSale}
            autoFocus
            ref={newSaleRef}
          >
            {t('pos:sold.newSale')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
