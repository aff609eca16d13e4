import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { EstimateDecision, StaffEstimateChannel } from '@counterpart/domain/repair-estimates'
import { ESTIMATE_LABELS, type RepairEstimateItem } from '@counterpart/domain/schemas/repair-estimates'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useRecordEstimateDecision } from '../api/record-estimate-decision.ts'

interface EstimateDecisionDialogProps {
  repairId: number
  estimate: RepairEstimateItem
  /** Who the customer is, to start the name with. */
  customerName: string
  onClose: () => void
}

/** Records the customer's answer given at the counter or by phone (the "Approve estimates for customers" switch). */
export function EstimateDecisionDialog({ repairId, estimate, customerName, onClose }: EstimateDecisionDialogProps) {
  const { t } = useTranslation('repairs')
  const [decision, setDecision] = useState<EstimateDecision>('approve')
  const [channel, setChannel] = useState<StaffEstimateChannel>('counter')
  const [name, setName] = useState(customerName)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const record = useRecordEstimateDecision()

  function submit() {
    setErrors({})
    record.mutate(
      { repairId, estimateId: estimate.id, input: { decision, channel, name, reason } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onClose()
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="estimate-decision-title">
      <DialogTitle id="estimate-decision-title">
        {t('repairs:estimateDecision.title', { version: estimate.version })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={ESTIMATE_LABELS.decision}
            value={decision}
            onChange={(event) => setDecision(event.target.value === 'decline' ? 'decline' : 'approve')}
          >
            <MenuItem value="approve">{t('repairs:estimateDecision.approved')}</MenuItem>
            <MenuItem value="decline">{t('repairs:estimateDecision.declined')}</MenuItem>
          </TextField>
          <TextField
            select
            label={ESTIMATE_LABELS.channel}
            value={channel}
            onChange={(event) => setChannel(event.target.value === 'phone' ? 'phone' : 'counter')}
          >
            <MenuItem value="counter">{t('repairs:estimateDecision.atCounter')}</MenuItem>
            <MenuItem value="phone">{t('repairs:estimateDecision.byPhone')}</MenuItem>
          </TextField>
          <TextField
            label={t('repairs:estimateDecision.customerName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name?.[0]}
            required
          />
          {decision === 'decline' && (
            <TextField
              label={ESTIMATE_LABELS.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(errors.reason)}
              helperText={errors.reason?.[0]}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('repairs:actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={record.isPending}>
          {t('repairs:estimates.recordAnswer')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
