import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration } from 'react-router'
import { useAppSession } from '../lib/app-configuration.ts'
import { pageIsRightToLeft, sessionLanguage } from '../lib/i18n/session-language.ts'
import { switchLanguage } from '../lib/i18n/start.ts'
import { setSoundVolume } from '../lib/sounds.ts'
import { AppSnackbar } from './app-snackbar.tsx'
import { LoadingOverlay } from './loading-overlay.tsx'
import { useRouteTitle } from './route-handle.ts'
import { AppThemeProvider } from './theme.tsx'

export function RootLayout() {
  const session = useAppSession()
  const { configs } = session
  const title = useRouteTitle()
  const { i18n } = useTranslation()
  const wanted = sessionLanguage(session)

  // After a sign-in, a sign-out, the user's own choice or a change of the shop's: the page follows, in place.
  useEffect(() => {
    void switchLanguage(wanted)
  }, [wanted])

  useEffect(() => {
    document.title = title ? `${title} | ${configs.site_name}` : configs.site_name
  }, [title, configs.site_name])

  useEffect(() => {
    setSoundVolume(configs.volume)
  }, [configs.volume])

  return (
    <AppThemeProvider dark={configs.theme} rtl={pageIsRightToLeft(i18n.language, configs.rtl)}>
      <Outlet />
      <AppSnackbar />
      <LoadingOverlay />
      <ScrollRestoration />
    </AppThemeProvider>
  )
}
