import IconButton from '@mui/material/IconButton'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import Tooltip from '@mui/material/Tooltip'
import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'

/** One action of a row: an icon with its tooltip, or the same as an item of the ⋯ menu (RowActions). */
export type RowActionItem = {
  /** The tooltip (and a menu item's text), e.g. "Edit". */
  title: string
  /** The accessible name; it names the row too ("Edit bill Rent") so rows can be told apart. Defaults to the title. */
  label?: string
  /** Drawn small, as in every row. */
  icon: ComponentType<SvgIconProps>
  color?: 'error'
  disabled?: boolean
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })

type RowActionProps = RowActionItem & { size?: 'small' }

/** One icon button of a list row, with its tooltip: a link to another page, or an action on the row. */
export function RowAction({ title, label = title, icon: Icon, color, size, disabled, to, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      {to === undefined ? (
        <IconButton aria-label={label} color={color} size={size} disabled={disabled} onClick={onClick}>
          <Icon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton aria-label={label} color={color} size={size} disabled={disabled} component={RouterLink} to={to}>
          <Icon fontSize="small" />
        </IconButton>
      )}
    </Tooltip>
  )
}
