import AddIcon from '@mui/icons-material/Add'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { MESSAGES } from '@counterpart/domain/messages'
import { INVENTORY_MESSAGES, type StockRecord, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RowAction, DeleteRowAction, EditRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { TabbedPage } from '../../components/tabbed-page.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteWarehouse } from './api/delete-warehouse.ts'
import { STOCK_LIST_PATH } from '../../lib/queries/stock-list.ts'
import { WAREHOUSE_LIST_PATH } from '../../lib/queries/warehouses.ts'

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
    { key: 'quantity', label: 'Quantity', sortable: true, align: 'right' },
    { key: 'sold', label: 'Sold', sortable: true, align: 'right' },
    { key: 'returned', label: 'Returned', sortable: true, align: 'right' },
    { key: 'cost', label: 'Cost', sortable: true, align: 'right', render: (row) => money(row.cost) },
    { key: 'price', label: 'Price', sortable: true, align: 'right', render: (row) => money(row.price) },
    { key: 'rackNumber', label: 'Rack', sortable: true },
    { key: 'created_at', label: 'Added', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
  ]
  if (!canList) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>
  return (
    <ServerDataTable<StockRecord>
      path={STOCK_LIST_PATH}
      label="Stocks"
      columns={columns}
      defaultSort={{ sortBy: 'created_at', sortDesc: true }}
    />
  )
}

const TABS = [
  { value: 'warehouses', label: 'Warehouses' },
  { value: 'stocks', label: 'Stocks' },
] as const

/** The Inventory area (spec 002 §2.4): WarehousesList and StocksList tabs. */
export function InventoryPage() {
  return (
    <TabbedPage title="Inventory" tabs={TABS}>
      {(current) => (current.value === 'warehouses' ? <WarehousesList /> : <StocksList />)}
    </TabbedPage>
  )
}
