import HomeIcon from '@mui/icons-material/Home'
import LogoutIcon from '@mui/icons-material/Logout'
import MenuIcon from '@mui/icons-material/Menu'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import AppBar from '@mui/material/AppBar'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useLogout } from '../../features/auth/api/logout.ts'
import { useConfigs } from '../../lib/app-configuration.ts'
import { HOME_PATH, pathOf } from '../routes.tsx'

interface TopBarProps {
  mobile: boolean
  onOpenMenu: () => void
}

export function TopBar({ mobile, onOpenMenu }: TopBarProps) {
  const configs = useConfigs()
  const logout = useLogout()
  return (
    <AppBar
      position="fixed"
      elevation={1}
      // On desktop the bar spans the full width above the permanent drawer; on mobile the drawer covers it.
      sx={mobile ? undefined : { zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar>
        {mobile && (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onOpenMenu} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {configs.site_name}
        </Typography>
        <Tooltip title="Home">
          <IconButton color="inherit" component={RouterLink} to={HOME_PATH} aria-label="Home">
            <HomeIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Sale screen">
          <IconButton color="inherit" component={RouterLink} to={pathOf('PosSale')} aria-label="Sale screen">
            <PointOfSaleIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Logout">
          <IconButton color="inherit" aria-label="Logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  )
}
