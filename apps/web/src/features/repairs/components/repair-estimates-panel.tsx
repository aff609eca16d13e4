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
import { Trans, useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('repairs')
  const mayApprove = useCan('repairApprove')
  const [editing, setEditing] = useState<RepairEstimateItem | 'new' | null>(null)
  const [deciding, setDeciding] = useState<RepairEstimateItem | null>(null)
  const send = useSendEstimate()

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-estimates-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="repair-estimates-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('repairs:estimates.title')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('repairs:estimates.new')}
        </Button>
      </Stack>
      <WarrantySummary repair={repair} />
      {repair.estimates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('repairs:estimates.empty')}
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
  const { t } = useTranslation('repairs')
  const { date } = useFormatters()
  const original = repair.warrantyOf
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {repair.warrantyUntil
          ? t(isUnderWarranty(repair.warrantyUntil) ? 'repairs:warranty.runsUntil' : 'repairs:warranty.endedOn', {
              days: repair.warrantyDays,
              date: date(repair.warrantyUntil),
            })
          : repair.warrantyDays > 0
            ? t('repairs:warranty.fromPickup', { days: repair.warrantyDays })
            : t('repairs:warranty.none')}
        {repair.warrantyClaims > 0 && ` · ${t('repairs:warranty.claims', { count: repair.warrantyClaims })}`}
      </Typography>
      {original && (
        <Alert severity={original.claim ? 'info' : 'warning'}>
          <Trans
            i18nKey={
              original.claim && original.warrantyUntil
                ? 'repairs:warranty.comeBackClaim'
                : 'repairs:warranty.comeBackCharged'
            }
            values={{
              key: original.key,
              device: original.deviceName,
              until: original.warrantyUntil ? date(original.warrantyUntil) : '',
            }}
            components={{ link: <RouterLink to={pathOf('RepairForm', { id: original.id })} />, b: <bdi /> }}
          />
        </Alert>
      )}
      {repair.group === 'collected' && (
        <Box>
          <Button size="small" component={RouterLink} to={`${pathOf('RepairForm')}?warrantyOf=${repair.id}`}>
            {t('repairs:warranty.openComeBack')}
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
  const { t } = useTranslation('repairs')
  const { dateTime } = useFormatters()
  const superseded = estimate.state === 'superseded'
  const decision = estimate.decision
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, opacity: superseded ? 0.7 : 1 }}
      aria-label={t('repairs:estimates.versionLabel', { version: estimate.version })}
      role="group"
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: superseded ? 0 : 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('repairs:estimates.version', { version: estimate.version })}
        </Typography>
        <Chip
          size="small"
          label={ESTIMATE_STATE_LABELS[estimate.state]}
          color={STATE_COLOURS[estimate.state]}
          variant={superseded ? 'outlined' : 'filled'}
        />
        <Typography variant="body2" color="text.secondary">
          {estimate.sentAt
            ? t('repairs:estimates.sent', { at: dateTime(estimate.sentAt) })
            : t('repairs:estimates.drafted', { at: dateTime(estimate.createdAt) })}
          {estimate.remindedAt.length > 0 &&
            ` · ${t('repairs:estimates.reminded', { count: estimate.remindedAt.length })}`}
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
                {t(
                  decision.recordedBy
                    ? decision.decision === 'approve'
                      ? 'repairs:estimates.approvedBy'
                      : 'repairs:estimates.declinedBy'
                    : decision.decision === 'approve'
                      ? 'repairs:estimates.approved'
                      : 'repairs:estimates.declined',
                  {
                    channel: ESTIMATE_CHANNEL_LABELS[decision.channel],
                    user: decision.recordedBy,
                    name: decision.name,
                    at: dateTime(decision.at),
                  },
                )}
                {decision.reason && `: ${decision.reason}`}
              </Typography>
              {mayApprove && decision.channel === 'public' && (
                <Stack spacing={0.5} sx={{ mt: 1 }}>
                  {decision.hasSignature && (
                    <Box
                      component="img"
                      src={`/api/repair/${repairId}/estimates/${estimate.id}/signature`}
                      alt={t('repairs:estimates.signatureOf', { name: decision.name })}
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
                    <Trans
                      i18nKey="repairs:estimates.from"
                      values={{ ip: decision.clientIp, agent: decision.userAgent }}
                      components={{ b: <bdi /> }}
                    />
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    <Trans
                      i18nKey="repairs:estimates.versionSeen"
                      values={{ hash: decision.versionHash }}
                      components={{ b: <bdi style={{ fontFamily: 'monospace' }} /> }}
                    />
                  </Typography>
                </Stack>
              )}
            </Box>
          )}
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {estimate.state === 'draft' && (
              <Button variant="contained" size="small" onClick={onSend} loading={sending}>
                {t('repairs:estimates.send')}
              </Button>
            )}
            <Button size="small" onClick={onEdit}>
              {estimate.state === 'draft' ? t('repairs:estimates.edit') : t('repairs:estimates.editAsNew')}
            </Button>
            {mayApprove && (estimate.state === 'draft' || estimate.state === 'sent') && (
              <Button size="small" onClick={onDecide}>
                {t('repairs:estimates.recordAnswer')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  )
}
