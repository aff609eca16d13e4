import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import IconButton from '@mui/material/IconButton'

interface LineButtonProps {
  /** The accessible name; it names the line ("Remove line Cable") so lines can be told apart. */
  label: string
  onClick: () => void
}

/** A small pencil on a line of a form's table (an invoice, a purchase, the variants), to change that line. */
export function EditLineButton({ label, onClick }: LineButtonProps) {
  return (
    <IconButton aria-label={label} size="small" onClick={onClick}>
      <EditIcon fontSize="small" />
    </IconButton>
  )
}

/** A small red bin on a line of a form's table, to take that line out. */
export function RemoveLineButton({ label, onClick }: LineButtonProps) {
  return (
    <IconButton aria-label={label} size="small" color="error" onClick={onClick}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  )
}
