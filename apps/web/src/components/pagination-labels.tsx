import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination'
import { tr } from '@counterpart/domain/i18n/translate'

/**
 * The words of a table's pager, each isolated: a right-to-left page must not read ":Rows per page" or
 * "5 of 1–5" (issue 28, item 15). Spread into every TablePagination; read while drawing, in the page's
 * language.
 */
export const PAGINATION_LABELS = {
  get labelRowsPerPage() {
    return <bdi>{tr('common:paging.rowsPerPage')}</bdi>
  },
  /** The pager's buttons, named for a screen reader (MUI's own names are English). */
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({
      first: tr('common:paging.firstPage'),
      last: tr('common:paging.lastPage'),
      next: tr('common:paging.nextPage'),
      previous: tr('common:paging.previousPage'),
    })[type],
  labelDisplayedRows: ({ from, to, count }: LabelDisplayedRowsArgs) => (
    <bdi>
      {count === -1 ? tr('common:paging.rowsOfMore', { from, to }) : tr('common:paging.rowsOf', { from, to, count })}
    </bdi>
  ),
}
