import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import PrintIcon from '@mui/icons-material/Print'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { BillListRow } from '@counterpart/domain/schemas/bills'
import { MESSAGES } from '@counterpart/domain/messages'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteBill } from './api/delete-bill.ts'
import { BILL_LIST_PATH } from './api/get-bills.ts'

/** The bill list (spec 001 §2 Bills), route BillList. */
export function BillListPage() {
  const { money, date } = useFormatters()
  const [removing, setRemoving] = useState<BillListRow | null>(null)
  const deleteBill = useDeleteBill()

  const columns: readonly Column<BillListRow>[] = [
    { key: 'created_at', label: 'Created at', sortable: true, render: (row) => date(row.created_at) },
    { key: 'name', label: 'Name', sortable: true },
    { key: 'date', label: 'Date', sortable: true, render: (row) => `${date(row.date)} ${row.time}` },
    { key: 'charges', label: 'Charges', sortable: true, align: 'right', render: (row) => money(row.charges) },
    { key: 'taxRate', label: 'Tax Rate', sortable: true, align: 'right', render: (row) => `${row.taxRate}%` },
    { key: 'totalAmount', label: 'Total', sortable: true, align: 'right', render: (row) => money(row.totalAmount) },
  ]

  function confirmDelete() {
    if (!removing) return
    deleteBill.mutate(removing.id, {
      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
      onSettled: () => setRemoving(null),
    })
  }

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
            <Tooltip title="Edit">
              <IconButton
                aria-label={`Edit bill ${row.name}`}
                component={RouterLink}
                to={pathOf('BillForm', { id: row.id })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Print">
              <IconButton
                aria-label={`Print bill ${row.name}`}
                component={RouterLink}
                to={pathOf('BillPrint', { id: row.id })}
              >
                <PrintIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete bill ${row.name}`} color="error" onClick={() => setRemoving(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={deleteBill.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}
