import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { ServerDataTable, type Column } from './server-data-table.tsx'

interface Row {
  id: number
  name: string
}

const columns: Column<Row>[] = [{ key: 'name', label: 'Name', sortable: true }]

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}

function stubFetch(answer: (url: URL) => unknown): FetchMock {
  const fetchMock: FetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
    return Promise.resolve(jsonResponse(answer(url)))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function requestedUrls(fetchMock: FetchMock): URL[] {
  return fetchMock.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'),
  )
}

function renderTable() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <ServerDataTable<Row> path="/things" label="Things" columns={columns} />
    </QueryClientProvider>,
  )
}

function searchBox(): HTMLElement {
  return screen.getByRole('searchbox', { name: 'Search' })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('ServerDataTable', () => {
  beforeEach(() => {
    vi.useRealTimers()
  })

  it('asks for the first page and shows the rows', async () => {
    const fetchMock = stubFetch(() => ({ items: [{ id: 1, name: 'Phone case' }], total: 1 }))
    renderTable()
    expect(await screen.findByText('Phone case')).toBeTruthy()
    const [url] = requestedUrls(fetchMock)
    expect(url?.pathname).toBe('/api/things')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortDesc: 'false',
      search: '',
    })
  })

  it("shows 'No data available' for an empty list", async () => {
    stubFetch(() => ({ items: [], total: 0 }))
    renderTable()
    expect(await screen.findByText('No data available')).toBeTruthy()
  })

  it('shows the no-result text with the term searched for', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('search') ? { items: [], total: 0 } : { items: [{ id: 1, name: 'Cable' }], total: 1 },
    )
    renderTable()
    await screen.findByText('Cable')
    fireEvent.change(searchBox(), { target: { value: 'charger' } })
    expect(await screen.findByText('Your search for "charger" found no results.', {}, { timeout: 2000 })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("flags text other than letters, digits and spaces with 'Invalid input !' and sends nothing", async () => {
    const fetchMock = stubFetch(() => ({ items: [], total: 0 }))
    renderTable()
    await screen.findByText('No data available')
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fireEvent.change(searchBox(), { target: { value: 'phone%' } })
    expect(screen.getByText('Invalid input !')).toBeTruthy()
    expect(searchBox().getAttribute('aria-invalid')).toBe('true')

    await sleep(700)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fireEvent.change(searchBox(), { target: { value: 'phone' } })
    expect(screen.queryByText('Invalid input !')).toBeNull()
  })

  it("shows only 'Invalid input !' after a search that found nothing, not the earlier search's result", async () => {
    stubFetch((url) =>
      url.searchParams.get('search') ? { items: [], total: 0 } : { items: [{ id: 1, name: 'Cable' }], total: 1 },
    )
    renderTable()
    await screen.findByText('Cable')
    fireEvent.change(searchBox(), { target: { value: 'charger' } })
    await screen.findByText('Your search for "charger" found no results.', {}, { timeout: 2000 })

    fireEvent.change(searchBox(), { target: { value: 'charger%' } })
    expect(screen.getByText('Invalid input !')).toBeTruthy()
    expect(screen.queryByText(/found no results/)).toBeNull()
    expect(screen.queryByText('No data available')).toBeNull()

    // Back to valid text: the result message of what is searched returns.
    fireEvent.change(searchBox(), { target: { value: 'charger' } })
    expect(screen.queryByText('Invalid input !')).toBeNull()
    expect(screen.getByText('Your search for "charger" found no results.')).toBeTruthy()
  })

  it('sends one request, 500 ms after typing stops, with the search text trimmed', async () => {
    const fetchMock = stubFetch(() => ({ items: [], total: 0 }))
    renderTable()
    await screen.findByText('No data available')
    expect(fetchMock).toHaveBeenCalledTimes(1)

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    for (const value of [' ', ' p', ' ph', ' pho', ' phone ', ' phone  ']) {
      fireEvent.change(searchBox(), { target: { value } })
      await advance(200)
    }
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await advance(299)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(requestedUrls(fetchMock)[1]?.searchParams.get('search')).toBe('phone')
    expect(requestedUrls(fetchMock)[1]?.searchParams.get('page')).toBe('1')

    await advance(2000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('sorts by a sortable column, then reverses it', async () => {
    const fetchMock = stubFetch(() => ({ items: [{ id: 1, name: 'Cable' }], total: 1 }))
    renderTable()
    await screen.findByText('Cable')
    fireEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(requestedUrls(fetchMock)[1]?.searchParams.get('sortBy')).toBe('name')
    expect(requestedUrls(fetchMock)[1]?.searchParams.get('sortDesc')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(requestedUrls(fetchMock)[2]?.searchParams.get('sortDesc')).toBe('true')
  })

  it('starts a new filter at its first page, and draws the toolbar with the search shown', async () => {
    const fetchMock = stubFetch((url) => ({
      items: [{ id: Number(url.searchParams.get('page')), name: `Row of page ${url.searchParams.get('page')}` }],
      total: 30,
    }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const view = (category: string) => (
      <QueryClientProvider client={queryClient}>
        <ServerDataTable<Row>
          path="/things"
          label="Things"
          columns={columns}
          params={{ category }}
          toolbar={({ search }) => <span>{`Exporting "${search}"`}</span>}
        />
      </QueryClientProvider>
    )
    const { rerender } = render(view('a'))
    await screen.findByText('Row of page 1')
    expect(screen.getByText('Exporting ""')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    await screen.findByText('Row of page 2')
    rerender(view('b'))
    await screen.findByText('Row of page 1')
    const last = requestedUrls(fetchMock).at(-1)
    expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({ category: 'b', page: '1' })
  })
})
