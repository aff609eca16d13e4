import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { TERMS_GROUPS, TERMS_MAX_LENGTH, termsLines, type TermsField } from '@counterpart/domain/schemas/settings'
import { useState } from 'react'
import { isApiError } from '../../lib/api-error.ts'
import { useSettings } from './api/get-settings.ts'
import { useUpdateTerms } from './api/update-terms.ts'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useTranslation } from 'react-i18next'

/** Terms and conditions (spec 000 §2): six groups, each with a view tab and an edit tab. */
export function TermsSettingsPage() {
  const { t } = useTranslation('settings')
  const { terms } = useSettings()
  const [expanded, setExpanded] = useState<TermsField | false>('saleTerms')
  return (
    <SettingsLayout title={t('settings:sections.terms')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings:terms.intro')}
      </Typography>
      {TERMS_GROUPS.map((group) => (
        <Accordion
          key={group.field}
          expanded={expanded === group.field}
          onChange={(_event, open) => setExpanded(open ? group.field : false)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${group.field}-header`}
            aria-controls={`${group.field}-content`}
          >
            <Typography>{group.label}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box role="region" aria-labelledby={`${group.field}-header`} id={`${group.field}-content`}>
              <TermsGroup field={group.field} label={group.label} stored={terms[group.field]} />
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </SettingsLayout>
  )
}

function TermsGroup({ field, label, stored }: { field: TermsField; label: string; stored: string }) {
  const { t } = useTranslation('settings')
  const [tab, setTab] = useState<'view' | 'edit'>('view')
  const [text, setText] = useState(stored)
  const [error, setError] = useState<string | undefined>(undefined)
  const save = useUpdateTerms()
  const lines = termsLines(stored)

  function submit() {
    setError(undefined)
    save.mutate(
      { field, value: text },
      {
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422) setError(failure.errors?.[field]?.[0] ?? failure.message)
        },
      },
    )
  }

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: 'view' | 'edit') => setTab(value)}
        aria-label={t('settings:terms.tabs', { label })}
        sx={{ mb: 2 }}
      >
        <Tab label={t('common:actions.view')} value="view" />
        <Tab label={t('common:actions.edit')} value="edit" />
      </Tabs>
      {tab === 'view' ? (
        lines.length > 0 ? (
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={t('settings:terms.terms', { label })}>
            {lines.map((line, index) => (
              <li key={index}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('settings:terms.none')}
          </Typography>
        )
      ) : (
        <Stack spacing={2}>
          <TextField
            name={field}
            label={t('settings:terms.terms', { label })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            error={error !== undefined}
            helperText={error ?? t('settings:terms.count', { length: text.length, max: TERMS_MAX_LENGTH })}
            slotProps={{ htmlInput: { maxLength: TERMS_MAX_LENGTH } }}
          />
          <Box>
            <Button variant="contained" onClick={submit} loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  )
}
