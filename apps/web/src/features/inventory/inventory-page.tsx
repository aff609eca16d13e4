import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { INVENTORY_MESSAGES, type StockRecord, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteWarehouse } from './api/delete-warehouse.ts'
import { STOCK_LIST_PATH } from './api/get-stocks.ts'
import { WAREHOUSE_LIST_PATH } from './api/get-warehouses.ts'

function WarehousesList() {
  const { date } = useFormatters()
  const [removing, setRemoving] = useState<WarehouseRecord | null>(null)
  const remove = useDeleteWarehouse()
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
    { key: 'created_at', label: 'Added', sortable: true, render: (row) => date(row.created_at) },
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
              <Tooltip title="Details">
                <IconButton
                  aria-label={`Details of ${row.name}`}
                  component={RouterLink}
                  to={pathOf('WarehouseDetail', { id: row.id })}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canEdit && (
              <Tooltip title="Edit">
                <IconButton
                  aria-label={`Edit ${row.name}`}
                  component={RouterLink}
                  to={pathOf('EditWarehouse', { id: row.id })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canRemove && (
              <Tooltip title="Remove">
                <IconButton aria-label={`Remove ${row.name}`} color="error" onClick={() => setRemoving(row)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={INVENTORY_MESSAGES.confirmRemoveWarehouse}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => showSnackbar(answer.message, 'success'),
            onSettled: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}

function StocksList() {
  const { money, date } = useFormatters()
  const canSeeProduct = useCan('productDetail')
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
    { key: 'created_at', label: 'Added', sortable: true, render: (row) => date(row.created_at) },
  ]
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
  const [params, setParams] = useSearchParams()
  const current = TABS.find((tab) => tab.value === params.get('tab')) ?? TABS[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Inventory
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      {current.value === 'warehouses' ? <WarehousesList /> : <StocksList />}
    </>
  )
}
