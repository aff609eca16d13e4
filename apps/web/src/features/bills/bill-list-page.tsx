import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { BillListRow } from '@counterpart/domain/schemas/bills'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { DeleteRowAction, EditRowAction, PrintRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteBill } from './api/delete-bill.ts'
import { BILL_LIST_PATH } from './api/get-bills.ts'

/** The bill list (spec 001 §2 Bills), route BillList. */
export function BillListPage() {
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<BillListRow>(useDeleteBill(), {
    describe: (row) => (
      <>
        Bill: <bdi>{row.name}</bdi>
      </>
    ),
  })

  const columns: readonly Column<BillListRow>[] = [
    { key: 'created_at', label: 'Created at', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    { key: 'name', label: 'Name', sortable: true },
    { key: 'date', label: 'Date', sortable: true, nowrap: true, render: (row) => `${date(row.date)} ${row.time}` },
    { key: 'charges', label: 'Charges', sortable: true, align: 'right', render: (row) => money(row.charges) },
    { key: 'taxRate', label: 'Tax Rate', sortable: true, align: 'right', render: (row) => `${row.taxRate}%` },
    { key: 'totalAmount', label: 'Total', sortable: true, align: 'right', render: (row) => money(row.totalAmount) },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Bills
      </Typography>
      <ServerDataTable<BillListRow>
        path={BILL_LIST_PATH}
        label="Bills"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('BillForm')}>
            New Bill
          </Button>
        }
        rowActions={(row) => (
          <>
            <EditRowAction label={`Edit bill ${row.name}`} to={pathOf('BillForm', { id: row.id })} />
            <PrintRowAction label={`Print bill ${row.name}`} to={pathOf('BillPrint', { id: row.id })} />
            <DeleteRowAction label={`Delete bill ${row.name}`} onClick={() => deletion.ask(row)} />
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}
