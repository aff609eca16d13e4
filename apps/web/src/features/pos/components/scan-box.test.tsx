import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { PosProduct, ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../../lib/app-configuration.ts'
import { searchProducts, type ProductSearchResponse } from '../api/search-products.ts'
import { ScanBox, type ScanBoxControl } from './scan-box.tsx'

vi.mock('../api/search-products.ts', () => ({ searchProducts: vi.fn() }))

const FIRST = '400638133393'
const SECOND = '590123412345'

function product(id: number, barcode: string): ProductSearchItem {
  return { id, name: `Item ${id}`, barcode, sku: `SKU-${id}` } as ProductSearchItem
}

/** Look-ups that answer only when the test says so, like a slow till network. */
function slowLookups() {
  const pending: { key: string; answer: (value: ProductSearchResponse) => void }[] = []
  vi.mocked(searchProducts).mockImplementation(
    (key) => new Promise((resolve) => pending.push({ key, answer: resolve })),
  )
  return pending
}

function renderBox(refusal: string | null = null) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const onPick = vi.fn((_item: unknown) => refusal)
  const onEmptyEnter = vi.fn()
  const control: { current: ScanBoxControl | null } = { current: null }
  render(
    <QueryClientProvider client={queryClient}>
      <ScanBox
        inputRef={{ current: null }}
        controlRef={control}
        onPick={onPick}
        onEmptyEnter={onEmptyEnter}
        refocus={() => {}}
      />
    </QueryClientProvider>,
  )
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Scan or search a product' })
  return { box, onPick, onEmptyEnter, control }
}

/** What a scanner does: the code's keys in a burst, then Enter. */
function scan(box: HTMLInputElement, code: string, locked: boolean) {
  if (locked) for (const key of code) fireEvent.keyDown(box, { key })
  else fireEvent.change(box, { target: { value: code } })
  fireEvent.keyDown(box, { key: 'Enter' })
}

describe('the scan box', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(searchProducts).mockReset()
  })

  it('keeps a second scan that arrives while the first is still looked up, and adds both in order', async () => {
    const pending = slowLookups()
    const { box, onPick, onEmptyEnter } = renderBox()
    scan(box, FIRST, false)
    expect(pending.map((call) => call.key)).toEqual([FIRST])
    expect(box.readOnly).toBe(true)

    scan(box, SECOND, true)
    await act(async () => pending[0]!.answer({ items: [product(1, FIRST)], custom: [] }))
    expect(pending.map((call) => call.key)).toEqual([FIRST, SECOND])
    await act(async () => pending[1]!.answer({ items: [product(2, SECOND)], custom: [] }))

    expect(onPick.mock.calls.map(([item]) => (item as PosProduct).id)).toEqual([1, 2])
    expect(onEmptyEnter).not.toHaveBeenCalled()
    expect(box.value).toBe('')
  })

  it('never looks the same code up twice at once, and an Enter during the look-up does not open the payment', async () => {
    const pending = slowLookups()
    const { box, onPick, onEmptyEnter } = renderBox()
    scan(box, FIRST, false)
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(pending).toHaveLength(1)
    await act(async () => pending[0]!.answer({ items: [product(1, FIRST)], custom: [] }))
    expect(onPick).toHaveBeenCalledTimes(1)
    // The Enter right after the scan belongs to it, not to "pay".
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onEmptyEnter).not.toHaveBeenCalled()
  })

  it('looks up codes the scanner wedge hands over, one after the other, and says which went in', async () => {
    const pending = slowLookups()
    const { box, onPick, control } = renderBox()
    act(() => control.current?.submit(FIRST))
    act(() => control.current?.submit(SECOND))
    expect(pending.map((call) => call.key)).toEqual([FIRST])
    await act(async () => pending[0]!.answer({ items: [product(1, FIRST)], custom: [] }))
    expect(pending.map((call) => call.key)).toEqual([FIRST, SECOND])
    await act(async () => pending[1]!.answer({ items: [product(2, SECOND)], custom: [] }))
    expect(onPick.mock.calls.map(([item]) => (item as PosProduct).id)).toEqual([1, 2])
    expect(screen.getByTestId('scan-status').textContent).toBe('Added Item 2. Ready to scan')
    expect(box.value).toBe('')
  })

  it('shows a refused scan in red with the reason, never "Added"', async () => {
    const pending = slowLookups()
    const { box } = renderBox('Item 1 is out of stock.')
    scan(box, FIRST, false)
    await act(async () => pending[0]!.answer({ items: [product(1, FIRST)], custom: [] }))
    const status = screen.getByTestId('scan-status')
    expect(status.textContent).toBe('Item 1 is out of stock.')
    expect(status.getAttribute('data-refused')).toBe('true')
  })

  it('says a code matches nothing, in red', async () => {
    const pending = slowLookups()
    const { box, onPick } = renderBox()
    scan(box, FIRST, false)
    await act(async () => pending[0]!.answer({ items: [], custom: [] }))
    expect(onPick).not.toHaveBeenCalled()
    expect(screen.getByTestId('scan-status').textContent).toBe(`Not found: ${FIRST}`)
    expect(screen.getByTestId('scan-status').getAttribute('data-refused')).toBe('true')
  })
})
