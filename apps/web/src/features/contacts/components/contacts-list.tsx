import AddIcon from '@mui/icons-material/Add'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import {
  CONTACT_MESSAGES,
  contactName,
  type CustomerListItem,
  type SupplierListItem,
} from '@counterpart/domain/schemas/contacts'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { RowAction, DeleteRowAction, EditRowAction } from '../../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDeleteCustomer } from '../api/delete-customer.ts'
import { useDeleteSupplier } from '../api/delete-supplier.ts'
import { CUSTOMER_LIST_PATH } from '../../../lib/queries/customer-list.ts'
import { SUPPLIER_LIST_PATH } from '../api/get-suppliers.ts'
import { CONTACT_KINDS, type ContactKind } from './contact-kinds.ts'

type Contact = CustomerListItem | SupplierListItem

/** SuppliersList and CustomersList (spec 002 §2.3): a paged table with detail, edit and remove. */
export function ContactsList({ kind }: { kind: ContactKind }) {
  const { date } = useFormatters()
  const deleteCustomer = useDeleteCustomer()
  const deleteSupplier = useDeleteSupplier()
  const deletion = useConfirmedDelete<Contact>(kind === 'customer' ? deleteCustomer : deleteSupplier, {
    message: kind === 'customer' ? CONTACT_MESSAGES.confirmRemoveCustomer : CONTACT_MESSAGES.confirmRemoveSupplier,
  })
  const { noun, add, edit, detail } = CONTACT_KINDS[kind]
  const canAdd = useCan(kind === 'customer' ? 'customerCreate' : 'supplierCreate')
  const canEdit = useCan(kind === 'customer' ? 'customerEdit' : 'supplierEdit')
  const canSee = useCan(kind === 'customer' ? 'customerDetials' : 'supplierDetials')
  const canRemove = useCan(kind === 'customer' ? 'customerRemove' : 'supplierRemove')

  const columns: Column<Contact>[] = [
    { key: 'created_at', label: 'Added', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    { key: 'firstName', label: 'Name', sortable: true, render: (row) => contactName(row) },
    ...(kind === 'supplier' ? [{ key: 'company', label: 'Company', sortable: true }] : []),
    { key: 'phone', label: 'Phone', sortable: true },
    { key: 'email', label: 'Email', sortable: true },
  ]

  return (
    <>
      <ServerDataTable<Contact>
        path={kind === 'customer' ? CUSTOMER_LIST_PATH : SUPPLIER_LIST_PATH}
        label={kind === 'customer' ? 'Customers' : 'Suppliers'}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf(add)}>
              Add {noun}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {canSee && (
              <RowAction
                title="Details"
                label={`Details of ${contactName(row)}`}
                icon={VisibilityIcon}
                to={pathOf(detail, { id: row.id })}
              />
            )}
            {canEdit && <EditRowAction label={`Edit ${contactName(row)}`} to={pathOf(edit, { id: row.id })} />}
            {canRemove && (
              <DeleteRowAction title="Remove" label={`Remove ${contactName(row)}`} onClick={() => deletion.ask(row)} />
            )}
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}
