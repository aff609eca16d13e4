import HomeIcon from '@mui/icons-material/Home'
import LogoutIcon from '@mui/icons-material/Logout'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ShopLogo } from '../../components/shop-logo.tsx'
import { useLogout } from '../../features/auth/api/logout.ts'
import { LanguageMenu } from './language-menu.tsx'
import { DeviceSearchBox } from '../../features/devices/components/device-search-box.tsx'
import { useCan, useConfigs } from '../../lib/app-configuration.ts'
import { clearDrafts } from '../../lib/draft-store.ts'
import { HOME_PATH, pathOf } from '../../lib/paths.ts'

interface TopBarProps {
  mobile: boolean
  /** The terminal: a dense bar, leaving the window to the terminal. */
  slim?: boolean
  /** The navigation shows as an icon rail (desktop); the toggle switches it. */
  rail?: boolean
  onToggleRail?: () => void
  onOpenMenu: () => void
}

export function TopBar({ mobile, slim = false, rail = false, onToggleRail, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation('shell')
  const configs = useConfigs()
  const canFindDevices = useCan('deviceView')
  const logout = useLogout()
  const signOut = () => {
    // The next person at the till must not find this user's open cart or purchase.
    void clearDrafts().finally(() => logout.mutate())
  }
  return (
    <AppBar
      position="fixed"
      elevation={1}
      // On desktop the bar spans the full width above the permanent drawer; on mobile the drawer covers it.
      sx={mobile ? undefined : { zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar variant={slim ? 'dense' : 'regular'}>
        {mobile ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell:topBar.openMenu')}
            onClick={onOpenMenu}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          onToggleRail && (
            <Tooltip title={rail ? t('shell:topBar.showMenu') : t('shell:topBar.collapseMenu')}>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={rail ? t('shell:topBar.showMenu') : t('shell:topBar.collapseMenu')}
                aria-expanded={!rail}
                onClick={onToggleRail}
                sx={{ mr: 1 }}
              >
                {rail ? <MenuIcon /> : <MenuOpenIcon />}
              </IconButton>
            </Tooltip>
          )
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
          <ShopLogo
            maxHeight={slim ? 32 : 40}
            maxWidth={200}
            fallback={
              <Typography variant="h6" component="div" noWrap>
                {configs.site_name}
              </Typography>
            }
          />
        </Box>
        {!slim && canFindDevices && <DeviceSearchBox compact={mobile} />}
        <Tooltip title={t('shell:topBar.home')}>
          <IconButton color="inherit" component={RouterLink} to={HOME_PATH} aria-label={t('shell:topBar.home')}>
            <HomeIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('shell:topBar.saleScreen')}>
          <IconButton
            color="inherit"
            component={RouterLink}
            to={pathOf('PosSale')}
            aria-label={t('shell:topBar.saleScreen')}
          >
            <PointOfSaleIcon />
          </IconButton>
        </Tooltip>
        <LanguageMenu />
        <Tooltip title={t('shell:topBar.logout')}>
          <IconButton
            color="inherit"
            aria-label={t('shell:topBar.logout')}
            onClick={signOut}
            disabled={logout.isPending}
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  )
}
