import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import {
  AGE_BUCKETS,
  BALANCE_LABELS,
  type AgedTotals,
  type BalanceRow,
  type BalanceSide,
} from '@counterpart/domain/schemas/balances'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { SegmentedChoice } from '../../components/segmented-choice.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { BALANCES_PATH, useBalanceTotals } from './api/balances.ts'
import { ReminderDialog } from './components/reminder-dialog.tsx'

/** One side's total, and under it how old the money is. */
function SideTotals({ title, totals, tone }: { title: string; totals: AgedTotals | undefined; tone: string }) {
  const { money } = useFormatters()
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="caption" color="text.secondary" component="h2">
        {title}
      </Typography>
      <Typography variant="h5" component="div" sx={{ fontWeight: 700, color: tone }}>
        <bdi>{totals ? money(totals.total) : '…'}</bdi>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, mt: 1 }}>
        {AGE_BUCKETS.map((bucket) => (
          <Box key={bucket.key} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              <bdi>{bucket.label}</bdi>
            </Typography>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} noWrap>
              <bdi>{totals ? money(totals[bucket.key]) : '…'}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

/**
 * Who owes what (issue 28, item 7): every customer who owes the shop and every supplier it owes, aged by
 * when the sale or purchase was made, largest first; a customer can be sent a payment reminder.
 */
export function BalancesPage() {
  const { t } = useTranslation('contacts')
  const { money, date } = useFormatters()
  const sides: readonly { value: BalanceSide; label: string }[] = [
    { value: 'all', label: t('contacts:balances.everyone') },
    { value: 'customers', label: t('contacts:kind.customer.list') },
    { value: 'suppliers', label: t('contacts:kind.supplier.list') },
  ]
  const [side, setSide] = useState<BalanceSide>('all')
  const [reminding, setReminding] = useState<{ id: number; name: string } | null>(null)
  const totals = useBalanceTotals()
  const canSeeCustomer = useCan('customerDetials')
  const canSeeSupplier = useCan('supplierDetials')

  const amount = (value: number) => (value === 0 ? '—' : <bdi>{money(value)}</bdi>)
  const columns: Column<BalanceRow>[] = [
    {
      key: 'name',
      label: t('contacts:columns.name'),
      maxWidth: { xs: 150, md: 280 },
      render: (row) => {
        const open = row.kind === 'customer' ? canSeeCustomer : canSeeSupplier
        const to =
          row.id === null ? null : pathOf(row.kind === 'customer' ? 'CustomerDetail' : 'SupplierDetail', { id: row.id })
        return (
          <>
            {open && to ? <RouterLink to={to}>{row.name}</RouterLink> : row.name}
            {/* Which way the money goes and since when, under the name: two columns fewer on a laptop. */}
            <Typography
              variant="caption"
              color={row.kind === 'customer' ? 'warning.main' : 'error.main'}
              component="div"
            >
              <Trans
                i18nKey={row.kind === 'customer' ? 'contacts:balances.owesShop' : 'contacts:balances.shopOwes'}
                values={{ since: date(row.oldest) }}
                components={{ b: <bdi /> }}
              />
            </Typography>
          </>
        )
      },
    },
    ...AGE_BUCKETS.map((bucket): Column<BalanceRow> => ({
      key: bucket.key,
      label: bucket.label,
      align: 'right',
      hideBelow: 'sm',
      render: (row) => amount(row[bucket.key]),
    })),
    {
      key: 'total',
      label: t('contacts:balances.total'),
      align: 'right',
      render: (row) => <strong>{amount(row.total)}</strong>,
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('contacts:balances.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SideTotals title={t('contacts:balances.customersOwe')} totals={totals.data?.customers} tone="warning.main" />
        <SideTotals title={t('contacts:balances.owedToSuppliers')} totals={totals.data?.suppliers} tone="error.main" />
      </Stack>
      <ServerDataTable<BalanceRow>
        path={BALANCES_PATH}
        label={t('contacts:balances.tableLabel')}
        columns={columns}
        params={{ side }}
        rowKey={(row) => `${row.kind}-${row.id ?? 'none'}`}
        toolbar={<SegmentedChoice label={BALANCE_LABELS.side} value={side} options={sides} onChange={setSide} />}
        rowActions={(row) =>
          row.kind === 'customer' &&
          row.id !== null && (
            <Tooltip title={t('contacts:balances.remind')}>
              <IconButton
                aria-label={t('contacts:balances.remindNamed', { name: row.name })}
                onClick={() => setReminding({ id: row.id as number, name: row.name })}
              >
                <EmailOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        }
      />
      <ReminderDialog customer={reminding} onClose={() => setReminding(null)} />
    </>
  )
}
