import VisibilityIcon from '@mui/icons-material/Visibility'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { noteInList, paymentMethodText, type PaymentListRow } from '@counterpart/domain/schemas/payments'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { PAYMENT_LIST_PATH } from '../../lib/queries/payment-list.ts'
import { useTranslation } from 'react-i18next'

const KIND_LABEL = {
  purchasing: 'payments:list.order.purchasing',
  salling: 'payments:list.order.salling',
  refunding: 'payments:list.order.refunding',
} as const

/** The Payments list (spec 002 §2.7): every payment, newest first. */
export function PaymentsPage() {
  const { money, date } = useFormatters()
  const { t } = useTranslation('payments')
  const canSee = useCan('paymentDetails')
  const columns: Column<PaymentListRow>[] = [
    {
      key: 'created_at',
      label: t('payments:list.columns.date'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
    {
      key: 'order',
      label: t('payments:list.columns.order'),
      render: (row) => t(KIND_LABEL[row.order.kind], { key: row.order.key }),
    },
    {
      key: 'status',
      label: t('payments:list.columns.status'),
      sortable: true,
      render: (row) => (
        <Chip
          size="small"
          color={row.status ? 'success' : 'warning'}
          label={row.status ? t('payments:status.paid') : t('payments:status.pending')}
        />
      ),
    },
    {
      key: 'method',
      label: t('payments:list.columns.method'),
      sortable: true,
      render: (row) => paymentMethodText(row),
    },
    {
      key: 'type',
      label: t('payments:list.columns.type'),
      sortable: true,
      render: (row) => (row.type === 'credit' ? t('payments:type.credit') : t('payments:type.debit')),
    },
    {
      key: 'gateway',
      label: t('payments:list.columns.gateway'),
      sortable: true,
      render: (row) => paymentMethodLabel(row.gateway),
    },
    {
      key: 'amount',
      label: t('payments:list.columns.amount'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.amount),
    },
    { key: 'note', label: t('payments:list.columns.note'), render: (row) => noteInList(row.note) },
  ]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('payments:list.title')}
      </Typography>
      <ServerDataTable<PaymentListRow>
        path={PAYMENT_LIST_PATH}
        label={t('payments:list.title')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) =>
          canSee && (
            <Tooltip title={t('payments:list.details')}>
              <IconButton
                aria-label={t('payments:list.detailsOf', { id: row.id })}
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
