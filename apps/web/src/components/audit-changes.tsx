import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { AuditEvent, AuditNames } from '@counterpart/domain/schemas/audit'
import { useState } from 'react'
import { changeLines, type ChangeLine } from './audit-format.ts'
import { useTranslation } from 'react-i18next'

/** Lines shown before "more": a price change stays one glance, a new record's twenty fields wait for a click. */
const SHOWN_LINES = 3

/** An event's changed fields, one line each (field: before → after), the rest behind "N more". */
export function AuditChanges({
  changes,
  names,
  entity,
}: {
  changes: AuditEvent['changes']
  names?: AuditNames
  /** The kind of record changed: its closed values (a stock document's status) read in the page's language. */
  entity?: string
}) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  const lines = changeLines(changes, names, entity)
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    )
  const hidden = lines.length - SHOWN_LINES
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 200 }}>
      {(open ? lines : lines.slice(0, SHOWN_LINES)).map((line) => (
        <Typography key={line.field} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {/* The label with its colon as one run: a right-to-left page does not read ":Customer". */}
          <Box component="bdi" sx={{ fontWeight: 600 }}>
            {t('common:audit.label', { label: line.label })}
          </Box>{' '}
          <ChangedValue line={line} />
        </Typography>
      ))}
      {hidden > 0 && (
        <li>
          <Link component="button" type="button" variant="body2" onClick={() => setOpen(!open)} aria-expanded={open}>
            {/* Words around a number: kept in reading order on a right-to-left page. */}
            <bdi>{open ? t('common:audit.showFewer') : t('common:audit.more', { count: hidden })}</bdi>
          </Link>
        </li>
      )}
    </Box>
  )
}

function ChangedValue({ line }: { line: ChangeLine }) {
  // The arrow points the way the page reads: an arrow is not mirrored by the bidirectional algorithm.
  const arrow = useTheme().direction === 'rtl' ? '←' : '→'
  if (line.before === null) return <bdi>{line.after}</bdi>
  if (line.after === null)
    return (
      <Box component="bdi" sx={{ textDecoration: 'line-through' }}>
        {line.before}
      </Box>
    )
  return (
    <>
      <Box component="bdi" sx={{ color: 'text.secondary' }}>
        {line.before}
      </Box>{' '}
      {arrow} <bdi>{line.after}</bdi>
    </>
  )
}
