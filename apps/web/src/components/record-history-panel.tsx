import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { AuditEntity, AuditPage } from '@counterpart/domain/schemas/audit'
import { Link as RouterLink } from 'react-router'
import { useFormatters } from '../lib/use-formatters.ts'
import { AuditChanges } from './audit-changes.tsx'
import {
  AUDIT_EVENTS_PATH,
  auditActionLabel,
  auditEntityLabel,
  auditLogUrl,
  withNames,
  type NamedAuditEvent,
} from './audit-format.ts'
import { ServerDataTable, type Column } from './server-data-table.tsx'
import { useTranslation } from 'react-i18next'

/** The server's own order (the chain's); When sorts the other way round on a click. */
const NEWEST_FIRST = { sortBy: 'at', sortDesc: true }

const PAGE_SIZES = [5, 10, 25] as const

/** The events of one record, newest first, with a link to the same list in the audit log. */
export function RecordHistoryPanel({ entity, id, sx }: { entity: AuditEntity; id: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common')
  const { dateTime } = useFormatters()
  const columns: Column<NamedAuditEvent>[] = [
    {
      key: 'at',
      label: t('common:history.when'),
      sortable: true,
      nowrap: true,
      render: (event) => <bdi>{dateTime(event.at)}</bdi>,
    },
    { key: 'userName', label: t('common:history.who'), maxWidth: 180 },
    {
      key: 'action',
      label: t('common:history.action'),
      nowrap: true,
      render: (event) => auditActionLabel(event.action),
    },
    {
      key: 'changes',
      label: t('common:history.changes'),
      render: (event) => <AuditChanges changes={event.changes} names={event.names} entity={event.entity} />,
    },
  ]
  return (
    <Box component="section" aria-labelledby="record-history-title" sx={sx}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id="record-history-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('common:history.title')}
        </Typography>
        <Link component={RouterLink} to={auditLogUrl({ entity, entity_id: String(id) })}>
          {t('common:history.openInAuditLog')}
        </Link>
      </Stack>
      <ServerDataTable<NamedAuditEvent, AuditPage>
        path={AUDIT_EVENTS_PATH}
        select={withNames}
        params={{ entity, entity_id: id }}
        columns={columns}
        label={t('common:history.tableLabel', { record: auditEntityLabel(entity).toLowerCase(), id })}
        defaultSort={NEWEST_FIRST}
        searchable={false}
        pageSizeOptions={PAGE_SIZES}
      />
    </Box>
  )
}
