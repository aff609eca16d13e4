import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { MOBILE_BREAKPOINT_PX } from '@counterpart/domain/constants'
import { useState } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { AppFooter } from './app-footer.tsx'
import { Sidebar } from './sidebar.tsx'
import { TopBar } from './top-bar.tsx'

/** Mobile layout below 769 px (spec 000 §1). */
const MOBILE_QUERY = `not all and (min-width: ${MOBILE_BREAKPOINT_PX}px)`

export function AppShell() {
  // noSsr: read the real width on the first render instead of flashing the desktop layout on phones.
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true })
  const [menuOpen, setMenuOpen] = useState(false)
  const navigation = useNavigation()

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar mobile={mobile} onOpenMenu={() => setMenuOpen(true)} />
      <Sidebar mobile={mobile} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {/* A page's code downloads on first visit; the bar says something is happening meanwhile. */}
        <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-label="Loading page" />}</Box>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
    </Box>
  )
}
