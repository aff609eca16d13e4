import SearchIcon from '@mui/icons-material/Search'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { trackingStatusText, TRACKING_KEY_MAX } from '@counterpart/domain/schemas/repairs'
import { languageDirection } from '@counterpart/domain/i18n/languages'
import { isUnderWarranty } from '@counterpart/domain/repair-estimates'
import { depositLabel, REPAIR_DEPOSIT_LABELS } from '@counterpart/domain/schemas/repair-deposits'
import { useEffect, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { isApiError } from '../../lib/api-error.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { repairStatusPublicLabel } from '@counterpart/domain/repair-workflow'
import { useTrackRepair } from './api/track-repair.ts'
import { usePublicLanguage } from './use-public-language.ts'
import { TrackingEstimate } from './components/tracking-estimate.tsx'
import { TrackedPhotos } from './components/tracked-photos.tsx'

/** track/{key?}: a visitor follows a repair by its ID (spec 001 §2). The search is disabled while the ID is empty. */
export function TrackRepairPage() {
  const { t, i18n } = useTranslation('public')
  const params = useParams()
  const navigate = useNavigate()
  const [key, setKey] = useState(params.key ?? '')
  const track = useTrackRepair()
  const { date, money } = useFormatters()
  const startedFor = useRef<string | null>(null)
  const { mutate } = track

  // Opened from the QR code: look the key of the address up at once.
  useEffect(() => {
    const fromUrl = params.key?.trim()
    if (fromUrl && startedFor.current !== fromUrl) {
      startedFor.current = fromUrl
      setKey(fromUrl)
      mutate(fromUrl)
    }
  }, [params.key, mutate])

  function submit() {
    const wanted = key.trim()
    if (!wanted) return
    startedFor.current = wanted
    void navigate(`/track/${encodeURIComponent(wanted)}`, { replace: true })
    track.mutate(wanted)
  }

  const tracked = track.data?.tracked
  usePublicLanguage(track.data?.language)
  const step = track.data?.step
  const [answered, setAnswered] = useState<string | null>(null)
  const error = track.error
  const errorText = isApiError(error)
    ? (error.errors?.key?.[0] ?? error.message)
    : error
      ? t('public:track.lookupFailed')
      : null

  return (
    // The page's language (pinned to the answer's) named on the page itself, with its direction.
    <Stack spacing={3} lang={i18n.language} dir={languageDirection(i18n.language)}>
      <Typography variant="h4" component="h1">
        {t('public:track.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <TextField
          label={t('public:track.repairIdLabel')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TRACKING_KEY_MAX, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flexGrow: 1 }}
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={key.trim() === ''}
          loading={track.isPending}
        >
          {t('public:track.search')}
        </Button>
      </Stack>
      {errorText && !track.isPending && <Alert severity="warning">{errorText}</Alert>}
      {tracked && !track.isPending && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
              >
                <Typography variant="h6" component="h2">
                  {tracked.deviceName}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {/* Issue 30: the shop's own word for the step, beside the spec's text. */}
                  {step && (
                    <Chip
                      variant="outlined"
                      label={repairStatusPublicLabel(step.group, step.label)}
                      data-testid="tracking-step"
                    />
                  )}
                  <Chip
                    color={tracked.status === 1 ? 'success' : 'warning'}
                    label={trackingStatusText(tracked.status, date(tracked.updated_at))}
                    data-testid="tracking-status"
                  />
                </Stack>
              </Stack>
              <Typography color="text.secondary">
                <Trans i18nKey="public:track.repairId" values={{ key: tracked.key }} components={{ b: <bdi /> }} />
              </Typography>
              {tracked.imie && (
                <Typography color="text.secondary">
                  <Trans i18nKey="public:track.imei" values={{ imei: tracked.imie }} components={{ b: <bdi /> }} />
                </Typography>
              )}
              <Typography color="text.secondary">
                <Trans
                  i18nKey="public:track.received"
                  values={{ date: date(tracked.created_at) }}
                  components={{ b: <bdi /> }}
                />
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{tracked.issue}</Typography>
              {track.data?.warrantyUntil && (
                <Typography
                  color={isUnderWarranty(track.data.warrantyUntil) ? 'success.main' : 'text.secondary'}
                  data-testid="tracking-warranty"
                >
                  {t(
                    isUnderWarranty(track.data.warrantyUntil)
                      ? 'public:track.underWarrantyUntil'
                      : 'public:track.warrantyEndedOn',
                    { date: date(track.data.warrantyUntil) },
                  )}
                </Typography>
              )}
              {track.data?.deposit && (
                // Issue 31, item 5: what the customer paid ahead, how, and what is left to pay.
                <Stack data-testid="tracking-deposit" sx={{ gap: 0.25 }}>
                  <Typography>
                    {depositLabel(track.data.deposit.methods)}: <bdi>{money(track.data.deposit.paid)}</bdi>
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>
                    {REPAIR_DEPOSIT_LABELS.balance}: <bdi>{money(track.data.deposit.balance)}</bdi>
                  </Typography>
                </Stack>
              )}
              <TrackedPhotos photos={track.data?.photos ?? []} />
            </Stack>
          </CardContent>
        </Card>
      )}
      {answered && !track.isPending && <Alert severity="info">{answered}</Alert>}
      {tracked && track.data?.estimate && !track.isPending && (
        <TrackingEstimate
          key={`${tracked.key}-${track.data.estimate.version}`}
          trackingKey={tracked.key}
          estimate={track.data.estimate}
          onAnswered={(message) => {
            setAnswered(message)
            track.mutate(tracked.key)
          }}
        />
      )}
    </Stack>
  )
}
