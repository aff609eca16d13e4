import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useState } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useTranslation } from 'react-i18next'

/** The text a cashier dismissed, so the same announcement stays away until the tab is closed or it changes. */
const DISMISSED_KEY = 'counterpart.pos.dismissedAnnouncement'

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY)
  } catch {
    return null
  }
}

/**
 * The announcement of the settings (spec 000 §3, spec 001 §3 "App config used here") at the top of the
 * terminal, for the staff. Dismissing it hides it for this tab; a new announcement shows again.
 */
export function AnnouncementBanner() {
  const announcement = useConfigs().announcement?.trim() ?? ''
  const [dismissed, setDismissed] = useState(readDismissed)
  const { t } = useTranslation('pos')
  if (!announcement || dismissed === announcement) return null

  function dismiss() {
    setDismissed(announcement)
    try {
      sessionStorage.setItem(DISMISSED_KEY, announcement)
    } catch {
      // Private browsing without storage: it stays hidden until the page is reloaded.
    }
  }

  return (
    <Alert
      severity="info"
      onClose={dismiss}
      slotProps={{ closeButton: { 'aria-label': t('pos:announcement.dismiss') } }}
    >
      <AlertTitle>{t('pos:announcement.title')}</AlertTitle>
      <span style={{ whiteSpace: 'pre-line' }}>{announcement}</span>
    </Alert>
  )
}
