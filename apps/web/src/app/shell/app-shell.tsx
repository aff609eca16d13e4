import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { MOBILE_BREAKPOINT_PX } from '@counterpart/domain/constants'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { AppFooter } from './app-footer.tsx'
import { Sidebar } from './sidebar.tsx'
import { TopBar } from './top-bar.tsx'

/** The sales terminal's path (/pos/portal/{trax?}). */
const TERMINAL_PATH = '/pos/portal'

/** Mobile layout below 769 px (spec 000 §1). */
const MOBILE_QUERY = `not all and (min-width: ${MOBILE_BREAKPOINT_PX}px)`

export function AppShell() {
  // noSsr: read the real width on the first render instead of flashing the desktop layout on phones.
  const { t } = useTranslation('shell')
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true })
  const [menuOpen, setMenuOpen] = useState(false)
  const navigation = useNavigation()
  const { pathname } = useLocation()
  // The sales terminal stands at a counter: the whole window for it, a slim bar and the navigation as an icon rail.
  const terminal = pathname.startsWith(TERMINAL_PATH)
  const [railOn, setRailOn] = useState({ terminal: true, other: false })
  const rail = !mobile && (terminal ? railOn.terminal : railOn.other)
  const toggleRail = () =>
    setRailOn((current) => (terminal ? { ...current, terminal: !rail } : { ...current, other: !rail }))

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        mobile={mobile}
        slim={terminal}
        rail={rail}
        onToggleRail={toggleRail}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <Sidebar mobile={mobile} rail={rail} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          // What the terminal's panes leave for the slim bar, the loading line and the padding.
          ['--terminal-top' as string]: '68px',
        }}
      >
        <Toolbar variant={terminal ? 'dense' : 'regular'} />
        {/* A page's code downloads on first visit; the bar says something is happening meanwhile. */}
        <Box sx={{ height: 4 }}>
          {navigation.state === 'loading' && <LinearProgress aria-label={t('shell:loadingPage')} />}
        </Box>
        <Box component="main" sx={{ flexGrow: 1, p: terminal ? 1 : { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
        {!terminal && <AppFooter />}
      </Box>
    </Box>
  )
}
