import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Button from '@mui/material/Button'
import {
  CONTACT_MESSAGES,
  contactName,
  type CustomerListItem,
  type SupplierListItem,
} from '@counterpart/domain/schemas/contacts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { RowAction, EditRowAction } from '../../../components/row-action.tsx'
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
  const { t } = useTranslation('contacts')
  const { date } = useFormatters()
  const deleteCustomer = useDeleteCustomer()
  const deleteSupplier = useDeleteSupplier()
  const deletion = useConfirmedDelete<Contact>(kind === 'customer' ? deleteCustomer : deleteSupplier, {
    message: kind === 'customer' ? CONTACT_MESSAGES.confirmRemoveCustomer : CONTACT_MESSAGES.confirmRemoveSupplier,
    confirmLabel: t('contacts:actions.remove'),
  })
  const { texts, add, edit, detail } = CONTACT_KINDS[kind]
  const canAdd = useCan(kind === 'customer' ? 'customerCreate' : 'supplierCreate')
  const canEdit = useCan(kind === 'customer' ? 'customerEdit' : 'supplierEdit')
  const canSee = useCan(kind === 'customer' ? 'customerDetials' : 'supplierDetials')
  const canRemove = useCan(kind === 'customer' ? 'customerRemove' : 'supplierRemove')

  const columns: Column<Contact>[] = [
    {
      key: 'created_at',
      label: t('contacts:columns.added'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
    { key: 'firstName', label: t('contacts:columns.name'), sortable: true, render: (row) => contactName(row) },
    ...(kind === 'supplier' ? [{ key: 'company', label: t('contacts:columns.company'), sortable: true }] : []),
    { key: 'phone', label: t('contacts:columns.phone'), sortable: true },
    { key: 'email', label: t('contacts:columns.email'), sortable: true },
  ]

  return (
    <>
      <ServerDataTable<Contact>
        path={kind === 'customer' ? CUSTOMER_LIST_PATH : SUPPLIER_LIST_PATH}
        label={t(texts.list)}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf(add)}>
              {t(texts.add)}
            </Button>
          )
        }
        rowActions={(row) => (
          <>
            {canSee && (
              <RowAction
                title={t('contacts:actions.details')}
                label={t('contacts:actions.detailsOf', { name: contactName(row) })}
                icon={VisibilityIcon}
                to={pathOf(detail, { id: row.id })}
              />
            )}
            {canEdit && (
              <EditRowAction
                label={t('contacts:actions.editRow', { name: contactName(row) })}
                to={pathOf(edit, { id: row.id })}
              />
            )}
            {canRemove && (
              // DeleteRowAction's title is the English word; the translated one goes through RowAction.
              <RowAction
                title={t('contacts:actions.remove')}
                label={t('contacts:actions.removeRow', { name: contactName(row) })}
                icon={DeleteIcon}
                color="error"
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
