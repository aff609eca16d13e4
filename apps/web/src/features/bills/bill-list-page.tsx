import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { BillListRow } from '@counterpart/domain/schemas/bills'
import { Trans, useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('bills')
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<BillListRow>(useDeleteBill(), {
    describe: (row) => (
      <Trans t={t} i18nKey="bills:list.deleteWhat" values={{ name: row.name }} components={{ b: <bdi /> }} />
    ),
  })

  const columns: readonly Column<BillListRow>[] = [
    {
      key: 'created_at',
      label: t('bills:list.columns.createdAt'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
    { key: 'name', label: t('bills:list.columns.name'), sortable: true },
    {
      key: 'date',
      label: t('bills:list.columns.date'),
      sortable: true,
      nowrap: true,
      render: (row) => <bdi>{`${date(row.date)} ${row.time}`}</bdi>,
    },
    {
      key: 'charges',
      label: t('bills:list.columns.charges'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.charges),
    },
    {
      key: 'taxRate',
      label: t('bills:list.columns.taxRate'),
      sortable: true,
      align: 'right',
      render: (row) => `${row.taxRate}%`,
    },
    {
      key: 'totalAmount',
      label: t('bills:list.columns.total'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.totalAmount),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('bills:list.title')}
      </Typography>
      <ServerDataTable<BillListRow>
        path={BILL_LIST_PATH}
        label={t('bills:list.title')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('BillForm')}>
            {t('bills:list.newBill')}
          </Button>
        }
        rowActions={(row) => (
          <>
            <EditRowAction label={t('bills:list.edit', { name: row.name })} to={pathOf('BillForm', { id: row.id })} />
            <PrintRowAction
              label={t('bills:list.print', { name: row.name })}
              to={pathOf('BillPrint', { id: row.id })}
            />
            <DeleteRowAction label={t('bills:list.delete', { name: row.name })} onClick={() => deletion.ask(row)} />
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}
