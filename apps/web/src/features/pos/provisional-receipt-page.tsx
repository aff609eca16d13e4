import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { fromCents, toCents } from '@counterpart/domain/money'
import { changeDue, dueAfterPayment } from '@counterpart/domain/pricing/pos'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { RECEIPT_PRINT_DELAY_MS } from '@counterpart/domain/schemas/pos-terminal'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { PrintLayout } from '../../components/print-layout.tsx'
import { Ltr, ReceiptDivider, ReceiptHeader, ReceiptRow, VendorCredit } from '../../components/receipt-parts.tsx'
import { useStore } from '../../lib/create-store.ts'
import { tillConnection } from '../../lib/offline/connection.ts'
import { readKeptSale, type OutboxEntry } from '../../lib/offline/outbox.ts'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useTranslation } from 'react-i18next'

/** A sale kept on the till, as the cashier hands it over: what was sold, the totals, what was paid. */
function ProvisionalReceipt({ entry }: { entry: OutboxEntry }) {
  const { money, date, dateTime } = useFormatters()
  const { t } = useTranslation('pos')
  const sale = entry.sale
  const total = toCents(sale.totalAmount)
  const entered = toCents(sale.enterAmount ?? 0)
  const cash = sale.method !== false
  // Zero rows say nothing to the customer (issue 26, item 9): only the tax, discount and shipping there are.
  const rows = [
    { label: t('pos:provisional.shipping'), amount: sale.shippingAmount ?? 0, sign: '' },
    { label: t('pos:provisional.tax', { rate: sale.taxRate ?? 0 }), amount: sale.taxAmount, sign: '' },
    {
      label: t('pos:provisional.discount', { rate: sale.discountRate ?? 0 }),
      amount: sale.discountedAmount,
      sign: '- ',
    },
  ].filter((row) => toCents(row.amount) > 0)

  return (
    <Box>
      <ReceiptHeader title={t('pos:provisional.title')} />
      <Box
        data-testid="provisional-notice"
        sx={{ border: '2px solid #000', p: 0.5, my: 1, textAlign: 'center', fontWeight: 700, fontSize: 12 }}
      >
        {OFFLINE_TEXTS.provisionalReceipt}
      </Box>
      <Box sx={{ fontSize: 11 }}>
        <div>
          <bdi>{t('pos:provisional.sold')}</bdi> <Ltr>{dateTime(entry.soldAt)}</Ltr>
        </div>
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{t('pos:provisional.reference')}</bdi> <Ltr>{entry.clientId}</Ltr>
        </Box>
      </Box>
      <ReceiptDivider />
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 11 }}
        aria-label={t('pos:provisional.items')}
      >
        <tbody>
          {sale.items.map((item, index) => (
            <tr key={index}>
              <Box component="td" sx={{ py: 0.25, pr: 0.5 }}>
                <bdi>{[item.name, item.variant].filter(Boolean).join(' · ')}</bdi>
                {Number(item.discount ?? 0) > 0 && (
                  <>
                    {' '}
                    <Ltr>(-{item.discount}%)</Ltr>
                  </>
                )}
                <Box component="div" sx={{ fontSize: 10 }}>
                  <Ltr>
                    {item.qty} × {money(item.price)}
                  </Ltr>
                </Box>
              </Box>
              <Box component="td" sx={{ textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <Ltr>{money(item.subTotal)}</Ltr>
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <ReceiptDivider />
      <ReceiptRow label={t('pos:totals.subTotal', { count: sale.totalItems ?? sale.items.length })} ltr>
        {money(sale.subTotal)}
      </ReceiptRow>
      {rows.map((row) => (
        <ReceiptRow key={row.label} label={row.label} ltr>
          {row.sign}
          {money(row.amount)}
        </ReceiptRow>
      ))}
      <ReceiptRow label={t('pos:provisional.total')} strong ltr>
        {money(sale.totalAmount)}
      </ReceiptRow>
      {cash ? (
        <>
          <ReceiptRow label={t('pos:provisional.cash')} ltr>
            {money(sale.enterAmount ?? 0)}
          </ReceiptRow>
          <ReceiptRow label={t('pos:provisional.change')} strong ltr>
            {money(fromCents(Math.max(0, changeDue(entered, total))))}
          </ReceiptRow>
        </>
      ) : (
        <>
          {entered > 0 && (
            <ReceiptRow label={t('pos:provisional.paidNow')} ltr>
              {money(sale.enterAmount ?? 0)}
            </ReceiptRow>
          )}
          <ReceiptRow
            label={sale.dueDate ? t('pos:provisional.dueBy', { date: date(sale.dueDate) }) : t('pos:provisional.due')}
            strong
            ltr
          >
            {money(fromCents(dueAfterPayment(entered, total)))}
          </ReceiptRow>
        </>
      )}
      <Typography sx={{ mt: 1, fontSize: 10, textAlign: 'center' }}>{OFFLINE_TEXTS.provisionalNote}</Typography>
    </Box>
  )
}

/**
 * print/provisional-receipt/{clientId} (issue 26): the receipt of a sale kept on this till, read from the
 * outbox, so it prints without the server. It prints itself like the sale receipt. Once the sale has been
 * sent its entry is gone, and the server's receipt is the one to print.
 */
export function ProvisionalReceiptPage() {
  const clientId = useParams().clientId ?? ''
  const { t } = useTranslation('pos')
  // Read from this browser, never the network: the query runs whatever the browser says of the connection.
  const kept = useQuery({
    queryKey: ['provisional-receipt', clientId],
    queryFn: async () => (await readKeptSale(clientId)) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  })
  const offline = useStore(tillConnection).offline
  const entry = kept.data
  useEffect(() => {
    if (!entry) return
    const timer = setTimeout(() => window.print(), RECEIPT_PRINT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [entry])

  return (
    <PrintLayout backTo={pathOf('PosSale')}>
      {kept.isError && <Alert severity="error">{t('pos:provisional.unreadable')}</Alert>}
      {entry === null && <Alert severity="info">{OFFLINE_TEXTS.provisionalSent}</Alert>}
      {entry && <ProvisionalReceipt entry={entry} />}
      {/* The vendor credit is the server's to decide (spec 001 §9): printed when it can be asked. */}
      {entry && !offline && <VendorCredit />}
    </PrintLayout>
  )
}
