import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fromCents } from '@counterpart/domain/money'
import { TILL_LABELS, openSessionSchema, type TillRecord, type SessionSummary } from '@counterpart/domain/schemas/tills'
import { useState } from 'react'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { SegmentedChoice } from '../../../components/segmented-choice.tsx'
import { FormAmountField } from '../../../components/form-text-field.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useOpenSession } from '../api/open-session.ts'
import { denominationsFor, drawerCount } from '../denominations.ts'
import { DenominationTable } from './denomination-table.tsx'
import { Trans, useTranslation } from 'react-i18next'

type CountMode = 'notes' | 'total'

/**
 * A closed till: count the float put in the drawer, note by note like the close (or as one total), and open
 * a session with it. `bare` drops the card and heading (the terminal shows it in its own dialog).
 */
export function OpenSessionForm({
  till,
  bare = false,
  onOpened,
}: {
  till: TillRecord
  bare?: boolean
  onOpened?: (session: SessionSummary) => void
}) {
  const { currency } = useConfigs()
  const { money } = useFormatters()
  const open = useOpenSession()
  const { t } = useTranslation('tills')
  const [mode, setMode] = useState<CountMode>('notes')
  const [counts, setCounts] = useState<Record<number, string>>({})
  const values = denominationsFor(currency.symbol)
  const notes = drawerCount(values, counts)
  const form = useZodForm(openSessionSchema, { defaultValues: { openingFloat: '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await open.mutateAsync({ tillId: till.id, input: openSessionSchema.parse(values) })
    showSnackbar(answer.message, 'success')
    onOpened?.(answer.session)
  })

  const body = (
    <>
      <Box sx={{ mb: 2 }}>
        <SegmentedChoice
          label={t('tills:open.howToCount')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'notes', label: t('tills:count.notes') },
            { value: 'total', label: t('tills:count.total') },
          ]}
        />
      </Box>
      <form
        onSubmit={(event) => {
          // Counted note by note, the float is their total (the server takes the amount).
          if (mode === 'notes' && notes.total !== null) form.setValue('openingFloat', fromCents(notes.total).toFixed(2))
          void submit(event)
        }}
        noValidate
        aria-label={t('tills:open.label')}
      >
        <FormErrorsAlert messages={otherErrors} />
        {mode === 'notes' ? (
          <DenominationTable
            values={values}
            counts={counts}
            onChange={(value, text) => setCounts((previous) => ({ ...previous, [value]: text }))}
            invalid={notes.total === null}
          />
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
        >
          {mode === 'total' ? (
            <FormAmountField
              control={form.control}
              name="openingFloat"
              label={TILL_LABELS.openingFloat}
              step="0.01"
              required
              autoFocus
              sx={{ maxWidth: { sm: 240 } }}
            />
          ) : (
            <Typography variant="h6" component="p" aria-live="polite">
              {TILL_LABELS.openingFloat}{' '}
              <bdi data-testid="float-counted">{notes.total === null ? '—' : money(fromCents(notes.total))}</bdi>
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={open.isPending}
            disabled={mode === 'notes' && notes.total === null}
            sx={{ minHeight: 56 }}
          >
            {t('tills:open.action')}
          </Button>
        </Stack>
      </form>
    </>
  )
  if (bare) return body
  return (
    <Paper component="section" aria-labelledby="open-session-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="open-session-title">
        <Trans t={t} i18nKey="tills:open.title" values={{ till: till.name }} components={{ b: <bdi /> }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tills:open.intro')}
      </Typography>
      {body}
    </Paper>
  )
}
