import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { DeviceUnitsPanel } from '../../components/device-units-panel.tsx'
import { PaymentsPanel } from '../../components/payments-panel.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { useOrder } from '../../lib/queries/order.ts'
import { OfflineSaleNote } from './components/offline-sale-note.tsx'
import { OrderDetailView } from './components/order-detail-view.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'

function DetailPage({ kind }: { kind: 'salling' | 'refunding' }) {
  const { t } = useTranslation('orders')
  const order = useOrder(useIdParam())
  const data = order.data
  if (order.isPending) return <CircularProgress aria-label={t('orders:detail.loading')} />
  if (!data) return <Alert severity="error">{t('orders:detail.loadFailed')}</Alert>
  if (data.order.kind !== kind)
    return (
      <Alert severity="error">{kind === 'salling' ? t('orders:detail.notASale') : t('orders:detail.notARefund')}</Alert>
    )
  return (
    <Stack spacing={2}>
      {kind === 'salling' && <OfflineSaleNote orderId={data.order.id} />}
      <OrderDetailView detail={data} paymentsPanel={<PaymentsPanel orderId={data.order.id} />} />
      <DeviceUnitsPanel filter={{ document_type: 'order', document_id: data.order.id }} />
      <RecordHistory entity="order" id={data.order.id} />
    </Stack>
  )
}

/** sale-detail/{id} (SaleDetail). */
export function SaleDetailPage() {
  return <DetailPage kind="salling" />
}

/** refund-detail/{id} (RefundDetail). */
export function RefundDetailPage() {
  return <DetailPage kind="refunding" />
}
