import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import PrintIcon from '@mui/icons-material/Print'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { RowActions, type RowActionItem } from './row-actions.tsx'

function renderActions(actions: (RowActionItem | false)[]) {
  return render(
    <MemoryRouter>
      <RowActions actions={actions} menuLabel="More actions for Acme" />
    </MemoryRouter>,
  )
}

const details: RowActionItem = { title: 'Details', label: 'Details of Acme', icon: VisibilityIcon, to: '/acme' }
const edit: RowActionItem = { title: 'Edit', label: 'Edit Acme', icon: EditIcon, to: '/acme/edit' }
const print: RowActionItem = { title: 'Print', label: 'Print Acme', icon: PrintIcon, to: '/acme/print' }

describe('the actions of a list row', () => {
  it('shows up to three as icons, leaving out those the user may not take', () => {
    renderActions([details, false, edit, print])
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Details of Acme',
      'Edit Acme',
      'Print Acme',
    ])
    expect(screen.queryByRole('button', { name: 'More actions for Acme' })).toBeNull()
  })

  it('shows two and puts the rest in the ⋯ menu under the same names', () => {
    const remove = vi.fn()
    renderActions([
      details,
      edit,
      print,
      { title: 'Remove', label: 'Remove Acme', icon: DeleteIcon, color: 'error', onClick: remove },
    ])
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Details of Acme',
      'Edit Acme',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Acme' }))
    const menu = screen.getByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Print Acme', 'Remove Acme'])
    expect(items[0]?.getAttribute('href')).toBe('/acme/print')
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Remove Acme' }))
    expect(remove).toHaveBeenCalledOnce()
  })
})
