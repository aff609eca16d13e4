import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import {
  CONTACT_MESSAGES,
  contactName,
  type CustomerRecord,
  type SupplierRecord,
} from '@counterpart/domain/schemas/contacts'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../app/routes.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDeleteCustomer } from '../api/delete-customer.ts'
import { useDeleteSupplier } from '../api/delete-supplier.ts'
import { CUSTOMER_LIST_PATH } from '../api/get-customers.ts'
import { SUPPLIER_LIST_PATH } from '../api/get-suppliers.ts'

type Contact = CustomerRecord | SupplierRecord

const ROUTES = {
  customer: { add: 'AddNewCustomer', edit: 'EditCustomer', detail: 'CustomerDetail' },
  supplier: { add: 'AddNewSupplier', edit: 'EditSupplier', detail: 'SupplierDetail' },
} as const

/** SuppliersList and CustomersList (spec 002 §2.3): a paged table with detail, edit and remove. */
export function ContactsList({ kind }: { kind: 'customer' | 'supplier' }) {
  const { date } = useFormatters()
  const [removing, setRemoving] = useState<Contact | null>(null)
  const deleteCustomer = useDeleteCustomer()
  const deleteSupplier = useDeleteSupplier()
  const remove = kind === 'customer' ? deleteCustomer : deleteSupplier
  const routes = ROUTES[kind]
  const canAdd = useCan(kind === 'customer' ? 'customerCreate' : 'supplierCreate')
  const canEdit = useCan(kind === 'customer' ? 'customerEdit' : 'supplierEdit')
  const canSee = useCan(kind === 'customer' ? 'customerDetials' : 'supplierDetials')
  const canRemove = useCan(kind === 'customer' ? 'customerRemove' : 'supplierRemove')
  const noun = kind === 'customer' ? 'Customer' : 'Supplier'

  const columns: Column<Contact>[] = [
    { key: 'created_at', label: 'Added', sortable: true, render: (row) => date(row.created_at) },
    { key: 'firstName', label: 'Name', sortable: true, render: (row) => contactName(row) },
    ...(kind === 'supplier' ? [{ key: 'company', label: 'Company', sortable: true }] : []),
    { key: 'phone', label: 'Phone', sortable: true },
    { key: 'email', label: 'Email', sortable: true },
  ]

  function confirmDelete() {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
      onSettled: () => setRemoving(null),
    })
  }

  return (
    <>
      <ServerDataTable<Contact>
        path={kind === 'customer' ? CUSTOMER_LIST_PATH : SUPPLIER_LIST_PATH}
        label={kind === 'customer' ? 'Customers' : 'Suppliers'}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf(routes.add)}>
              Add {noun}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {canSee && (
              <Tooltip title="Details">
                <IconButton
                  aria-label={`Details of ${contactName(row)}`}
                  component={RouterLink}
                  to={pathOf(routes.detail, { id: row.id })}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canEdit && (
              <Tooltip title="Edit">
                <IconButton
                  aria-label={`Edit ${contactName(row)}`}
                  component={RouterLink}
                  to={pathOf(routes.edit, { id: row.id })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canRemove && (
              <Tooltip title="Remove">
                <IconButton aria-label={`Remove ${contactName(row)}`} color="error" onClick={() => setRemoving(row)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={kind === 'customer' ? CONTACT_MESSAGES.confirmRemoveCustomer : CONTACT_MESSAGES.confirmRemoveSupplier}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}
