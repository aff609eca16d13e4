import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { useEffect, useMemo, type ReactNode } from 'react'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'

let ltrCache: EmotionCache | undefined
let rtlCache: EmotionCache | undefined

// stylis-plugin-rtl rewrites every rule, so it runs only for shops that chose right-to-left.
function cacheFor(rtl: boolean): EmotionCache {
  if (rtl) return (rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }))
  return (ltrCache ??= createCache({ key: 'mui' }))
}

export function AppThemeProvider({ dark, rtl, children }: { dark: boolean; rtl: boolean; children: ReactNode }) {
  const theme = useMemo(
    () =>
      createTheme({
        palette: { mode: dark ? 'dark' : 'light' },
        direction: rtl ? 'rtl' : 'ltr',
        // The spec puts the loading overlay at 203, above the bars and dialogs (as in the original app) and
        // below the snackbar. MUI's default layers (1100-1500) would hide it, so the scale is moved around it.
        zIndex: {
          mobileStepper: 100,
          fab: 105,
          speedDial: 105,
          appBar: 110,
          drawer: 120,
          modal: 130,
          snackbar: 400,
          tooltip: 500,
        },
        components: {
          MuiButton: { defaultProps: { disableElevation: true } },
        },
      }),
    [dark, rtl],
  )

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr'
  }, [rtl])

  return (
    <CacheProvider value={cacheFor(rtl)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
