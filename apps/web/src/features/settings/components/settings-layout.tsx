import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useSettings } from '../api/get-settings.ts'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/use-formatters.ts'

/** The settings sections of spec 000 §2, each its own route; `label` is the key of its tab's name. */
export const SETTINGS_SECTIONS = [
  { label: 'settings:sections.general', path: '/settings/general' },
  { label: 'settings:sections.mail', path: '/settings/mail' },
  { label: 'settings:sections.logos', path: '/settings/logo' },
  { label: 'settings:sections.terms', path: '/settings/terms-and-conditions' },
  { label: 'settings:sections.pos', path: '/settings/pos-configs' },
  { label: 'settings:sections.bill', path: '/settings/billing' },
  { label: 'settings:sections.units', path: '/settings/units' },
  { label: 'settings:sections.announcement', path: '/settings/announcement' },
  // Issue 30: the shop's repair statuses.
  { label: 'settings:sections.repairStatuses', path: '/settings/repair-statuses' },
  // Issue 30, items 8 and 6.
  { label: 'settings:sections.repairMessages', path: '/settings/repair-messages' },
  { label: 'settings:sections.repairChecklists', path: '/settings/repair-checklists' },
  // Issue 31, item 7: the accounts of the accountant's journal.
  { label: 'settings:sections.journalAccounts', path: '/settings/journal-accounts' },
  // Issue 33: the receipt printers, each till's printer and the print queue.
  { label: 'settings:sections.printers', path: '/settings/printers' },
] as const

interface SettingsLayoutProps {
  title: string
  children: ReactNode
}

/** The frame of every settings screen: the sections as tabs, 'Last update' and the section's form. */
export function SettingsLayout({ title, children }: SettingsLayoutProps) {
  const { t } = useTranslation('settings')
  const { pathname } = useLocation()
  const { updated_at } = useSettings()
  // Saves happen minutes apart: the time is shown whatever the date format.
  const { dateTime } = useFormatters()
  const current = SETTINGS_SECTIONS.find((section) => section.path === pathname)?.path ?? false

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography variant="h5" component="h1">
          {t('settings:title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="settings-last-update">
          {t('settings:lastUpdate')} <bdi>{updated_at ? dateTime(updated_at) : '-'}</bdi>
        </Typography>
      </Stack>
      <Paper variant="outlined">
        <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={t('settings:sectionsLabel')}>
          {SETTINGS_SECTIONS.map((section) => (
            <Tab key={section.path} label={t(section.label)} value={section.path} component={Link} to={section.path} />
          ))}
        </Tabs>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box>{children}</Box>
      </Paper>
    </Stack>
  )
}
