import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { WEEKDAY_NAMES, type OpeningSpan } from '@counterpart/domain/opening-hours'
import { OPENING_HOURS_LABELS as LABELS } from '@counterpart/domain/schemas/repair-board'
import { useEffect, useState, type FormEvent } from 'react'
import { isApiError } from '../../../lib/api-error.ts'
import { useOpeningHours, useSaveOpeningHours } from '../../../lib/queries/opening-hours.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { Trans, useTranslation } from 'react-i18next'

/** Monday first, as a shop's week reads; Sunday is 0 on the wire. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
/** A span's two times, by field name (not words). */
const OPENS = 'opens'
const CLOSES = 'closes'
const WORKING_WEEK: OpeningSpan[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' }))

/**
 * The shop's opening hours (issue 30): a status's time limit and the repair reports count only these minutes.
 * A list of openings (a day may have two, around a lunch break); none means round the clock.
 */
export function OpeningHoursCard() {
  const { t } = useTranslation('settings')
  const stored = useOpeningHours()
  const save = useSaveOpeningHours()
  const [rows, setRows] = useState<OpeningSpan[] | null>(null)
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  useEffect(() => {
    if (stored.data && rows === null) setRows(stored.data.hours)
  }, [stored.data, rows])
  const spans = rows ?? []
  const set = (index: number, change: Partial<OpeningSpan>) =>
    setRows(spans.map((span, at) => (at === index ? { ...span, ...change } : span)))
  const error = (index: number, field: keyof OpeningSpan) => errors[`hours.${index}.${field}`]?.[0]
  const general = Object.entries(errors)
    .filter(([key]) => !/^hours\.\d+\./.test(key))
    .flatMap(([, messages]) => messages)

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate(
      { hours: spans },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  return (
    <Box component="section" aria-labelledby="opening-hours-title">
      <Typography id="opening-hours-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {LABELS.hours}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {stored.data ? (
          <Trans
            t={t}
            i18nKey="settings:hours.introWithZone"
            values={{ zone: stored.data.timezone }}
            components={{ b: <bdi /> }}
          />
        ) : (
          t('settings:hours.intro')
        )}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          {spans.map((span, index) => {
            const opensError = error(index, OPENS)
            const closesError = error(index, CLOSES)
            return (
              <Stack
                key={index}
                direction="row"
                sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                data-testid="opening-span"
              >
                <TextField
                  select
                  size="small"
                  label={LABELS.weekday}
                  value={String(span.weekday)}
                  onChange={(event) => set(index, { weekday: Number(event.target.value) })}
                  sx={{ width: 150 }}
                >
                  {WEEK_ORDER.map((day) => (
                    <MenuItem key={day} value={String(day)}>
                      {WEEKDAY_NAMES[day]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  type="time"
                  label={LABELS.opens}
                  value={span.opens}
                  onChange={(event) => set(index, { opens: event.target.value })}
                  error={Boolean(opensError)}
                  helperText={opensError}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ width: 130 }}
                />
                <TextField
                  size="small"
                  type="time"
                  label={LABELS.closes}
                  value={span.closes}
                  onChange={(event) => set(index, { closes: event.target.value })}
                  error={Boolean(closesError)}
                  helperText={closesError}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ width: 130 }}
                />
                <IconButton
                  aria-label={t('settings:hours.remove', { day: WEEKDAY_NAMES[span.weekday] ?? '' })}
                  onClick={() => setRows(spans.filter((_, at) => at !== index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            )
          })}
          {general.map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setRows([...spans, { weekday: 1, opens: '09:00', closes: '18:00' }])}
            >
              {t('settings:hours.add')}
            </Button>
            {spans.length === 0 && (
              <Button size="small" onClick={() => setRows(WORKING_WEEK)}>
                {t('settings:hours.workingWeek')}
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            <Button type="submit" variant="contained" loading={save.isPending} disabled={rows === null}>
              {t('settings:hours.save')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Box>
  )
}
