import type { SxProps, Theme } from '@mui/material/styles'
import type { AuditEntity } from '@counterpart/domain/schemas/audit'
import { lazy, Suspense } from 'react'
import { useCan } from '../lib/app-configuration.ts'

// Loaded only for those who may read the audit log, and after the page itself: a detail page gains a few
// bytes, not the table and the change list.
const RecordHistoryPanel = lazy(() =>
  import('./record-history-panel.tsx').then((m) => ({ default: m.RecordHistoryPanel })),
)

/** The record's history from the audit log (who changed what, and when), for holders of the Audit Log switch. */
export function RecordHistory(props: { entity: AuditEntity; id: number; sx?: SxProps<Theme> }) {
  const canRead = useCan('auditLog')
  if (!canRead) return null
  return (
    <Suspense fallback={null}>
      <RecordHistoryPanel {...props} />
    </Suspense>
  )
}
