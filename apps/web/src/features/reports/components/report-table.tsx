import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { MESSAGES } from '@counterpart/domain/messages'
import type { ReactNode } from 'react'

export interface ReportColumn<T> {
  label: string
  align?: 'left' | 'right'
  /** Kept on one line on screen and on paper: dates. */
  nowrap?: boolean
  render: (row: T) => ReactNode
}

/** The rows of a generated report (already limited by the server), printed with it. */
export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  dense = false,
}: {
  label: string
  columns: readonly ReportColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  /** Half the cells' side padding: a wide table (the purchase report's 12 columns) fits beside the menu. */
  dense?: boolean
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ '@media print': { overflow: 'visible', border: 'none' } }}
    >
      <Table size="small" aria-label={label} sx={dense ? { '& .MuiTableCell-root': { px: 1 } } : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align ?? 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {MESSAGES.recordNotFound}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.align ?? 'left'}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
