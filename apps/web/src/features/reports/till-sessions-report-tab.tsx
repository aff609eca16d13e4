import PrintIcon from '@mui/icons-material/Print'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import VisibilityIcon from '@mui/icons-material/Visibility'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { SessionSummary } from '@counterpart/domain/schemas/tills'
import { useState } from 'react'
import { CashDifference } from '../../components/cash-difference.tsx'
import { RowActions } from '../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { TILL_SESSIONS_PATH, useTills } from '../../lib/queries/tills.ts'
import { useFormatters } from '../../lib/use-formatters.ts'

/** The till filter; the tills are listed for those who may sell (GET /tills is the terminal's). */
function TillFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tills = useTills()
  return (
    <TextField
      select
      size="small"
      label="Till"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All tills</MenuItem>
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
  const { money, dateTime } = useFormatters()
  const canListTills = useCan('saleCreate')
  const canJournal = useCan('journalExport')
  const [tillId, setTillId] = useState('')
  const amount = (value: number | null) => (value === null ? '—' : <bdi>{money(value)}</bdi>)
  const columns: Column<SessionSummary>[] = [
    // A phone keeps when, the difference and the actions; the till is in the filter and the Z in the print action.
    {
      key: 'tillName',
      label: 'Till',
      maxWidth: 160,
      hideBelow: 'sm',
      render: (row) => <bdi>{row.tillName}</bdi>,
    },
    {
      key: 'opened_at',
      label: 'Opened',
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
      label: 'Closed',
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
          'Open'
        ),
    },
    { key: 'openingFloat', label: 'Float', align: 'right', hideBelow: 'xl', render: (row) => amount(row.openingFloat) },
    {
      key: 'expectedCash',
      label: 'Expected',
      align: 'right',
      hideBelow: 'lg',
      render: (row) => amount(row.expectedCash),
    },
    { key: 'countedCash', label: 'Counted', align: 'right', hideBelow: 'lg', render: (row) => amount(row.countedCash) },
    {
      key: 'difference',
      label: 'Difference',
      sortable: true,
      align: 'right',
      render: (row) => <CashDifference difference={row.difference} variant="body2" />,
    },
    {
      key: 'zNumber',
      label: 'Z',
      align: 'right',
      hideBelow: 'sm',
      render: (row) => (row.zNumber === null ? '—' : <bdi>{row.zNumber}</bdi>),
    },
  ]
  return (
    <ServerDataTable<SessionSummary>
      path={TILL_SESSIONS_PATH}
      label="Till sessions"
      columns={columns}
      params={{ till_id: tillId || undefined }}
      defaultSort={{ sortBy: 'opened_at', sortDesc: true }}
      toolbar={canListTills && <TillFilter value={tillId} onChange={setTillId} />}
      rowActions={(row) => (
        <RowActions
          actions={[
            {
              title: 'Session',
              label: `Session ${row.id} of ${row.tillName}`,
              icon: VisibilityIcon,
              to: pathOf('TillSession', { id: row.id }),
            },
            row.zNumber !== null && {
              title: 'Z report',
              label: `Z report ${row.zNumber} of ${row.tillName}`,
              icon: PrintIcon,
              to: pathOf('ZReportPrint', { id: row.id }),
            },
            // Issue 31, item 7: the session's journal as written at its close.
            canJournal &&
              row.zNumber !== null && {
                title: 'Journal',
                label: `Journal of ${row.tillName}, Z ${row.zNumber}`,
                icon: ReceiptLongIcon,
                to: `${pathOf('Reports')}?tab=Journal&session=${row.id}`,
              },
          ]}
        />
      )}
    />
  )
}
