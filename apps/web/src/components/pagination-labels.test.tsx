import TablePagination from '@mui/material/TablePagination'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAGINATION_LABELS } from './pagination-labels.tsx'

describe('pagination on a right-to-left page (issue 28, item 15)', () => {
  it('isolates "Rows per page:" and "1–5 of 5" so neither reads backwards', () => {
    const { container } = render(
      <TablePagination
        component="div"
        count={5}
        page={0}
        rowsPerPage={10}
        onPageChange={() => {}}
        {...PAGINATION_LABELS}
      />,
    )
    const runs = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)
    expect(runs).toEqual(['Rows per page:', '1–5 of 5'])
  })
})
