import AddIcon from '@mui/icons-material/Add'
import HistoryIcon from '@mui/icons-material/History'
import TuneIcon from '@mui/icons-material/Tune'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { MESSAGES } from '@counterpart/domain/messages'
import { INVENTORY_MESSAGES, type StockRecord, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RowAction, DeleteRowAction, EditRowAction } from '../../components/row-action.tsx'
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
  const deletion = useConfirmedDelete<WarehouseRecord>(useDeleteWarehouse(), {
    message: INVENTORY_MESSAGES.confirmRemoveWarehouse,
  })
  const canAdd = useCan('warehouseCreate')
  const canEdit = useCan('warehouseEdit')
  const canSee = useCan('warehouseDetials')
  const canRemove = useCan('warehouseRemove')
  const columns: Column<WarehouseRecord>[] = [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'email', label: 'Email', sortable: true },
    { key: 'phone', label: 'Phone', sortable: true },
    { key: 'location', label: 'Location', sortable: true },
    { key: 'maxVolume', label: 'Max Volume', sortable: true, align: 'right' },
    { key: 'created_at', label: 'Added', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
  ]
  return (
    <>
      <ServerDataTable<WarehouseRecord>
        path={WAREHOUSE_LIST_PATH}
        label="Warehouses"
        columns={columns}
        defaultSort={{ sortBy: 'id' }}
        toolbar={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('AddNewWarehouse')}>
              Add Warehouse
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {canSee && (
              <RowAction
                title="Details"
                label={`Details of ${row.name}`}
                icon={VisibilityIcon}
                to={pathOf('WarehouseDetail', { id: row.id })}
              />
            )}
            {canEdit && <EditRowAction label={`Edit ${row.name}`} to={pathOf('EditWarehouse', { id: row.id })} />}
            {canRemove && (
              <DeleteRowAction title="Remove" label={`Remove ${row.name}`} onClick={() => deletion.ask(row)} />
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
  const canSeeProduct = useCan('productDetail')
  const canAdjust = useCan('warehouseEdit')
  const canTrace = useCan('stockTracking')
  const [adjusting, setAdjusting] = useState<StockRecord | null>(null)
  // GET /stock is gated by warehouseDetials: without it the list could only fail, so say why instead.
  const canList = useCan('warehouseDetials')
  const columns: Column<StockRecord>[] = [
    {
      key: 'product',
      label: 'Product',
      sortable: true,
      render: (row) =>
        canSeeProduct ? (
          <RouterLink to={pathOf('ProductDetail', { id: row.product_id })}>{row.product.name}</RouterLink>
        ) : (
          row.product.name
        ),
    },
    { key: 'warehouse', label: 'Warehouse', sortable: true, render: (row) => row.warehouse.name },
    {
      key: 'quantity',
      label: 'Quantity',
      sortable: true,
      align: 'right',
      render: (row) => <StockQuantity quantity={row.quantity} reserved={row.reserved} />,
    },
    { key: 'sold', label: 'Sold', sortable: true, align: 'right' },
    { key: 'returned', label: 'Returned', sortable: true, align: 'right' },
    { key: 'cost', label: 'Cost', sortable: true, align: 'right', render: (row) => money(row.cost) },
    { key: 'price', label: 'Price', sortable: true, align: 'right', render: (row) => money(row.price) },
    { key: 'rackNumber', label: 'Rack', sortable: true },
    { key: 'created_at', label: 'Added', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
  ]
  if (!canList) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>
  return (
    <>
      <ServerDataTable<StockRecord>
        path={STOCK_LIST_PATH}
        label="Stocks"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <RowActions
            menuLabel={`More actions for ${row.product.name}`}
            actions={[
              canAdjust && {
                title: 'Adjust stock',
                label: `Adjust stock of ${row.product.name} in ${row.warehouse.name}`,
                icon: TuneIcon,
                onClick: () => setAdjusting(row),
              },
              canTrace && {
                title: 'Stock history',
                label: `Stock history of ${row.product.name}`,
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

const TABS = [
  { value: 'warehouses', label: 'Warehouses' },
  { value: 'stocks', label: 'Stocks' },
  { value: 'counts', label: 'Counts' },
  { value: 'transfers', label: 'Transfers' },
] as const

/**
 * The Inventory area (spec 002 §2.4): WarehousesList and StocksList tabs, and the stock counts and
 * transfers (issue 28, item 9), each listed by those who may see warehouses.
 */
export function InventoryPage() {
  const canList = useCan('warehouseDetials')
  return (
    <TabbedPage title="Inventory" tabs={TABS}>
      {(current) => {
        if (current.value === 'warehouses') return <WarehousesList />
        if (current.value === 'stocks') return <StocksList />
        if (!canList) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>
        return current.value === 'counts' ? <StockCountsList /> : <StockTransfersList />
      }}
    </TabbedPage>
  )
}
