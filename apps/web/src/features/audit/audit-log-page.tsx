import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { AuditPage } from '@counterpart/domain/schemas/audit'
import { AUDIT_ENTITIES } from '@counterpart/domain/schemas/audit-labels'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuditChanges } from '../../components/audit-changes.tsx'
import {
  AUDIT_EVENTS_PATH,
  AUDIT_FILTERS,
  auditActionLabel,
  shortRequestId,
  withNames,
  type AuditFilters,
  type NamedAuditEvent,
} from '../../components/audit-format.ts'
import { AuditRecordLink } from '../../components/audit-record-link.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useAuditVerify } from './api/verify-audit-chain.ts'
import { AuditFilterBar } from './components/audit-filter-bar.tsx'
import { ChainBanner } from './components/chain-banner.tsx'

/** The server's own order (the chain's); When sorts the other way round on a click. */
const NEWEST_FIRST = { sortBy: 'at', sortDesc: true }

const PAGE_SIZES = [25, 50, 100] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters the address carries, those that could not be sent as they are left out. */
function readFilters(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {}
  for (const name of AUDIT_FILTERS) {
    const value = search.get(name)?.trim()
    if (value) filters[name] = value
  }
  if (filters.user_id !== undefined && !/^[1-9]\d*$/.test(filters.user_id)) delete filters.user_id
  if (filters.entity !== undefined && !(AUDIT_ENTITIES as readonly string[]).includes(filters.entity))
    delete filters.entity
  if (filters.from !== undefined && !DAY.test(filters.from)) delete filters.from
  if (filters.to !== undefined && !DAY.test(filters.to)) delete filters.to
  return filters
}

/** The audit log (issue 19): who changed what and when, filtered by person, record and day; the chain checked on top. */
export function AuditLogPage() {
  const { t } = useTranslation('audit')
  const [search, setSearch] = useSearchParams()
  const filters = readFilters(search)
  const verify = useAuditVerify()
  const { dateTime } = useFormatters()

  function changeFilters(patch: AuditFilters) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace: true },
    )
  }

  // A day range the wrong way round finds nothing: the To field says why, and the list ignores it.
  const params = { ...filters, ...(filters.from && filters.to && filters.to < filters.from ? { to: undefined } : {}) }

  const columns: Column<NamedAuditEvent>[] = [
    {
      key: 'at',
      label: t('audit:columns.when'),
      sortable: true,
      nowrap: true,
      render: (event) => <bdi>{dateTime(event.at)}</bdi>,
    },
    { key: 'userName', label: t('audit:columns.who'), maxWidth: { xs: 120, lg: 180 } },
    {
      key: 'entity',
      label: t('audit:columns.what'),
      nowrap: true,
      render: (event) => <AuditRecordLink entity={event.entity} entityId={event.entity_id} />,
    },
    {
      key: 'action',
      label: t('audit:columns.action'),
      nowrap: true,
      render: (event) => auditActionLabel(event.action),
    },
    {
      key: 'changes',
      label: t('audit:columns.changes'),
      render: (event) => <AuditChanges changes={event.changes} names={event.names} entity={event.entity} />,
    },
    {
      key: 'ip',
      label: t('audit:columns.from'),
      nowrap: true,
      hideBelow: 'lg',
      render: (event) => (
        <>
          <bdi>{event.ip || '—'}</bdi>
          {event.request_id && (
            <Box
              component="bdi"
              title={t('audit:request', { id: event.request_id })}
              sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}
            >
              {shortRequestId(event.request_id)}
            </Box>
          )}
        </>
      ),
    },
  ]

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('audit:title')}
      </Typography>
      <ChainBanner
        result={verify.data}
        checking={verify.isFetching}
        failed={verify.isError}
        onVerify={() => void verify.refetch()}
      />
      <AuditFilterBar value={filters} onChange={changeFilters} />
      <ServerDataTable<NamedAuditEvent, AuditPage>
        // Other filters are another list: it starts on its first page.
        key={JSON.stringify(params)}
        path={AUDIT_EVENTS_PATH}
        select={withNames}
        params={params}
        columns={columns}
        label={t('audit:tableLabel')}
        defaultSort={NEWEST_FIRST}
        searchable={false}
        pageSizeOptions={PAGE_SIZES}
      />
    </Stack>
  )
}
