import VisibilityIcon from '@mui/icons-material/Visibility'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { noteInList, paymentMethodText, type PaymentListRow } from '@counterpart/domain/schemas/payments'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { PAYMENT_LIST_PATH } from '../../lib/queries/payment-list.ts'

const KIND_LABEL = { purchasing: 'Purchase', salling: 'Sale', refunding: 'Refund' } as const

/** The Payments list (spec 002 §2.7): every payment, newest first. */
export function PaymentsPage() {
  const { money, date } = useFormatters()
  const canSee = useCan('paymentDetails')
  const columns: Column<PaymentListRow>[] = [
    { key: 'created_at', label: 'Date', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    { key: 'order', label: 'Order', render: (row) => `${KIND_LABEL[row.order.kind]} ${row.order.key}` },
    {
      key: 'status',
      label: 'Status',
      sortable: true,
      render: (row) => (
        <Chip size="small" color={row.status ? 'success' : 'warning'} label={row.status ? 'PAID' : 'Pending'} />
      ),
    },
    { key: 'method', label: 'Method', sortable: true, render: (row) => paymentMethodText(row) },
    { key: 'type', label: 'Type', sortable: true, render: (row) => (row.type === 'credit' ? 'Credit' : 'Debit') },
    { key: 'gateway', label: 'Gateway', sortable: true },
    { key: 'amount', label: 'Amount', sortable: true, align: 'right', render: (row) => money(row.amount) },
    { key: 'note', label: 'Note', render: (row) => noteInList(row.note) },
  ]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Payments
      </Typography>
      <ServerDataTable<PaymentListRow>
        path={PAYMENT_LIST_PATH}
        label="Payments"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) =>
          canSee && (
            <Tooltip title="Details">
              <IconButton
                aria-label={`Details of payment ${row.id}`}
                component={RouterLink}
                to={pathOf('PaymentDetails', { id: row.id })}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        }
      />
    </>
  )
}
