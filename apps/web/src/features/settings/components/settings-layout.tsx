import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { dateTimeFormat, formatDate } from '@counterpart/domain/format'
import { useSettings } from '../api/get-settings.ts'

/** The settings sections of spec 000 §2, each its own route. */
export const SETTINGS_SECTIONS = [
  { label: 'General', path: '/settings/general' },
  { label: 'Mail SMTP', path: '/settings/mail' },
  { label: 'Logos', path: '/settings/logo' },
  { label: 'Terms and conditions', path: '/settings/terms-and-conditions' },
  { label: 'POS', path: '/settings/pos-configs' },
  { label: 'Bill', path: '/settings/billing' },
  { label: 'Units', path: '/settings/units' },
  { label: 'Announcement', path: '/settings/announcement' },
  // Issue 30: the shop's repair statuses.
  { label: 'Repair statuses', path: '/settings/repair-statuses' },
  // Issue 30, items 8 and 6.
  { label: 'Repair messages', path: '/settings/repair-messages' },
  { label: 'Repair checklists', path: '/settings/repair-checklists' },
  // Issue 31, item 7: the accounts of the accountant's journal.
  { label: 'Journal accounts', path: '/settings/journal-accounts' },
  // Issue 33: the receipt printers, each till's printer and the print queue.
  { label: 'Printers', path: '/settings/printers' },
] as const

interface SettingsLayoutProps {
  title: string
  children: ReactNode
}

/** The frame of every settings screen: the sections as tabs, 'Last update' and the section's form. */
export function SettingsLayout({ title, children }: SettingsLayoutProps) {
  const { pathname } = useLocation()
  const { updated_at } = useSettings()
  const { dateFormat, timezone } = useConfigs()
  // Saves happen minutes apart: the time is shown whatever the date format.
  const withTime = dateTimeFormat(dateFormat)
  const current = SETTINGS_SECTIONS.find((section) => section.path === pathname)?.path ?? false

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography variant="h5" component="h1">
          Settings
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="settings-last-update">
          Last update: {updated_at ? formatDate(updated_at, withTime, timezone) : '-'}
        </Typography>
      </Stack>
      <Paper variant="outlined">
        <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label="Settings sections">
          {SETTINGS_SECTIONS.map((section) => (
            <Tab key={section.path} label={section.label} value={section.path} component={Link} to={section.path} />
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
