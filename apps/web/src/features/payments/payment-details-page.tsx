import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { OrderLink } from '../../components/order-link.tsx'
import { LabelledValues, type LabelledValue } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePayment } from './api/get-payment.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

const ORDER_LABEL = { purchasing: 'Purchase reference', salling: 'Sale order', refunding: 'Sale refund order' } as const

/** PaymentDetails (spec 002 §2.7): the payment, its status and the order it belongs to. */
export function PaymentDetailsPage() {
  const payment = usePayment(useIdParam())
  const { money, date, dateTime } = useFormatters()
  const navigate = useNavigate()
  const data = payment.data?.payment
  const fields: LabelledValue[] = data
    ? [
        ['Method', paymentMethodText(data)],
        ['Type', data.type === 'credit' ? 'Credit' : 'Debit'],
        ['Amount', <bdi key="amount">{money(data.amount)}</bdi>],
        ['Gateway', data.gateway],
        // A due date only while unpaid and on credit; the time of payment once paid (spec 002 §2.7).
        ...(!data.status && !data.method && data.dueDate
          ? ([['Due date', date(data.dueDate)]] as [string, ReactNode][])
          : []),
        // When it was paid, to the minute: two payments of one day are told apart by their time.
        ...(data.status
          ? ([['Paid at', <bdi key="paid">{dateTime(data.updated_at)}</bdi>]] as [string, ReactNode][])
          : ([['Recorded at', <bdi key="recorded">{dateTime(data.created_at)}</bdi>]] as [string, ReactNode][])),
        ['Note', data.note || '—'],
      ]
    : []
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Payment Details
        </Typography>
        <Button onClick={() => void navigate(-1)}>Back</Button>
      </Stack>
      <QueryStatus query={payment} record="payment" />
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Chip color={data.status ? 'success' : 'warning'} label={data.status ? 'PAID' : 'Pending'} sx={{ mb: 2 }} />
            <LabelledValues fields={fields} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {ORDER_LABEL[data.order.kind]}:{' '}
              <OrderLink order={data.order}>
                <bdi>
                  {data.order.kind === 'purchasing' && data.order.reference ? data.order.reference : data.order.key}
                </bdi>
              </OrderLink>
            </Typography>
            <LabelledValues
              perRow={4}
              fields={[
                ['Transaction', <bdi key="key">{data.order.key}</bdi>],
                ['Date', <bdi key="date">{dateTime(data.order.created_at)}</bdi>],
                ['Sub total', money(data.order.subTotal)],
                ['Discount', money(data.order.discountedAmount)],
                ['Tax', money(data.order.taxAmount)],
                ['Shipping', money(data.order.shippingAmount)],
                ['Total', money(data.order.totalAmount)],
              ]}
            />
          </Paper>
          <RecordHistory entity="payment" id={data.id} />
        </Stack>
      )}
    </>
  )
}
