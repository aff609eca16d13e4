import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScannerWedge } from './use-scanner-wedge.ts'

/** A terminal in miniature: a rate field, a + button, and the wedge. */
function Terminal({ onScan, onPlus }: { onScan: (code: string) => void; onPlus: () => void }) {
  const [tax, setTax] = useState('8.25')
  useScannerWedge({ enabled: true, barcodeLength: 12, isScanBox: () => false, onScan })
  return (
    <>
      <input aria-label="Tax" value={tax} onChange={(event) => setTax(event.target.value)} />
      <button type="button" onClick={onPlus}>
        One more
      </button>
    </>
  )
}

/**
 * Types `text` into `target` as a keyboard does (keydown, then the field's new value), `gapMs` apart; the
 * event times come from the clock, as jsdom stamps events with Date.now().
 */
function type(target: HTMLElement, text: string, gapMs: number) {
  for (const key of text) {
    vi.advanceTimersByTime(gapMs)
    const allowed = fireEvent.keyDown(target, { key })
    if (allowed && target instanceof HTMLInputElement) {
      fireEvent.change(target, { target: { value: target.value + key } })
    }
  }
}

/** Presses Enter `gapMs` after the last key; whether the page may still act on it (not prevented). */
function enter(target: HTMLElement, gapMs: number): boolean {
  vi.advanceTimersByTime(gapMs)
  return fireEvent.keyDown(target, { key: 'Enter' })
}

describe('the scanner wedge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('takes a scan typed into the tax field back out of it and hands the code over', () => {
    const onScan = vi.fn()
    render(<Terminal onScan={onScan} onPlus={vi.fn()} />)
    const tax = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tax' })
    tax.focus()
    vi.advanceTimersByTime(1000)
    type(tax, '400638133393', 7)
    expect(tax.value).toBe('8.25400638133393')
    expect(enter(tax, 7)).toBe(false)
    expect(tax.value).toBe('8.25')
    expect(onScan).toHaveBeenCalledWith('400638133393')
  })

  it('keeps the scanner’s Enter from pressing the focused button again', () => {
    const onScan = vi.fn()
    const onPlus = vi.fn()
    render(<Terminal onScan={onScan} onPlus={onPlus} />)
    const plus = screen.getByRole('button', { name: 'One more' })
    plus.focus()
    vi.advanceTimersByTime(1000)
    type(plus, '590123412345', 6)
    expect(enter(plus, 6)).toBe(false)
    expect(onScan).toHaveBeenCalledWith('590123412345')
  })

  it('leaves a person typing, even twelve digits, and pressing Enter alone', () => {
    const onScan = vi.fn()
    render(<Terminal onScan={onScan} onPlus={vi.fn()} />)
    const tax = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tax' })
    tax.focus()
    fireEvent.change(tax, { target: { value: '' } })
    type(tax, '123456789012', 90)
    expect(enter(tax, 90)).toBe(true)
    expect(tax.value).toBe('123456789012')
    expect(onScan).not.toHaveBeenCalled()
  })
})
