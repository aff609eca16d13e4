import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { PrintJob } from '@counterpart/domain/schemas/printing'
import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import type { TillRecord } from '@counterpart/domain/schemas/tills'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TILLS_PATH, type TillList } from '../../../lib/queries/tills.ts'
import { chooseTill } from '../../../lib/till.ts'
import type { FetchMock } from '../../../test/fetch-stub.ts'
import { AskToPrint, PrintNotice } from './terminal-printing.tsx'

vi.mock('../../../lib/sounds.ts', () => ({ playSound: vi.fn() }))

const TILL: TillRecord = {
  id: 4,
  name: 'Front',
  created_at: '2026-11-01 08:00:00',
  openSession: null,
  printer: { id: 2, name: 'Counter' },
  print_mode: 'always',
}

const job = (id: number, key: string): PrintJob => ({
  id,
  till: { id: 4, name: 'Front' },
  printer: { id: 2, name: 'Counter' },
  kind: 'receipt',
  document_id: 100 + id,
  title: `Receipt for sale ${key}`,
  state: 'failed',
  attempts: 1,
  next_attempt_at: null,
  error: 'Printer offline: 10.0.0.5:9100 refused the connection.',
  created_at: '2026-11-27 10:00:00',
  sent_at: null,
})

/** The address a request went to. */
const urlOf = (input: RequestInfo | URL | undefined): string =>
  input === undefined ? '' : typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

/** The server's print jobs: the failed ones listed until cancelled; every call kept for the test to read. */
function stubPrintJobs(failed: PrintJob[], till: TillRecord = TILL): FetchMock {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  let listed = [...failed]
  const fetchMock: FetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = urlOf(input)
    const cancelled = /\/print-jobs\/(\d+)\/cancel$/.exec(url)
    if (cancelled) listed = listed.filter((item) => item.id !== Number(cancelled[1]))
    const body = url.includes('/api/tills')
      ? { tills: [till], sessionRequired: false }
      : cancelled
        ? { message: 'The job has been cancelled.', job: failed.find((item) => item.id === Number(cancelled[1])) }
        : { items: listed, total: listed.length }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderNotice(till: TillRecord = TILL, notice = <PrintNotice />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData<TillList>([TILLS_PATH], { tills: [till], sessionRequired: false })
  render(<QueryClientProvider client={queryClient}>{notice}</QueryClientProvider>)
}

beforeEach(() => chooseTill(4))
afterEach(() => {
  chooseTill(null)
  vi.unstubAllGlobals()
})

describe("the terminal's did-not-print notice", () => {
  it("shows this till's newest failed receipt with its reason, asked for with the till named", async () => {
    const fetchMock = stubPrintJobs([job(5, 'S-5'), job(8, 'S-8')])
    renderNotice()
    expect(
      await screen.findByText(
        'Receipt for sale S-8 did not print: Printer offline: 10.0.0.5:9100 refused the connection.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('1 more did not print.')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls.find(([called]) => urlOf(called).includes('/print-jobs')) ?? []
    expect(urlOf(url)).toContain('state=failed')
    expect(urlOf(url)).toContain('till_id=4')
    expect(new Headers(init?.headers).get(TILL_HEADER)).toBe('4')
  })

  it('dismissing cancels the job and shows the next one', async () => {
    const fetchMock = stubPrintJobs([job(5, 'S-5'), job(8, 'S-8')])
    renderNotice()
    await screen.findByText(/Receipt for sale S-8 did not print/)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(await screen.findByText(/Receipt for sale S-5 did not print/)).toBeTruthy()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => urlOf(url).endsWith('/api/print-jobs/8/cancel'))).toBe(true),
    )
  })

  it('printing in the browser opens the sale’s print view and cancels the job, so it never prints twice', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const fetchMock = stubPrintJobs([job(8, 'S-8')])
    renderNotice()
    await screen.findByText(/Receipt for sale S-8 did not print/)
    fireEvent.click(screen.getByRole('button', { name: 'Print in the browser' }))
    expect(open).toHaveBeenCalledWith('/print/print-sale/108', '_blank', 'noopener')
    await waitFor(() => expect(screen.queryByText(/did not print/)).toBeNull())
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).endsWith('/api/print-jobs/8/cancel'))).toBe(true)
  })

  it('asks nothing and shows nothing at a till without a printer', async () => {
    const withoutPrinter = { ...TILL, printer: null }
    const fetchMock = stubPrintJobs([job(8, 'S-8')], withoutPrinter)
    renderNotice(withoutPrinter)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('/print-jobs'))).toBe(false)
    expect(screen.queryByText(/did not print/)).toBeNull()
  })
})

describe('the question after a sale at a till that asks', () => {
  it('has Print focused, so Enter prints; Escape skips it and hands the focus back', async () => {
    const asking = { ...TILL, print_mode: 'ask' as const }
    stubPrintJobs([], asking)
    const onDone = vi.fn()
    renderNotice(asking, <AskToPrint orderId={12} onDone={onDone} />)
    const print = await screen.findByRole('button', { name: 'Print' })
    expect(screen.getByText('Print the receipt?')).toBeTruthy()
    expect(document.activeElement).toBe(print)
    fireEvent.keyDown(print, { key: 'Escape' })
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Print the receipt?')).toBeNull()
  })

  it('is not asked at a till that prints always', async () => {
    stubPrintJobs([])
    renderNotice(TILL, <AskToPrint orderId={12} onDone={vi.fn()} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Print the receipt?')).toBeNull()
  })
})
