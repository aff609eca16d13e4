import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'

/** A column title; an object aligns it with its numbers. '' is a column without a title (the row's buttons). */
export type HeadCell = string | { label: string; align: 'right' | 'center' }

/** The header of a small table whose columns carry plain titles, each isolated for right-to-left pages. */
export function TableHeadRow({ cells }: { cells: readonly HeadCell[] }) {
  return (
    <TableHead>
      <TableRow>
        {cells.map((cell, index) =>
          typeof cell === 'string' ? (
            <TableCell key={index}>{cell ? <bdi>{cell}</bdi> : null}</TableCell>
          ) : (
            <TableCell key={index} align={cell.align}>
              <bdi>{cell.label}</bdi>
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  )
}
