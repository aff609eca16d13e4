import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useAppSession } from '../lib/app-configuration.ts'
import { setSoundVolume } from '../lib/sounds.ts'
import { AppSnackbar } from './app-snackbar.tsx'
import { LoadingOverlay } from './loading-overlay.tsx'
import { useRouteTitle } from './route-handle.ts'
import { AppThemeProvider } from './theme.tsx'

export function RootLayout() {
  const { configs } = useAppSession()
  const title = useRouteTitle()

  useEffect(() => {
    document.title = title ? `${title} | ${configs.site_name}` : configs.site_name
  }, [title, configs.site_name])

  useEffect(() => {
    setSoundVolume(configs.volume)
  }, [configs.volume])

  return (
    <AppThemeProvider dark={configs.theme} rtl={configs.rtl}>
      <Outlet />
      <AppSnackbar />
      <LoadingOverlay />
      <ScrollRestoration />
    </AppThemeProvider>
  )
}
