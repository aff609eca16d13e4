import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip, { type ChipProps } from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  ESTIMATE_CHANNEL_LABELS,
  ESTIMATE_STATE_LABELS,
  isUnderWarranty,
  type EstimateState,
} from '@counterpart/domain/repair-estimates'
import type { RepairDetailAnswer, RepairEstimateItem } from '@counterpart/domain/schemas/repair-estimates'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useCan } from '../../../lib/app-configuration.ts'
import { pathOf } from '../../../lib/paths.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSendEstimate } from '../api/send-estimate.ts'
import { EstimateDecisionDialog } from './estimate-decision-dialog.tsx'
import { EstimateEditorDialog } from './estimate-editor-dialog.tsx'
import { EstimateLines } from './estimate-lines.tsx'

const STATE_COLOURS: Record<EstimateState, ChipProps['color']> = {
  draft: 'default',
  sent: 'warning',
  approved: 'success',
  declined: 'error',
  superseded: 'default',
}

/**
 * The repair page's estimates and warranty (issue 30, items 5 and 7): every version newest first with its
 * state, the lines and the answer; staff draft, edit and send, and with "Approve estimates for customers"
 * record an answer given at the counter or by phone and see the customer's signature.
 */
export function RepairEstimatesPanel({ repair }: { repair: RepairDetailAnswer }) {
  const mayApprove = useCan('repairApprove')
  const [editing, setEditing] = useState<RepairEstimateItem | 'new' | null>(null)
  const [deciding, setDeciding] = useState<RepairEstimateItem | null>(null)
  const send = useSendEstimate()

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-estimates-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="repair-estimates-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Estimates and warranty
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New estimate
        </Button>
      </Stack>
      <WarrantySummary repair={repair} />
      {repair.estimates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No estimate yet. Draft one with its parts and labour, then send it: the customer approves it on the tracking
          page.
        </Typography>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {repair.estimates.map((estimate) => (
            <EstimateVersion
              key={estimate.id}
              repairId={repair.id}
              estimate={estimate}
              mayApprove={mayApprove}
              onEdit={() => setEditing(estimate)}
              onDecide={() => setDeciding(estimate)}
              onSend={() =>
                send.mutate(
                  { repairId: repair.id, estimateId: estimate.id },
                  { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
                )
              }
              sending={send.isPending}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <EstimateEditorDialog
          repairId={repair.id}
          estimate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deciding && (
        <EstimateDecisionDialog
          repairId={repair.id}
          estimate={deciding}
          customerName={repair.name}
          onClose={() => setDeciding(null)}
        />
      )}
    </Paper>
  )
}

function WarrantySummary({ repair }: { repair: RepairDetailAnswer }) {
  const { date } = useFormatters()
  const original = repair.warrantyOf
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {repair.warrantyUntil
          ? `Warranty ${repair.warrantyDays} days from pickup: ${isUnderWarranty(repair.warrantyUntil) ? 'until' : 'ended'} ${date(repair.warrantyUntil)}`
          : repair.warrantyDays > 0
            ? `Warranty ${repair.warrantyDays} days, from pickup`
            : 'No warranty (no labour line of an approved estimate names one)'}
        {repair.warrantyClaims > 0 &&
          ` · ${repair.warrantyClaims} warranty claim${repair.warrantyClaims === 1 ? '' : 's'}`}
      </Typography>
      {original && (
        <Alert severity={original.claim ? 'info' : 'warning'}>
          Come-back of repair{' '}
          <RouterLink to={pathOf('RepairForm', { id: original.id })}>
            <bdi>{original.key}</bdi>
          </RouterLink>{' '}
          ({original.deviceName}):{' '}
          {original.claim && original.warrantyUntil
            ? `under warranty until ${date(original.warrantyUntil)}. The warranted work is not charged.`
            : 'opened after its warranty ended, so the work is charged as usual.'}
        </Alert>
      )}
      {repair.group === 'collected' && (
        <Box>
          <Button size="small" component={RouterLink} to={`${pathOf('RepairForm')}?warrantyOf=${repair.id}`}>
            Open a come-back
          </Button>
        </Box>
      )}
    </Stack>
  )
}

interface EstimateVersionProps {
  repairId: number
  estimate: RepairEstimateItem
  mayApprove: boolean
  onEdit: () => void
  onDecide: () => void
  onSend: () => void
  sending: boolean
}

function EstimateVersion({ repairId, estimate, mayApprove, onEdit, onDecide, onSend, sending }: EstimateVersionProps) {
  const { dateTime } = useFormatters()
  const superseded = estimate.state === 'superseded'
  const decision = estimate.decision
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, opacity: superseded ? 0.7 : 1 }}
      aria-label={`Estimate version ${estimate.version}`}
      role="group"
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: superseded ? 0 : 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Version {estimate.version}</Typography>
        <Chip
          size="small"
          label={ESTIMATE_STATE_LABELS[estimate.state]}
          color={STATE_COLOURS[estimate.state]}
          variant={superseded ? 'outlined' : 'filled'}
        />
        <Typography variant="body2" color="text.secondary">
          {estimate.sentAt ? `Sent ${dateTime(estimate.sentAt)}` : `Drafted ${dateTime(estimate.createdAt)}`}
          {estimate.remindedAt.length > 0 &&
            ` · reminded ${estimate.remindedAt.length} time${estimate.remindedAt.length === 1 ? '' : 's'}`}
        </Typography>
      </Stack>
      {!superseded && (
        <>
          <EstimateLines lines={estimate.lines} total={estimate.total} />
          {estimate.note && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {estimate.note}
            </Typography>
          )}
          {decision && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="body2">
                {decision.decision === 'approve' ? 'Approved' : 'Declined'} {ESTIMATE_CHANNEL_LABELS[decision.channel]}
                {decision.recordedBy ? `, by ${decision.recordedBy}` : ''} for {decision.name}, {dateTime(decision.at)}
                {decision.reason && `: ${decision.reason}`}
              </Typography>
              {mayApprove && decision.channel === 'public' && (
                <Stack spacing={0.5} sx={{ mt: 1 }}>
                  {decision.hasSignature && (
                    <Box
                      component="img"
                      src={`/api/repair/${repairId}/estimates/${estimate.id}/signature`}
                      alt={`Signature of ${decision.name}`}
                      sx={{
                        display: 'block',
                        maxWidth: 240,
                        width: '100%',
                        bgcolor: '#fff',
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  )}
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    From <bdi>{decision.clientIp}</bdi> · {decision.userAgent}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    Version seen (SHA-256) <bdi style={{ fontFamily: 'monospace' }}>{decision.versionHash}</bdi>
                  </Typography>
                </Stack>
              )}
            </Box>
          )}
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {estimate.state === 'draft' && (
              <Button variant="contained" size="small" onClick={onSend} loading={sending}>
                Send to customer
              </Button>
            )}
            <Button size="small" onClick={onEdit}>
              {estimate.state === 'draft' ? 'Edit' : 'Edit as new version'}
            </Button>
            {mayApprove && (estimate.state === 'draft' || estimate.state === 'sent') && (
              <Button size="small" onClick={onDecide}>
                Record answer
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  )
}
