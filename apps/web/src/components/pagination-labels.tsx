import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination'

/**
 * The words of a table's pager, each isolated: a right-to-left page must not read ":Rows per page" or
 * "5 of 1–5" (issue 28, item 15). Spread into every TablePagination.
 */
export const PAGINATION_LABELS = {
  labelRowsPerPage: <bdi>Rows per page:</bdi>,
  labelDisplayedRows: ({ from, to, count }: LabelDisplayedRowsArgs) => (
    <bdi>{`${from}–${to} of ${count === -1 ? `more than ${to}` : count}`}</bdi>
  ),
}
