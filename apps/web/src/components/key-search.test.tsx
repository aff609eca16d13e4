import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { KeySearch } from './key-search.tsx'

interface Job {
  id: number
  name: string
}

function Search({
  find,
  emptyText = 'No job found.',
}: {
  find: (key: string) => Promise<{ items: Job[] }>
  emptyText?: string | ((key: string) => string)
}) {
  const search = useMutation({ mutationFn: find })
  return (
    <KeySearch
      label="Name"
      search={search}
      emptyText={emptyText}
      tableLabel="Jobs found"
      columns={[{ label: 'Name', render: (job) => job.name }]}
      action={(job) => <button>{`Open ${job.name}`}</button>}
    />
  )
}

function renderSearch(
  find: (key: string) => Promise<{ items: Job[] }>,
  emptyText?: string | ((key: string) => string),
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Search find={find} emptyText={emptyText} />
    </QueryClientProvider>,
  )
  return { box: screen.getByRole('textbox', { name: 'Name' }), button: screen.getByRole('button', { name: 'Search' }) }
}

describe('KeySearch', () => {
  it('waits for a key, then sends it trimmed and lists what was found with its action', async () => {
    const find = vi.fn((_key: string) => Promise.resolve({ items: [{ id: 1, name: 'Screen repair' }] }))
    const { box, button } = renderSearch(find)
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box, { target: { value: '  screen ' } })
    fireEvent.click(button)
    const table = await screen.findByRole('table', { name: 'Jobs found' })
    expect(find.mock.calls[0]?.[0]).toBe('screen')
    expect(within(table).getByRole('button', { name: 'Open Screen repair' })).toBeTruthy()
  })

  it('says when nothing matches, and clears the results with the key', async () => {
    const { box, button } = renderSearch(() => Promise.resolve({ items: [] }))
    fireEvent.change(box, { target: { value: 'nothing' } })
    fireEvent.click(button)
    expect(await screen.findByText('No job found.')).toBeTruthy()
    fireEvent.change(box, { target: { value: ' ' } })
    await waitFor(() => expect(screen.queryByText('No job found.')).toBeNull())
  })

  it('names the key searched for when nothing matches, if asked to', async () => {
    const { box, button } = renderSearch(
      () => Promise.resolve({ items: [] }),
      (key) => `Your search for "${key}" found no results.`,
    )
    fireEvent.change(box, { target: { value: ' nothing ' } })
    fireEvent.click(button)
    expect(await screen.findByText('Your search for "nothing" found no results.')).toBeTruthy()
  })
})
