import Alert from '@mui/material/Alert'
import { MINI_RECEIPT_PRINT_DELAY_MS, RECEIPT_PRINT_DELAY_MS } from '@counterpart/domain/schemas/pos-terminal'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { PrintLayout } from '../../components/print-layout.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { useOrder } from '../../lib/queries/order.ts'
import { SaleReceipt } from './components/sale-receipt.tsx'
import { useAutoPrint } from './use-auto-print.ts'
import { Paper, usePaperLanguage } from '../../lib/i18n/paper.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'

function ReceiptPage({ kind, mini = false }: { kind: 'salling' | 'refunding'; mini?: boolean }) {
  const { t } = useTranslation('orders')
  const id = useIdParam()
  const order = useOrder(id)
  const [search] = useSearchParams()
  const preview = search.get('preview') === '1'
  const data = order.data
  const wrongKind = data !== undefined && data.order.kind !== kind
  // Issue 32: the receipt reads in its customer's language (else the shop's); it prints once that is loaded.
  const paper = usePaperLanguage(data?.customerLanguage, ['orders'])
  useAutoPrint(
    data !== undefined && !wrongKind && paper.ready,
    mini ? MINI_RECEIPT_PRINT_DELAY_MS : RECEIPT_PRINT_DELAY_MS,
    !preview,
  )
  return (
    <PrintLayout backTo={pathOf('PosSale')}>
      <QueryStatus query={order} record="receipt" />
      {wrongKind && (
        <Alert severity="error">
          {kind === 'salling' ? t('orders:detail.notASale') : t('orders:detail.notARefund')}
        </Alert>
      )}
      {data && !wrongKind && paper.ready && (
        <Paper language={paper.language}>
          <SaleReceipt detail={data} mini={mini} />
        </Paper>
      )}
    </PrintLayout>
  )
}

/** print/print-sale/{id} (PrintSale): the sale receipt; prints itself about 2 s after loading, unless ?preview=1. */
export function PrintSalePage() {
  return <ReceiptPage kind="salling" />
}

/** print/print-sale-refund/{id} (PrintRefund): the refund receipt, printed about 2 s after loading. */
export function PrintRefundPage() {
  return <ReceiptPage kind="refunding" />
}

/** print/mini-receipt/{id}: the short receipt of a sale, printed 500 ms after loading. */
export function MiniReceiptPage() {
  return <ReceiptPage kind="salling" mini />
}
