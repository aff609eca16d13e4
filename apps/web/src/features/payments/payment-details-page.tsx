import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { OrderLink } from '../../components/order-link.tsx'
import { LabelledValues, type LabelledValue } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePayment } from './api/get-payment.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useTranslation } from 'react-i18next'

const ORDER_LABEL = {
  purchasing: 'payments:details.order.purchasing',
  salling: 'payments:details.order.salling',
  refunding: 'payments:details.order.refunding',
} as const

/** PaymentDetails (spec 002 §2.7): the payment, its status and the order it belongs to. */
export function PaymentDetailsPage() {
  const payment = usePayment(useIdParam())
  const { t } = useTranslation('payments')
  const { money, date, dateTime } = useFormatters()
  const navigate = useNavigate()
  const data = payment.data?.payment
  const fields: LabelledValue[] = data
    ? [
        [t('payments:list.columns.method'), paymentMethodText(data)],
        [
          t('payments:list.columns.type'),
          data.type === 'credit' ? t('payments:type.credit') : t('payments:type.debit'),
        ],
        [t('payments:list.columns.amount'), <bdi key="amount">{money(data.amount)}</bdi>],
        [t('payments:list.columns.gateway'), paymentMethodLabel(data.gateway)],
        // A due date only while unpaid and on credit; the time of payment once paid (spec 002 §2.7).
        ...(!data.status && !data.method && data.dueDate
          ? ([[t('payments:details.dueDate'), date(data.dueDate)]] as [string, ReactNode][])
          : []),
        // When it was paid, to the minute: two payments of one day are told apart by their time.
        ...(data.status
          ? ([[t('payments:details.paidAt'), <bdi key="paid">{dateTime(data.updated_at)}</bdi>]] as [
              string,
              ReactNode,
            ][])
          : ([[t('payments:details.recordedAt'), <bdi key="recorded">{dateTime(data.created_at)}</bdi>]] as [
              string,
              ReactNode,
            ][])),
        [t('payments:list.columns.note'), data.note || '—'],
      ]
    : []
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('payments:details.title')}
        </Typography>
        <Button onClick={() => void navigate(-1)}>{t('payments:details.back')}</Button>
      </Stack>
      <QueryStatus query={payment} record="payment" />
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Chip
              color={data.status ? 'success' : 'warning'}
              label={data.status ? t('payments:status.paid') : t('payments:status.pending')}
              sx={{ mb: 2 }}
            />
            <LabelledValues fields={fields} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t(ORDER_LABEL[data.order.kind])}{' '}
              <OrderLink order={data.order}>
                <bdi>
                  {data.order.kind === 'purchasing' && data.order.reference ? data.order.reference : data.order.key}
                </bdi>
              </OrderLink>
            </Typography>
            <LabelledValues
              perRow={4}
              fields={[
                [t('payments:details.transaction'), <bdi key="key">{data.order.key}</bdi>],
                [t('payments:list.columns.date'), <bdi key="date">{dateTime(data.order.created_at)}</bdi>],
                [t('payments:details.subTotal'), money(data.order.subTotal)],
                [t('payments:details.discount'), money(data.order.discountedAmount)],
                [t('payments:details.tax'), money(data.order.taxAmount)],
                [t('payments:details.shipping'), money(data.order.shippingAmount)],
                [t('payments:details.total'), money(data.order.totalAmount)],
              ]}
            />
          </Paper>
          <RecordHistory entity="payment" id={data.id} />
        </Stack>
      )}
    </>
  )
}
