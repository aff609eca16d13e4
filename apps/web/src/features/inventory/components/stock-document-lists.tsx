import AddIcon from '@mui/icons-material/Add'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import {
  STOCK_DOCUMENT_STATUS_LABELS,
  type StockCount,
  type StockTransfer,
} from '@counterpart/domain/schemas/stock-documents'
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
  const columns: Column<StockCount>[] = [
    { key: 'id', label: 'Count', nowrap: true, render: (row) => <bdi>#{row.id}</bdi> },
    { key: 'warehouse', label: 'Warehouse', maxWidth: { xs: 120, md: 240 }, render: (row) => row.warehouse.name },
    { key: 'category', label: 'Category', hideBelow: 'md', render: (row) => row.category?.name ?? 'All products' },
    { key: 'status', label: 'Status', render: (row) => <StatusChip status={row.status} /> },
    { key: 'lineCount', label: 'Counted', align: 'right', hideBelow: 'sm' },
    {
      key: 'difference',
      label: 'Difference',
      align: 'right',
      render: (row) => (row.difference === null ? '—' : <bdi>{signed(row.difference)}</bdi>),
    },
    { key: 'created_at', label: 'Started', nowrap: true, hideBelow: 'lg', render: (row) => dateTime(row.created_at) },
    { key: 'user', label: 'By', hideBelow: 'lg', render: (row) => row.user?.name ?? '' },
  ]
  return (
    <ServerDataTable<StockCount>
      path={STOCK_COUNT_LIST_PATH}
      label="Stock counts"
      columns={columns}
      searchable={false}
      toolbar={
        canStart && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('NewStockCount')}>
            New count
          </Button>
        )
      }
      rowActions={(row) => (
        <RowAction
          title="Open"
          label={`Open count #${row.id}`}
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
  const columns: Column<StockTransfer>[] = [
    { key: 'id', label: 'Transfer', nowrap: true, render: (row) => <bdi>#{row.id}</bdi> },
    { key: 'warehouse', label: 'From', maxWidth: { xs: 100, md: 200 }, render: (row) => row.warehouse.name },
    { key: 'toWarehouse', label: 'To', maxWidth: { xs: 100, md: 200 }, render: (row) => row.toWarehouse.name },
    { key: 'status', label: 'Status', render: (row) => <StatusChip status={row.status} /> },
    { key: 'sent', label: 'Sent', align: 'right', hideBelow: 'sm' },
    { key: 'received', label: 'Arrived', align: 'right', hideBelow: 'sm', render: (row) => row.received ?? '—' },
    { key: 'created_at', label: 'Sent on', nowrap: true, hideBelow: 'lg', render: (row) => dateTime(row.created_at) },
  ]
  return (
    <ServerDataTable<StockTransfer>
      path={STOCK_TRANSFER_LIST_PATH}
      label="Stock transfers"
      columns={columns}
      searchable={false}
      toolbar={
        canSend && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('NewStockTransfer')}>
            New transfer
          </Button>
        )
      }
      rowActions={(row) => (
        <RowAction
          title="Open"
          label={`Open transfer #${row.id}`}
          icon={VisibilityIcon}
          to={pathOf('StockTransferDetail', { id: row.id })}
        />
      )}
    />
  )
}
