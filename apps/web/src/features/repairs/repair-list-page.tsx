import AddIcon from '@mui/icons-material/Add'
import ViewKanbanIcon from '@mui/icons-material/ViewKanban'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  isRepairGroup,
  REPAIR_GROUP_LABELS,
  REPAIR_GROUPS,
  type RepairGroup,
  repairStatusName,
} from '@counterpart/domain/repair-workflow'
import type { RepairListRow, RepairStatus } from '@counterpart/domain/schemas/repairs'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { DeleteRowAction, EditRowAction, PrintRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteRepair } from './api/delete-repair.ts'
import { REPAIR_LIST_PATH } from './api/get-repairs.ts'
import { useToggleRepairStatus } from './api/toggle-repair-status.ts'
import { ReprintRowAction } from '../../components/reprint-button.tsx'

/** The repair list (spec 001 §2 Repairs), route RepiarList. */
export function RepairListPage() {
  const { t } = useTranslation('repairs')
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<RepairListRow>(useDeleteRepair(), {
    describe: (row) => (
      <Trans
        i18nKey="repairs:list.deleteDescribe"
        values={{ device: row.deviceName, name: row.name }}
        components={{ b: <bdi /> }}
      />
    ),
  })
  const toggleStatus = useToggleRepairStatus()
  // Issue 30: a filter by status group, and "Mine": the signed-in technician's own queue.
  const [group, setGroup] = useState<RepairGroup | ''>('')
  const [mine, setMine] = useState(false)
  const params = { ...(group ? { group } : {}), ...(mine ? { technician: 'me' } : {}) }
  // The switch flips in the same event as the click (a controlled input would otherwise snap back until
  // the mutation reports itself pending), and stays so until the refetched list carries the new status.
  const [switched, setSwitched] = useState<ReadonlyMap<number, RepairStatus>>(new Map())
  const settle = (id: number) =>
    setSwitched((current) => {
      const next = new Map(current)
      next.delete(id)
      return next
    })

  const columns: readonly Column<RepairListRow>[] = [
    {
      key: 'created_at',
      label: t('repairs:columns.addedAt'),
      sortable: true,
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => date(row.created_at),
    },
    { key: 'key', label: t('repairs:columns.reference'), nowrap: true, render: (row) => <code>{row.key}</code> },
    { key: 'name', label: t('repairs:columns.name'), sortable: true, maxWidth: { xs: 110, lg: 200 } },
    { key: 'deviceName', label: t('repairs:columns.deviceName'), sortable: true, maxWidth: { xs: 120, lg: 220 } },
    { key: 'sNumber', label: t('repairs:columns.serialNumber'), nowrap: true, hideBelow: 'xl' },
    {
      key: 'status',
      label: t('repairs:columns.status'),
      sortable: true,
      render: (row) => {
        // Shown switched at once; the list refetches while the change is on its way.
        const wanted = switched.get(row.id)
        const switching = wanted !== undefined
        const complete = switching ? wanted === 1 : row.status === 1
        return (
          <FormControlLabel
            label={complete ? t('repairs:state.completed') : t('repairs:state.pending')}
            control={
              <Switch
                checked={complete}
                color="success"
                disabled={switching}
                slotProps={{ input: { 'aria-label': t('repairs:list.completeSwitch', { key: row.key }) } }}
                onChange={(event) => {
                  const status: RepairStatus = event.target.checked ? 1 : 0
                  setSwitched((current) => new Map(current).set(row.id, status))
                  toggleStatus.mutate(
                    { id: row.id, status },
                    {
                      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
                      onSettled: () => settle(row.id),
                    },
                  )
                }}
              />
            }
          />
        )
      },
    },
    {
      key: 'statusName',
      label: t('repairs:columns.stage'),
      nowrap: true,
      // At 1024 px the spec's columns keep the room; the stage filter still works there.
      hideBelow: 'lg',
      render: (row) => (
        <Chip
          size="small"
          label={repairStatusName(row.group, row.statusName)}
          title={REPAIR_GROUP_LABELS[row.group]}
          sx={{ bgcolor: row.statusColour, color: '#fff', maxWidth: 150 }}
        />
      ),
    },
    {
      key: 'charges',
      label: t('repairs:columns.charges'),
      sortable: true,
      align: 'right',
      hideBelow: 'lg',
      render: (row) => money(row.charges),
    },
    {
      key: 'prePaid',
      label: t('repairs:columns.paid'),
      sortable: true,
      align: 'right',
      hideBelow: 'lg',
      render: (row) => money(row.prePaid),
    },
    { key: 'due', label: t('repairs:columns.due'), sortable: true, align: 'right', render: (row) => money(row.due) },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('repairs:list.title')}
      </Typography>
      <ServerDataTable<RepairListRow>
        path={REPAIR_LIST_PATH}
        label={t('repairs:list.title')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        params={params}
        toolbar={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('repairs:columns.stage')}
              value={group}
              onChange={(event) => setGroup(isRepairGroup(event.target.value) ? event.target.value : '')}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">{t('repairs:list.allStages')}</MenuItem>
              {REPAIR_GROUPS.map((value) => (
                <MenuItem key={value} value={value}>
                  {REPAIR_GROUP_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
              label={t('repairs:list.mine')}
            />
            <Button variant="outlined" startIcon={<ViewKanbanIcon />} component={RouterLink} to={pathOf('RepairBoard')}>
              {t('repairs:list.board')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('RepairForm')}>
              {t('repairs:list.add')}
            </Button>
          </Stack>
        }
        rowActions={(row) => (
          <>
            <EditRowAction
              label={t('repairs:list.editRow', { key: row.key })}
              to={pathOf('RepairForm', { id: row.id })}
            />
            <PrintRowAction
              label={t('repairs:list.printRow', { key: row.key })}
              to={pathOf('RepiarPrint', { id: row.id })}
            />
            <ReprintRowAction
              kind="repair_ticket"
              documentId={row.id}
              label={t('repairs:list.reprintRow', { key: row.key })}
            />
            <DeleteRowAction label={t('repairs:list.deleteRow', { key: row.key })} onClick={() => deletion.ask(row)} />
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}
