import PrintIcon from '@mui/icons-material/Print'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import VisibilityIcon from '@mui/icons-material/Visibility'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { SessionSummary } from '@counterpart/domain/schemas/tills'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CashDifference } from '../../components/cash-difference.tsx'
import { RowActions } from '../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { TILL_SESSIONS_PATH, useTills } from '../../lib/queries/tills.ts'
import { useFormatters } from '../../lib/use-formatters.ts'

/** The till filter; the tills are listed for those who may sell (GET /tills is the terminal's). */
function TillFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('reports')
  const tills = useTills()
  return (
    <TextField
      select
      size="small"
      label={t('reports:tills.till')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('reports:tills.allTills')}</MenuItem>
      {(tills.data?.tills ?? []).map((till) => (
        <MenuItem key={till.id} value={String(till.id)}>
          <bdi>{till.name}</bdi>
        </MenuItem>
      ))}
    </TextField>
  )
}

/** Till sessions (issue 19, beyond the spec): every session with its count and difference, newest first. */
export function TillSessionsReportTab() {
  const { t } = useTranslation('reports')
  const { money, dateTime } = useFormatters()
  const canListTills = useCan('saleCreate')
  const canJournal = useCan('journalExport')
  const [tillId, setTillId] = useState('')
  const amount = (value: number | null) => (value === null ? '—' : <bdi>{money(value)}</bdi>)
  const columns: Column<SessionSummary>[] = [
    // A phone keeps when, the difference and the actions; the till is in the filter and the Z in the print action.
    {
      key: 'tillName',
      label: t('reports:tills.till'),
      maxWidth: 160,
      hideBelow: 'sm',
      render: (row) => <bdi>{row.tillName}</bdi>,
    },
    {
      key: 'opened_at',
      label: t('reports:tills.opened'),
      sortable: true,
      nowrap: true,
      render: (row) => (
        <>
          <bdi>{dateTime(row.opened_at)}</bdi>
          <Typography variant="caption" color="text.secondary" component="div">
            <bdi>{row.openedBy}</bdi>
          </Typography>
        </>
      ),
    },
    {
      key: 'closed_at',
      label: t('reports:tills.closed'),
      sortable: true,
      nowrap: true,
      hideBelow: 'md',
      render: (row) =>
        row.closed_at ? (
          <>
            <bdi>{dateTime(row.closed_at)}</bdi>
            <Typography variant="caption" color="text.secondary" component="div">
              <bdi>{row.closedBy ?? ''}</bdi>
            </Typography>
          </>
        ) : (
          t('reports:tills.open')
        ),
    },
    {
      key: 'openingFloat',
      label: t('reports:tills.float'),
      align: 'right',
      hideBelow: 'xl',
      render: (row) => amount(row.openingFloat),
    },
    {
      key: 'expectedCash',
      label: t('reports:tills.expected'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => amount(row.expectedCash),
    },
    {
      key: 'countedCash',
      label: t('reports:tills.counted'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => amount(row.countedCash),
    },
    {
      key: 'difference',
      label: t('reports:tills.difference'),
      sortable: true,
      align: 'right',
      render: (row) => <CashDifference difference={row.difference} variant="body2" />,
    },
    {
      key: 'zNumber',
      label: t('reports:tills.z'),
      align: 'right',
      hideBelow: 'sm',
      render: (row) => (row.zNumber === null ? '—' : <bdi>{row.zNumber}</bdi>),
    },
  ]
  return (
    <ServerDataTable<SessionSummary>
      path={TILL_SESSIONS_PATH}
      label={t('reports:tills.table')}
      columns={columns}
      params={{ till_id: tillId || undefined }}
      defaultSort={{ sortBy: 'opened_at', sortDesc: true }}
      toolbar={canListTills && <TillFilter value={tillId} onChange={setTillId} />}
      rowActions={(row) => (
        <RowActions
          actions={[
            {
              title: t('reports:tills.session'),
              label: t('reports:tills.sessionLabel', { id: row.id, till: row.tillName }),
              icon: VisibilityIcon,
              to: pathOf('TillSession', { id: row.id }),
            },
            row.zNumber !== null && {
              title: t('reports:tills.zReport'),
              label: t('reports:tills.zReportLabel', { z: row.zNumber, till: row.tillName }),
              icon: PrintIcon,
              to: pathOf('ZReportPrint', { id: row.id }),
            },
            // Issue 31, item 7: the session's journal as written at its close.
            canJournal &&
              row.zNumber !== null && {
                title: t('reports:tills.journal'),
                label: t('reports:tills.journalLabel', { till: row.tillName, z: row.zNumber }),
                icon: ReceiptLongIcon,
                to: `${pathOf('Reports')}?tab=Journal&session=${row.id}`,
              },
          ]}
        />
      )}
    />
  )
}
