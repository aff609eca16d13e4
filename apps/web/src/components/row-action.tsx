import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import PrintIcon from '@mui/icons-material/Print'
import IconButton from '@mui/material/IconButton'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import Tooltip from '@mui/material/Tooltip'
import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'

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

/** A row action whose title and icon are the usual ones; `label` still names the row. */
type KnownRowActionProps = RowActionProps extends infer Props
  ? Props extends unknown
    ? Omit<Props, 'title' | 'icon' | 'color'> & { label: string }
    : never
  : never

/** Edit the row: a pencil, to its edit page or opening its dialog. */
export function EditRowAction(props: KnownRowActionProps) {
  const { t } = useTranslation('common')
  return <RowAction title={t('common:actions.edit')} icon={EditIcon} {...props} />
}

/** Print the row: to its print page. */
export function PrintRowAction(props: KnownRowActionProps) {
  const { t } = useTranslation('common')
  return <RowAction title={t('common:actions.print')} icon={PrintIcon} {...props} />
}

/**
 * Remove the row, in red; the caller asks first (useConfirmedDelete). Some pages call it Remove: `remove`
 * (or the older `title="Remove"`) picks that word, read in the page's language.
 */
export function DeleteRowAction({
  title = 'Delete',
  remove = false,
  ...props
}: KnownRowActionProps & { title?: 'Delete' | 'Remove'; remove?: boolean }) {
  const { t } = useTranslation('common')
  const word = remove || title === 'Remove' ? t('common:actions.remove') : t('common:actions.delete')
  return <RowAction title={word} icon={DeleteIcon} color="error" {...props} />
}
