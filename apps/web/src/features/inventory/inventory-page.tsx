import AddIcon from '@mui/icons-material/Add'
import HistoryIcon from '@mui/icons-material/History'
import TuneIcon from '@mui/icons-material/Tune'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { MESSAGES } from '@counterpart/domain/messages'
import { INVENTORY_MESSAGES, type StockRecord, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import DeleteIcon from '@mui/icons-material/Delete'
import { RowAction, EditRowAction } from '../../components/row-action.tsx'
import { RowActions } from '../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { TabbedPage } from '../../components/tabbed-page.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteWarehouse } from './api/delete-warehouse.ts'
import { STOCK_LIST_PATH } from '../../lib/queries/stock-list.ts'
import { WAREHOUSE_LIST_PATH } from '../../lib/queries/warehouses.ts'
import { AdjustStockDialog } from './components/adjust-stock-dialog.tsx'
import { StockCountsList, StockTransfersList } from './components/stock-document-lists.tsx'
import { StockQuantity } from '../../components/stock-quantity.tsx'

function WarehousesList() {
  const { date } = useFormatters()
  const { t } = useTranslation('inventory')
  const deletion = useConfirmedDelete<WarehouseRecord>(useDeleteWarehouse(), {
    message: INVENTORY_MESSAGES.confirmRemoveWarehouse,
  })
  const canAdd = useCan('warehouseCreate')
  const canEdit = useCan('warehouseEdit')
  const canSee = useCan('warehouseDetials')
  const canRemove = useCan('warehouseRemove')
  const columns: Column<WarehouseRecord>[] = [
    { key: 'name', label: t('inventory:warehouses.columns.name'), sortable: true },
    { key: 'email', label: t('inventory:warehouses.columns.email'), sortable: true },
    {
      key: 'phone',
      label: t('inventory:warehouses.columns.phone'),
      sortable: true,
      render: (row) => <bdi>{row.phone}</bdi>,
    },
    { key: 'location', label: t('inventory:warehouses.columns.location'), sortable: true },
    { key: 'maxVolume', label: t('inventory:warehouses.columns.maxVolume'), sortable: true, align: 'right' },
    {
      key: 'created_at',
      label: t('inventory:warehouses.columns.added'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
  ]
  return (
    <>
      <ServerDataTable<WarehouseRecord>
        path={WAREHOUSE_LIST_PATH}
        label={t('inventory:tabs.warehouses')}
        columns={columns}
        defaultSort={{ sortBy: 'id' }}
        toolbar={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('AddNewWarehouse')}>
              {t('inventory:warehouses.add')}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {canSee && (
              <RowAction
                title={t('inventory:actions.details')}
                label={t('inventory:actions.detailsOf', { name: row.name })}
                icon={VisibilityIcon}
                to={pathOf('WarehouseDetail', { id: row.id })}
              />
            )}
            {canEdit && (
              <EditRowAction
                label={t('inventory:actions.editName', { name: row.name })}
                to={pathOf('EditWarehouse', { id: row.id })}
              />
            )}
            {canRemove && (
              <RowAction
                icon={DeleteIcon}
                color="error"
                title={t('inventory:actions.remove')}
                label={t('inventory:actions.removeName', { name: row.name })}
                onClick={() => deletion.ask(row)}
              />
            )}
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}

function StocksList() {
  const { money, date } = useFormatters()
  const { t } = useTranslation('inventory')
  const canSeeProduct = useCan('productDetail')
  const canAdjust = useCan('warehouseEdit')
  const canTrace = useCan('stockTracking')
  const [adjusting, setAdjusting] = useState<StockRecord | null>(null)
  // GET /stock is gated by warehouseDetials: without it the list could only fail, so say why instead.
  const canList = useCan('warehouseDetials')
  const columns: Column<StockRecord>[] = [
    {
      key: 'product',
      label: t('inventory:stocks.columns.product'),
      sortable: true,
      render: (row) =>
        canSeeProduct ? (
          <RouterLink to={pathOf('ProductDetail', { id: row.product_id })}>{row.product.name}</RouterLink>
        ) : (
          row.product.name
        ),
    },
    {
      key: 'warehouse',
      label: t('inventory:stocks.columns.warehouse'),
      sortable: true,
      render: (row) => row.warehouse.name,
    },
    {
      key: 'quantity',
      label: t('inventory:stocks.columns.quantity'),
      sortable: true,
      align: 'right',
      render: (row) => <StockQuantity quantity={row.quantity} reserved={row.reserved} />,
    },
    { key: 'sold', label: t('inventory:stocks.columns.sold'), sortable: true, align: 'right' },
    { key: 'returned', label: t('inventory:stocks.columns.returned'), sortable: true, align: 'right' },
    {
      key: 'cost',
      label: t('inventory:stocks.columns.cost'),
      sortable: true,
      align: 'right',
      render: (row) => <bdi>{money(row.cost)}</bdi>,
    },
    {
      key: 'price',
      label: t('inventory:stocks.columns.price'),
      sortable: true,
      align: 'right',
      render: (row) => <bdi>{money(row.price)}</bdi>,
    },
    { key: 'rackNumber', label: t('inventory:stocks.columns.rack'), sortable: true },
    {
      key: 'created_at',
      label: t('inventory:stocks.columns.added'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
  ]
  if (!canList) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>
  return (
    <>
      <ServerDataTable<StockRecord>
        path={STOCK_LIST_PATH}
        label={t('inventory:tabs.stocks')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <RowActions
            menuLabel={t('inventory:actions.moreActions', { name: row.product.name })}
            actions={[
              canAdjust && {
                title: t('inventory:stocks.adjust'),
                label: t('inventory:stocks.adjustOf', { product: row.product.name, warehouse: row.warehouse.name }),
                icon: TuneIcon,
                onClick: () => setAdjusting(row),
              },
              canTrace && {
                title: t('inventory:stocks.history'),
                label: t('inventory:stocks.historyOf', { product: row.product.name }),
                icon: HistoryIcon,
                to: pathOf('StockHistory', { id: row.product_id }),
              },
            ]}
          />
        )}
      />
      {adjusting && (
        <AdjustStockDialog
          product={adjusting.product}
          warehouseId={adjusting.warehouse_id}
          onClose={() => setAdjusting(null)}
        />
      )}
    </>
  )
}

/**
 * The Inventory area (spec 002 §2.4): WarehousesList and StocksList tabs, and the stock counts and
 * transfers (issue 28, item 9), each listed by those who may see warehouses.
 */
export function InventoryPage() {
  const canList = useCan('warehouseDetials')
  const { t } = useTranslation('inventory')
  const tabs = useMemo(
    () =>
      [
        { value: 'warehouses', label: t('inventory:tabs.warehouses') },
        { value: 'stocks', label: t('inventory:tabs.stocks') },
        { value: 'counts', label: t('inventory:tabs.counts') },
        { value: 'transfers', label: t('inventory:tabs.transfers') },
      ] as const,
    [t],
  )
  return (
    <TabbedPage title={t('inventory:page.title')} tabs={tabs}>
      {(current) => {
        if (current.value === 'warehouses') return <WarehousesList />
        if (current.value === 'stocks') return <StocksList />
        if (!canList) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>
        return current.value === 'counts' ? <StockCountsList /> : <StockTransfersList />
      }}
    </TabbedPage>
  )
}
