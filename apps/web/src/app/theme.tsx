import { useTranslation } from 'react-i18next'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/system'
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { appTheme } from '../lib/look.ts'

let ltrCache: EmotionCache | undefined
let rtlCache: EmotionCache | undefined
let rtlCacheLoad: Promise<EmotionCache> | undefined

/**
 * Loads the right-to-left style cache (the RTL plugin with its own stylis and cssjanus, about 5 KB
 * gzipped) that only right-to-left shops need. The root loader awaits it when the shop is right-to-left,
 * so the first page is drawn mirrored.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCacheLoad ??= import('./rtl-cache.ts').then((module) => (rtlCache = module.createRtlCache()))
  return rtlCacheLoad
}

/**
 * Whether the page is drawn right-to-left: once the cache is there. A shop that switches to
 * right-to-left in the settings sees the switch a moment later rather than a half-mirrored page.
 */
function useRtlReady(rtl: boolean): boolean {
  const [loaded, setLoaded] = useState(rtlCache !== undefined)
  useEffect(() => {
    if (rtl && !loaded) void loadRtlCache().then(() => setLoaded(true))
  }, [rtl, loaded])
  return rtl && loaded
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

// Where the browser cannot say (an old one, the unit tests' document), the motion stays.
const motionQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null

/** Whether the device asks for less motion, following a change of the setting while the app is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = motionQuery()
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () => motionQuery()?.matches ?? false,
  )
}

function cacheFor(mirrored: boolean): EmotionCache {
  if (mirrored && rtlCache) return rtlCache
  return (ltrCache ??= createCache({ key: 'mui' }))
}

export function AppThemeProvider({ dark, rtl, children }: { dark: boolean; rtl: boolean; children: ReactNode }) {
  const mirrored = useRtlReady(rtl)
  const reducedMotion = usePrefersReducedMotion()
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const theme = useMemo(() => {
    const texts = {
      open: t('common:widgets.open'),
      close: t('common:widgets.close'),
      clear: t('common:widgets.clear'),
      noOptions: t('common:widgets.noOptions'),
      loading: t('common:widgets.loading'),
    }
    return appTheme(dark, mirrored, undefined, reducedMotion, texts)
    // The texts change with the language (t is stable across a switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dark, mirrored, reducedMotion, language])
  // What @mui/material's ThemeProvider passes a theme without CSS variables (no `cssVariables`, no `colorSchemes`)
  // on to: @mui/system's ThemeProvider, with `vars: null` so that no outer theme's variables show through. Providing
  // it so directly leaves MUI's CSS-variables provider (about 3 KB gzipped on every page) out of the bundle;
  // theme.test.tsx checks that the app's theme still has no colour schemes.
  const providedTheme = useMemo(() => ({ ...theme, vars: null }), [theme])

  useEffect(() => {
    document.documentElement.dir = mirrored ? 'rtl' : 'ltr'
  }, [mirrored])

  return (
    <CacheProvider value={cacheFor(mirrored)}>
      <ThemeProvider theme={providedTheme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
