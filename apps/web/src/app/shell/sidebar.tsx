import LockIcon from '@mui/icons-material/Lock'
import LogoutIcon from '@mui/icons-material/Logout'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { AVATAR_MAX_PX, MOBILE_BREAKPOINT_PX } from '@counterpart/domain/constants'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useLogout } from '../../features/auth/api/logout.ts'
import { ShopLogo } from '../../components/shop-logo.tsx'
import { useAppSession, useConfigs, useCurrentUser } from '../../lib/app-configuration.ts'
import { clearDrafts } from '../../lib/draft-store.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { pathOf } from '../../lib/paths.ts'
import { isSectionActive, sectionLockReason, SIDEBAR_SECTIONS } from './sections.ts'

/** Below the mobile breakpoint (spec 000 §1), as a CSS media query. */
const NARROW_WINDOW = `@media not all and (min-width: ${MOBILE_BREAKPOINT_PX}px)`

export const DRAWER_WIDTH = 264
/** The collapsed navigation: icons only, each named by a tooltip and its accessible label. */
export const RAIL_WIDTH = 64

interface SidebarProps {
  mobile: boolean
  rail?: boolean
  open: boolean
  onClose: () => void
}

export function Sidebar({ mobile, rail = false, open, onClose }: SidebarProps) {
  const { t } = useTranslation('shell')
  const user = useCurrentUser()
  const { actions } = useAppSession()
  const { site_name } = useConfigs()
  const logout = useLogout()
  const { pathname } = useLocation()
  const closeOnMobile = mobile ? onClose : undefined
  const width = rail && !mobile ? RAIL_WIDTH : DRAWER_WIDTH
  const signOut = () => {
    // The next person at the till must not find this user's open cart or purchase.
    void clearDrafts().finally(() => logout.mutate())
  }

  return (
    <Drawer
      variant={mobile ? 'temporary' : 'permanent'}
      open={mobile ? open : true}
      onClose={onClose}
      // A landmark of its own: the shop's logo, who is signed in and the sections.
      slotProps={{ paper: { component: 'aside', 'aria-label': t('shell:sidebar.menu') } }}
      sx={{
        width: mobile ? undefined : width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' },
        // The switch to the phone layout follows a media query listener, a render later than the resize
        // itself: meanwhile the docked menu would squeeze the page into what is left and push it wider
        // than the window. CSS hides it in the same frame.
        ...(mobile ? {} : { [NARROW_WINDOW]: { display: 'none' } }),
      }}
    >
      {!mobile && <Toolbar variant={rail ? 'dense' : 'regular'} />}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          px: rail && !mobile ? 1 : 2,
          pt: 2,
          '&:empty': { display: 'none' },
        }}
      >
        {/* On a phone the menu covers the top bar, so it names the shop itself when there is no logo. */}
        <ShopLogo
          maxWidth={rail && !mobile ? RAIL_WIDTH - 16 : DRAWER_WIDTH - 32}
          maxHeight={rail && !mobile ? 40 : 64}
          fallback={
            mobile ? (
              <Typography variant="h6" component="div" noWrap>
                {site_name}
              </Typography>
            ) : null
          }
        />
      </Box>
      {user && rail && !mobile ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Tooltip title={t('shell:sidebar.userAndRole', { name: user.name, role: user.roleName })} placement="right">
            <UserPicture name={user.name} avatar={user.avatar} size={36} />
          </Tooltip>
        </Box>
      ) : (
        user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
            <UserPicture name={user.name} avatar={user.avatar} size={AVATAR_MAX_PX} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.roleName}
              </Typography>
            </Box>
          </Box>
        )
      )}
      <Divider />
      <List component="nav" aria-label={t('shell:sidebar.sections')} dense sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {SIDEBAR_SECTIONS.map((section) => {
          const to = pathOf(section.route)
          const active = isSectionActive(section, pathname)
          const Icon = section.icon
          const lockReason = sectionLockReason(section, actions)
          if (lockReason !== null) {
            return (
              <LockedSection
                key={section.route}
                label={section.label}
                reason={lockReason}
                icon={<Icon fontSize="small" />}
                rail={rail && !mobile}
              />
            )
          }
          const item = (
            <ListItemButton
              key={section.route}
              component={RouterLink}
              to={to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              aria-label={rail && !mobile ? section.label : undefined}
              onClick={closeOnMobile}
              sx={rail && !mobile ? { minHeight: 48, justifyContent: 'center' } : undefined}
            >
              <ListItemIcon sx={{ minWidth: rail && !mobile ? 0 : 40 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {!(rail && !mobile) && <ListItemText primary={section.label} />}
            </ListItemButton>
          )
          return rail && !mobile ? (
            <Tooltip key={section.route} title={section.label} placement="right">
              {item}
            </Tooltip>
          ) : (
            item
          )
        })}
        <Divider sx={{ my: 1 }} />
        <ListItemButton
          onClick={signOut}
          disabled={logout.isPending}
          aria-label={rail && !mobile ? t('shell:topBar.logout') : undefined}
          sx={rail && !mobile ? { minHeight: 48, justifyContent: 'center' } : undefined}
        >
          <ListItemIcon sx={{ minWidth: rail && !mobile ? 0 : 40 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {!(rail && !mobile) && <ListItemText primary={t('shell:topBar.logout')} />}
        </ListItemButton>
      </List>
    </Drawer>
  )
}

/**
 * A section the user may not open (issue 28, item 12): still listed, as the spec wants, but dimmed with a
 * lock and the reason, on hover or focus and on a tap (a phone has no hover). It leads nowhere, so nobody
 * is bounced back with an error for trying.
 */
function LockedSection({
  label,
  reason,
  icon,
  rail,
}: {
  label: string
  reason: string
  icon: ReactNode
  rail: boolean
}) {
  const { t } = useTranslation('shell')
  return (
    <Tooltip title={reason} placement="right" describeChild>
      <ListItemButton
        aria-disabled="true"
        aria-label={rail ? t('shell:sidebar.locked', { section: label }) : undefined}
        data-locked="true"
        onClick={() => showSnackbar(reason, 'info')}
        sx={{
          color: 'text.secondary',
          ...(rail ? { minHeight: 48, justifyContent: 'center' } : {}),
          '& .MuiListItemIcon-root': { color: 'text.disabled' },
        }}
      >
        <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>{icon}</ListItemIcon>
        {!rail && (
          <>
            <ListItemText primary={label} />
            <LockIcon fontSize="inherit" aria-hidden sx={{ color: 'text.disabled', fontSize: 16, ml: 1 }} />
          </>
        )}
      </ListItemButton>
    </Tooltip>
  )
}

/**
 * The signed-in user's picture, or their initial when they have none or it fails to load. Drawn here rather
 * with MUI's Avatar: every page carries the shell, the terminal included, whose download is budgeted.
 */
function UserPicture({ name, avatar, size }: { name: string; avatar: string | null; size: number }) {
  const [broken, setBroken] = useState(false)
  const src = uploadUrl(avatar)
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.400',
        color: 'common.white',
        fontSize: size / 2.2,
      }}
    >
      {src && !broken ? (
        <Box
          component="img"
          src={src}
          alt={name}
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </Box>
  )
}
