import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  REPAIR_GROUP_LABELS,
  REPAIR_GROUPS,
  REPAIR_PRIORITY_LABELS,
  repairStatusName,
} from '@counterpart/domain/repair-workflow'
import { REPAIR_FLOW_LABELS } from '@counterpart/domain/schemas/repair-workflow'
import type { RepairDetailAnswer as RepairDetail } from '@counterpart/domain/schemas/repair-estimates'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { isApiError } from '../../../lib/api-error.ts'
import { durationText } from '../../../lib/duration-text.ts'
import { pathOf } from '../../../lib/paths.ts'
import { useRepairStatuses } from '../../../lib/queries/repair-statuses.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useChangeRepairStatus } from '../api/change-repair-status.ts'

const EVENT_WORDS: Record<RepairDetail['events'][number]['type'], string> = {
  created: 'repairs:history.event.created',
  status: 'repairs:history.event.status',
  technician: 'repairs:history.event.technician',
  note: 'repairs:history.event.note',
  part: 'repairs:history.event.part',
  estimate: 'repairs:history.event.estimate',
  message: 'repairs:history.event.message',
  evidence: 'repairs:history.event.evidence',
}

/** The repair page's workflow (issue 30, item 2): the status now, a picker to move it, and its history. */
export function RepairStatusPanel({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const { dateTime } = useFormatters()
  const statuses = useRepairStatuses()
  const change = useChangeRepairStatus()
  const [statusId, setStatusId] = useState(String(repair.statusId))
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const chosen = (statuses.data ?? []).find((status) => String(status.id) === statusId)

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    change.mutate(
      { id: repair.id, input: { statusId: Number(statusId), comment } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setComment('')
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-workflow-title">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id="repair-workflow-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('repairs:columns.status')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              label={repairStatusName(repair.group, repair.statusName)}
              sx={{ bgcolor: repair.statusColour, color: '#fff' }}
            />
            <Typography variant="body2" color="text.secondary">
              {REPAIR_GROUP_LABELS[repair.group]} ·{' '}
              <Trans
                i18nKey="repairs:status.forDuration"
                values={{ duration: durationText(repair.timeInStatusMinutes) }}
                components={{ b: <bdi /> }}
              />
            </Typography>
            {repair.overdue && <Chip size="small" color="error" label={t('repairs:status.overdue')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('repairs:status.priority', { priority: REPAIR_PRIORITY_LABELS[repair.priority] })}
            {repair.technician && <> · {t('repairs:status.technician', { name: repair.technician.name })}</>}
            {repair.customer && (
              <>
                {' '}
                · {t('repairs:status.customer')}{' '}
                <Link component={RouterLink} to={pathOf('CustomerDetail', { id: repair.customer.id })}>
                  <bdi>{repair.customer.name}</bdi>
                </Link>
              </>
            )}
            {repair.promisedAt && (
              <>
                {' '}
                ·{' '}
                <Trans
                  i18nKey="repairs:status.promisedFor"
                  values={{ at: dateTime(repair.promisedAt) }}
                  components={{ b: <bdi /> }}
                />
              </>
            )}
          </Typography>
        </Stack>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', maxWidth: { md: 560 } }}
        >
          <TextField
            select
            size="small"
            label={t('repairs:status.moveTo')}
            value={statuses.data ? statusId : ''}
            onChange={(event) => setStatusId(event.target.value)}
            error={Boolean(errors.statusId)}
            helperText={errors.statusId?.[0]}
            sx={{ minWidth: 200, flex: '1 1 200px' }}
          >
            {REPAIR_GROUPS.flatMap((group) => {
              const inGroup = (statuses.data ?? []).filter((status) => status.group === group)
              return inGroup.length === 0
                ? []
                : [
                    <ListSubheader key={group}>{REPAIR_GROUP_LABELS[group]}</ListSubheader>,
                    ...inGroup.map((status) => (
                      <MenuItem key={status.id} value={String(status.id)}>
                        {repairStatusName(status.group, status.name)}
                      </MenuItem>
                    )),
                  ]
            })}
          </TextField>
          <TextField
            size="small"
            label={REPAIR_FLOW_LABELS.comment}
            value={comment}
            required={chosen?.requiresComment ?? false}
            onChange={(event) => setComment(event.target.value)}
            error={Boolean(errors.comment)}
            helperText={errors.comment?.[0]}
            sx={{ flex: '2 1 200px' }}
          />
          <Button type="submit" variant="outlined" loading={change.isPending}>
            {t('repairs:status.move')}
          </Button>
        </Box>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('repairs:history.title')}
      </Typography>
      <Stack
        component="ol"
        spacing={0.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('repairs:history.label')}
      >
        {repair.events.map((item) => (
          <Stack
            component="li"
            key={item.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { sm: 1.5 }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              <bdi>{dateTime(item.at)}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{t(EVENT_WORDS[item.type])}</strong>
              {item.type === 'created' && item.to && <> {t('repairs:history.in', { status: item.to })}</>}
              {item.type !== 'created' && (item.from || item.to) && (
                <>
                  {' '}
                  {item.from ?? '—'} → {item.to ?? t('repairs:history.nobody')}
                </>
              )}
              {item.comment && <> · {t('repairs:history.quoted', { comment: item.comment })}</>}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ·{' '}
                {item.user ?? (item.channel === 'public' ? t('repairs:status.customer') : t('repairs:history.system'))}
              </Typography>
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
