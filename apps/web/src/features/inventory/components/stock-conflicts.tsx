import DoneIcon from '@mui/icons-material/Done'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  OFFLINE_MESSAGES,
  STOCK_CONFLICT_RESOLUTIONS,
  STOCK_CONFLICT_RESOLUTION_LABELS,
  type StockConflict,
  type StockConflictResolution,
} from '@counterpart/domain/schemas/offline'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tr } from '@counterpart/domain/i18n/translate'
import { Link as RouterLink } from 'react-router'
import { OrderLink } from '../../../components/order-link.tsx'
import { RowAction } from '../../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { useWarehouseOptions } from '../../../lib/queries/warehouses.ts'
import { pathOf } from '../../../lib/paths.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { STOCK_CONFLICTS_PATH, useClearStockConflict } from '../api/stock-conflicts.ts'
import { OpenClearedHeading } from './open-cleared-heading.tsx'

// Read while drawing, so it comes in the reader's language.
const place = (conflict: StockConflict) => conflict.warehouse || tr('inventory:alerts.basicStock')

/** How the owner cleared a conflict: received or moved stock needs the place at zero or more now. */
function ClearDialog({ conflict, onClose }: { conflict: StockConflict; onClose: () => void }) {
  const short = conflict.stockNow < 0
  const [resolution, setResolution] = useState<StockConflictResolution>(short ? 'written_off' : 'received')
  const [from, setFrom] = useState<number | ''>('')
  const warehouses = useWarehouseOptions()
  const others = (warehouses.data ?? []).filter((warehouse) => warehouse.id !== conflict.warehouse_id)
  // Stock can be moved here by the app from another warehouse when the place is a warehouse that is short.
  const canMove = short && conflict.warehouse_id !== null && resolution === 'moved'
  const clear = useClearStockConflict()
  const { t } = useTranslation('inventory')
  function confirm() {
    clear.mutate(
      { id: conflict.id, resolution, from_warehouse_id: canMove && from !== '' ? from : null },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onClose()
        },
      },
    )
  }
  return (
    <Dialog
      open
      onClose={clear.isPending ? undefined : onClose}
      aria-labelledby="clear-conflict-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="clear-conflict-title">{t('inventory:conflicts.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('inventory:conflicts.what', {
            product: conflict.product,
            place: place(conflict),
            short: conflict.qtyShort,
            now: conflict.stockNow,
          })}
        </DialogContentText>
        <RadioGroup
          aria-label={t('inventory:conflicts.how')}
          value={resolution}
          onChange={(event) => setResolution(event.target.value as StockConflictResolution)}
        >
          {STOCK_CONFLICT_RESOLUTIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={STOCK_CONFLICT_RESOLUTION_LABELS[value]}
            />
          ))}
        </RadioGroup>
        {canMove && (
          <TextField
            select
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={t('inventory:conflicts.moveFrom')}
            value={from}
            onChange={(event) => setFrom(event.target.value === '' ? '' : Number(event.target.value))}
            helperText={t('inventory:conflicts.moveHelp', { qty: -conflict.stockNow, place: place(conflict) })}
          >
            {others.map((warehouse) => (
              <MenuItem key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {short && resolution !== 'written_off' && !(canMove && from !== '') && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {OFFLINE_MESSAGES.conflictStillShort}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={clear.isPending}>
          {t('inventory:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={clear.isPending}>
          {t('inventory:conflicts.clear')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Stock conflicts from offline sales (issue 18): a till sold what the server's stock did not hold. The
 * sale stands; the owner clears each conflict once stock was received or moved there, or writes it off.
 */
export function StockConflicts() {
  const [status, setStatus] = useState<'open' | 'cleared'>('open')
  const [clearing, setClearing] = useState<StockConflict | null>(null)
  const { dateTime } = useFormatters()
  const canSeeProduct = useCan('productDetail')
  const { t } = useTranslation('inventory')
  const columns: Column<StockConflict>[] = [
    {
      key: 'soldAt',
      label: t('inventory:conflicts.columns.sold'),
      nowrap: true,
      hideBelow: 'sm',
      render: (row) => dateTime(row.soldAt),
    },
    { key: 'till', label: t('inventory:conflicts.columns.till'), hideBelow: 'md' },
    {
      key: 'orderKey',
      label: t('inventory:conflicts.columns.sale'),
      nowrap: true,
      // A phone keeps the product and the figures; the sale opens from a wider window.
      hideBelow: 'sm',
      render: (row) => <OrderLink order={{ id: row.order_id, key: row.orderKey, kind: 'salling' }} />,
    },
    {
      key: 'product',
      label: t('inventory:conflicts.columns.product'),
      maxWidth: { xs: 130, md: 280 },
      render: (row) =>
        canSeeProduct ? (
          <RouterLink to={pathOf('ProductDetail', { id: row.product_id })}>{row.product}</RouterLink>
        ) : (
          row.product
        ),
    },
    { key: 'warehouse', label: t('inventory:conflicts.columns.warehouse'), hideBelow: 'md', render: place },
    { key: 'qtyShort', label: t('inventory:conflicts.columns.short'), align: 'right' },
    {
      key: 'stockNow',
      label: t('inventory:conflicts.columns.stockNow'),
      align: 'right',
      render: (row) => (
        <Typography
          component="span"
          variant="body2"
          color={row.stockNow < 0 ? 'error' : undefined}
          sx={{ fontWeight: 700 }}
        >
          {row.stockNow}
        </Typography>
      ),
    },
    ...(status === 'cleared'
      ? [
          {
            key: 'resolution',
            label: t('inventory:conflicts.columns.cleared'),
            hideBelow: 'sm' as const,
            render: (row: StockConflict) =>
              `${row.resolution ? STOCK_CONFLICT_RESOLUTION_LABELS[row.resolution] : ''}${row.cleared_at ? ` · ${dateTime(row.cleared_at)}` : ''}`,
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="stock-conflicts-title">
      <OpenClearedHeading
        id="stock-conflicts-title"
        title={t('inventory:conflicts.title')}
        choiceLabel={t('inventory:conflicts.which')}
        status={status}
        onStatus={setStatus}
      />
      <ServerDataTable<StockConflict>
        key={status}
        path={STOCK_CONFLICTS_PATH}
        params={{ status }}
        columns={columns}
        label={t('inventory:conflicts.title')}
        searchable={false}
        rowActions={
          status === 'open'
            ? (row) => (
                <RowAction
                  title={t('inventory:conflicts.clear')}
                  label={t('inventory:conflicts.clearOne', { product: row.product, sale: row.orderKey })}
                  icon={DoneIcon}
                  onClick={() => setClearing(row)}
                />
              )
            : undefined
        }
      />
      {clearing && <ClearDialog conflict={clearing} onClose={() => setClearing(null)} />}
    </section>
  )
}
