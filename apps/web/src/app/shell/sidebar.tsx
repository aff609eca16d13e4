import LogoutIcon from '@mui/icons-material/Logout'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { AVATAR_MAX_PX } from '@counterpart/domain/constants'
import { Link as RouterLink, useLocation } from 'react-router'
import { useLogout } from '../../features/auth/api/logout.ts'
import { useCurrentUser } from '../../lib/app-configuration.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { pathOf } from '../routes.tsx'
import { isSectionActive, SIDEBAR_SECTIONS } from './sections.ts'

export const DRAWER_WIDTH = 264

interface SidebarProps {
  mobile: boolean
  open: boolean
  onClose: () => void
}

export function Sidebar({ mobile, open, onClose }: SidebarProps) {
  const user = useCurrentUser()
  const logout = useLogout()
  const { pathname } = useLocation()
  const closeOnMobile = mobile ? onClose : undefined

  return (
    <Drawer
      variant={mobile ? 'temporary' : 'permanent'}
      open={mobile ? open : true}
      onClose={onClose}
      sx={{
        width: mobile ? undefined : DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {!mobile && <Toolbar />}
      {user && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
          <Avatar src={uploadUrl(user.avatar)} alt={user.name} sx={{ width: AVATAR_MAX_PX, height: AVATAR_MAX_PX }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.roleName}
            </Typography>
          </Box>
        </Box>
      )}
      <Divider />
      <List component="nav" aria-label="Sections" dense sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {SIDEBAR_SECTIONS.map((section) => {
          const to = pathOf(section.route)
          const active = isSectionActive(section, pathname)
          const Icon = section.icon
          return (
            <ListItemButton
              key={section.route}
              component={RouterLink}
              to={to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={closeOnMobile}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          )
        })}
        <Divider sx={{ my: 1 }} />
        <ListItemButton onClick={() => logout.mutate()} disabled={logout.isPending}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </List>
    </Drawer>
  )
}
