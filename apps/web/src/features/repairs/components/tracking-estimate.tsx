import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { EstimateDecision } from '@counterpart/domain/repair-estimates'
import { ESTIMATE_LABELS, type PublicEstimate } from '@counterpart/domain/schemas/repair-estimates'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignaturePad } from '../../../components/signature-pad.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useAnswerEstimate } from '../api/answer-estimate.ts'
import { EstimateLines } from './estimate-lines.tsx'

interface TrackingEstimateProps {
  trackingKey: string
  estimate: PublicEstimate
  /** After an answer (or a refusal that means the page is out of date): look the repair up again. */
  onAnswered: (message: string) => void
}

/**
 * The estimate awaiting the customer on the public tracking page (issue 30, item 5): its lines and total,
 * then their name and signature, and Approve or Decline. The answer names the version shown, so a version
 * the shop changed meanwhile is refused rather than approved unseen.
 */
export function TrackingEstimate({ trackingKey, estimate, onAnswered }: TrackingEstimateProps) {
  const { t } = useTranslation('public')
  const { dateTime } = useFormatters()
  const [name, setName] = useState('')
  const [signature, setSignature] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const answer = useAnswerEstimate()

  function decide(decision: EstimateDecision) {
    setErrors({})
    setRefusal(null)
    answer.mutate(
      { key: trackingKey, input: { decision, version: estimate.version, name, signature, reason } },
      {
        onSuccess: (done) => onAnswered(done.message),
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422 && failure.errors) setErrors(failure.errors)
          else if (isApiError(failure) && failure.status === 409) onAnswered(failure.message)
          else setRefusal(isApiError(failure) ? failure.message : t('public:estimate.sendFailed'))
        },
      },
    )
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="tracking-estimate-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="tracking-estimate-title" variant="h6" component="h2">
              {t('public:estimate.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('public:estimate.version', { version: estimate.version })}
              {estimate.sentAt && ` · ${t('public:estimate.sent', { at: dateTime(estimate.sentAt) })}`}
            </Typography>
          </div>
          <EstimateLines lines={estimate.lines} total={estimate.total} />
          {estimate.note && <Typography sx={{ whiteSpace: 'pre-line' }}>{estimate.note}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {t('public:estimate.howToAnswer')}
          </Typography>
          <TextField
            label={t('public:estimate.yourName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            error={Boolean(errors.name)}
            helperText={errors.name?.[0]}
            required
          />
          <SignaturePad onSave={setSignature} error={errors.signature?.[0]} />
          <TextField
            label={t('public:estimate.reasonIfDecline', { label: ESTIMATE_LABELS.reason })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.[0]}
          />
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              color="success"
              size="large"
              onClick={() => decide('approve')}
              disabled={!name.trim() || !signature}
              loading={answer.isPending && answer.variables.input.decision === 'approve'}
            >
              {t('public:estimate.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={() => decide('decline')}
              disabled={!name.trim() || !signature}
              loading={answer.isPending && answer.variables.input.decision === 'decline'}
            >
              {t('public:estimate.decline')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
