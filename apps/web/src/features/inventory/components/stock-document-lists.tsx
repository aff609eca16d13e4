import AddIcon from '@mui/icons-material/Add'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import {
  STOCK_DOCUMENT_STATUS_LABELS,
  type StockCount,
  type StockTransfer,
} from '@counterpart/domain/schemas/stock-documents'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { RowAction } from '../../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { STOCK_COUNT_LIST_PATH } from '../api/stock-counts.ts'
import { STOCK_TRANSFER_LIST_PATH } from '../api/stock-transfers.ts'

/** A document's status as one chip: done in green, waiting in amber. */
export function StatusChip({ status }: { status: keyof typeof STOCK_DOCUMENT_STATUS_LABELS }) {
  const done = status === 'posted' || status === 'received'
  return (
    <Chip
      size="small"
      label={STOCK_DOCUMENT_STATUS_LABELS[status]}
      color={done ? 'success' : 'warning'}
      variant={done ? 'filled' : 'outlined'}
    />
  )
}

/** When and by whom, the date kept in reading order in a right-to-left page. */
export function WhenWho({ at, who }: { at: string; who: { name: string } | null }) {
  return (
    <>
      <bdi>{at}</bdi>
      {who ? ` · ${who.name}` : ''}
    </>
  )
}

/** A signed change as the shelf sees it: +3, −2 (a true minus sign), 0. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0'
}

/** The Counts tab of Inventory: every count, newest first, with its differences once posted. */
export function StockCountsList() {
  const { dateTime } = useFormatters()
  const canStart = useCan('warehouseEdit')
  const { t } = useTranslation('inventory')
  const columns: Column<StockCount>[] = [
    { key: 'id', label: t('inventory:lists.count'), nowrap: true, render: (row) => <bdi>#{row.id}</bdi> },
    {
      key: 'warehouse',
      label: t('inventory:count.warehouse'),
      maxWidth: { xs: 120, md: 240 },
      render: (row) => row.warehouse.name,
    },
    {
      key: 'category',
      label: t('inventory:count.category'),
      hideBelow: 'md',
      render: (row) => row.category?.name ?? t('inventory:newCount.allProducts'),
    },
    { key: 'status', label: t('inventory:count.status'), render: (row) => <StatusChip status={row.status} /> },
    { key: 'lineCount', label: t('inventory:count.counted'), align: 'right', hideBelow: 'sm' },
    {
      key: 'difference',
      label: t('inventory:count.difference'),
      align: 'right',
      render: (row) => (row.difference === null ? '—' : <bdi>{signed(row.difference)}</bdi>),
    },
    {
      key: 'created_at',
      label: t('inventory:count.started'),
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => dateTime(row.created_at),
    },
    { key: 'user', label: t('inventory:lists.by'), hideBelow: 'lg', render: (row) => row.user?.name ?? '' },
  ]
  return (
    <ServerDataTable<StockCount>
      path={STOCK_COUNT_LIST_PATH}
      label={t('inventory:lists.counts')}
      columns={columns}
      searchable={false}
      toolbar={
        canStart && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('NewStockCount')}>
            {t('inventory:lists.newCount')}
          </Button>
        )
      }
      rowActions={(row) => (
        <RowAction
          title={t('inventory:lists.open')}
          label={t('inventory:lists.openCount', { id: row.id })}
          icon={VisibilityIcon}
          to={pathOf('StockCountDetail', { id: row.id })}
        />
      )}
    />
  )
}

/** The Transfers tab of Inventory: sent and received transfers, newest first. */
export function StockTransfersList() {
  const { dateTime } = useFormatters()
  const canSend = useCan('warehouseEdit')
  const { t } = useTranslation('inventory')
  const columns: Column<StockTransfer>[] = [
    { key: 'id', label: t('inventory:lists.transfer'), nowrap: true, render: (row) => <bdi>#{row.id}</bdi> },
    {
      key: 'warehouse',
      label: t('inventory:lists.from'),
      maxWidth: { xs: 100, md: 200 },
      render: (row) => row.warehouse.name,
    },
    {
      key: 'toWarehouse',
      label: t('inventory:lists.to'),
      maxWidth: { xs: 100, md: 200 },
      render: (row) => row.toWarehouse.name,
    },
    { key: 'status', label: t('inventory:count.status'), render: (row) => <StatusChip status={row.status} /> },
    { key: 'sent', label: t('inventory:transfer.sent'), align: 'right', hideBelow: 'sm' },
    {
      key: 'received',
      label: t('inventory:lists.arrived'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => row.received ?? '—',
    },
    {
      key: 'created_at',
      label: t('inventory:lists.sentOn'),
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => dateTime(row.created_at),
    },
  ]
  return (
    <ServerDataTable<StockTransfer>
      path={STOCK_TRANSFER_LIST_PATH}
      label={t('inventory:lists.transfers')}
      columns={columns}
      searchable={false}
      toolbar={
        canSend && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('NewStockTransfer')}>
            {t('inventory:lists.newTransfer')}
          </Button>
        )
      }
      rowActions={(row) => (
        <RowAction
          title={t('inventory:lists.open')}
          label={t('inventory:lists.openTransfer', { id: row.id })}
          icon={VisibilityIcon}
          to={pathOf('StockTransferDetail', { id: row.id })}
        />
      )}
    />
  )
}
