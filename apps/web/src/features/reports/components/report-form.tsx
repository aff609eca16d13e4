import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import FormControl from '@mui/material/FormControl'
import type { ReportDuration } from '@counterpart/domain/pricing/report-period'
import {
  REPORT_DURATIONS,
  REPORT_LABELS,
  reportRequestSchema,
  type ReportRequest,
  type ReportWayChoice,
} from '@counterpart/domain/schemas/reports'
import { useId } from 'react'
import { useWatch, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { bindSelectFields } from '../../../components/form-choice-fields.tsx'
import { CELL, FormDateField } from '../../../components/form-text-field.tsx'
import { DURATION_TEXT } from './duration-text.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'

export interface ReportFormValues {
  way: '1' | '0' | 'all'
  duration: ReportDuration
  fromDate: string
  endDate: string
}

interface ReportFormProps {
  /** The form's starting choice (spec 002 §9: sale today + Live, purchase yearly + Due). */
  defaults: { way: ReportWayChoice; duration: ReportDuration }
  /**
   * The payment ways offered: the spec's Live and Due, those and All (issue 28, item 5: every sale of
   * the period in one total), or none for a report without a way (Repairs, Tax).
   */
  ways?: 'spec' | 'withAll' | 'none'
  /** The last request, when coming back from a generated report with Clear. */
  last: ReportRequest | null
  busy: boolean
  label: string
  /** Generates the report; a 422 it throws is put under the fields. */
  onSubmit: (request: ReportRequest) => Promise<void>
}

/** The form of the sale, refund and purchase reports: payment way, duration, and the days of a period. */
export function ReportForm({ defaults, last, busy, label, onSubmit, ways = 'spec' }: ReportFormProps) {
  const { t } = useTranslation('reports')
  // An id of its own: the form's label is a sentence in the reader's language, with spaces an id cannot hold.
  const wayId = useId()
  const durationOptions = REPORT_DURATIONS.map((value) => ({ value, label: t(DURATION_TEXT[value]) }))
  const form = useZodForm(reportRequestSchema, {
    defaultValues: {
      way: String(last?.way ?? defaults.way) as ReportFormValues['way'],
      duration: last?.duration ?? defaults.duration,
      fromDate: last?.fromDate ?? '',
      endDate: last?.endDate ?? '',
    },
  })
  const duration = useWatch({ control: form.control, name: 'duration' })
  const select = bindSelectFields(form.control, REPORT_LABELS)
  const durationField = select('duration', durationOptions, { cell: CELL.half })

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(reportRequestSchema.parse(values))
    } catch (error) {
      applyServerErrors(error, form)
    }
  })

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={label}
      noValidate
      onSubmit={submit}
      sx={{ p: 2, maxWidth: 720 }}
    >
      <Grid container spacing={2}>
        {ways !== 'none' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControl>
              <FormLabel id={wayId}>{REPORT_LABELS.way}</FormLabel>
              <Controller
                control={form.control}
                name="way"
                render={({ field }) => (
                  <RadioGroup row aria-labelledby={wayId} {...field}>
                    <FormControlLabel value="1" control={<Radio />} label={t('reports:form.live')} />
                    <FormControlLabel value="0" control={<Radio />} label={t('reports:form.due')} />
                    {ways === 'withAll' && (
                      <FormControlLabel value="all" control={<Radio />} label={t('reports:form.all')} />
                    )}
                  </RadioGroup>
                )}
              />
            </FormControl>
          </Grid>
        )}
        {durationField}
        {duration === 'period' && (
          <>
            <FormDateField cell={CELL.half} control={form.control} name="fromDate" label={REPORT_LABELS.fromDate} />
            <FormDateField cell={CELL.half} control={form.control} name="endDate" label={REPORT_LABELS.endDate} />
          </>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('reports:actions.generate')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  )
}
