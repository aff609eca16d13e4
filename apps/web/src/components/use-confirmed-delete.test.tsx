import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { MessageResponse } from '../lib/api.ts'
import { getSnackbar } from '../lib/snackbar.ts'
import { useConfirmedDelete } from './use-confirmed-delete.tsx'

interface Row {
  id: number
  name: string
}

const ROW: Row = { id: 7, name: 'Phone case' }

function Rows({
  remove,
  onDeleted,
}: {
  remove: (id: number) => Promise<MessageResponse>
  onDeleted?: (row: Row) => void
}) {
  const deletion = useConfirmedDelete<Row>(useMutation({ mutationFn: remove }), {
    onDeleted,
    describe: (row) => `Product: ${row.name}`,
  })
  return (
    <>
      <button onClick={() => deletion.ask(ROW)}>Delete {ROW.name}</button>
      {deletion.dialog}
    </>
  )
}

function renderRows(remove: (id: number) => Promise<MessageResponse>, onDeleted?: (row: Row) => void) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <Rows remove={remove} onDeleted={onDeleted} />
    </QueryClientProvider>,
  )
}

describe('useConfirmedDelete', () => {
  it('removes nothing until the question is confirmed', () => {
    const remove = vi.fn((_id: number) => Promise.resolve({ message: 'Removed' }))
    renderRows(remove)
    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone case' }))
    const dialog = screen.getByRole('dialog', { name: 'Warning' })
    // The spec's question, then what it is about.
    expect(dialog.textContent).toContain('Are you sure to remove ?')
    expect(dialog.textContent).toContain('Product: Phone case')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(remove).not.toHaveBeenCalled()
  })

  it('removes the row on Remove, shows the server message and closes the question', async () => {
    const remove = vi.fn((_id: number) => Promise.resolve({ message: 'The product was removed' }))
    const onDeleted = vi.fn()
    renderRows(remove, onDeleted)
    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone case' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(ROW))
    expect(remove.mock.calls[0]?.[0]).toBe(7)
    expect(getSnackbar()).toMatchObject({ open: true, text: 'The product was removed', severity: 'success' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes the question when the removal fails, without reporting success', async () => {
    const remove = vi.fn((_id: number) => Promise.reject(new Error('Server down')))
    const onDeleted = vi.fn()
    renderRows(remove, onDeleted)
    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone case' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
