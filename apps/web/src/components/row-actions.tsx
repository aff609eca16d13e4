import MoreHorizIcon from '@mui/icons-material/MoreHoriz'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { RowAction, type RowActionItem } from './row-action.tsx'
import { useTranslation } from 'react-i18next'

export type { RowActionItem }

/** How many icons a row shows before the rest goes into the ⋯ menu (DESIGN.md: two or three at most). */
export const VISIBLE_ROW_ACTIONS = 2

/**
 * A list row's actions: up to three as icons; with more, the first two as icons and the others in a ⋯
 * menu, so a row stays one line high at every width. A menu item has the same accessible name as its
 * icon would have. Falsy entries (actions the user may not take) are left out.
 */
export function RowActions({
  actions,
  menuLabel,
}: {
  actions: readonly (RowActionItem | false | null | undefined)[]
  /** Names the ⋯ button; name the row in it when rows must be told apart ("More actions for Acme"). */
  menuLabel?: string
}) {
  const { t } = useTranslation('common')
  const shown = actions.filter((action): action is RowActionItem => Boolean(action))
  const inline = shown.length <= VISIBLE_ROW_ACTIONS + 1 ? shown : shown.slice(0, VISIBLE_ROW_ACTIONS)
  const rest = shown.slice(inline.length)
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {inline.map((action) => (
        <RowAction key={action.title} size="small" {...action} />
      ))}
      {rest.length > 0 && <MoreActions actions={rest} label={menuLabel ?? t('common:actions.moreActions')} />}
    </Stack>
  )
}

function MoreActions({ actions, label }: { actions: readonly RowActionItem[]; label: string }) {
  const { t } = useTranslation('common')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <Tooltip title={t('common:actions.moreActions')}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map(({ title, label: name = title, icon: Icon, color, disabled, to, onClick }) => {
          const content = (
            <>
              <ListItemIcon sx={color ? { color: `${color}.main` } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText sx={color ? { color: `${color}.main` } : undefined}>{title}</ListItemText>
            </>
          )
          return to === undefined ? (
            <MenuItem
              key={title}
              aria-label={name}
              disabled={disabled}
              onClick={() => {
                close()
                onClick()
              }}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem key={title} aria-label={name} disabled={disabled} component={RouterLink} to={to} onClick={close}>
              {content}
            </MenuItem>
          )
        })}
      </Menu>
    </>
  )
}
