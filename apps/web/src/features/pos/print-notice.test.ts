import { describe, expect, it } from 'vitest'
import type { PrintJob } from '@counterpart/domain/schemas/printing'
import { browserPrintPath, noticeOf, stillHandled } from './print-notice.ts'

const job = (id: number, overrides: Partial<PrintJob> = {}): PrintJob => ({
  id,
  till: { id: 1, name: 'Front' },
  printer: { id: 1, name: 'Counter' },
  kind: 'receipt',
  document_id: 100 + id,
  title: `Receipt for sale S-${id}`,
  state: 'failed',
  attempts: 1,
  next_attempt_at: null,
  error: 'Printer offline: 10.0.0.5:9100 refused the connection.',
  created_at: '2026-11-27 10:00:00',
  sent_at: null,
  ...overrides,
})

describe("the terminal's did-not-print notice", () => {
  it('shows the newest failed receipt, and counts the others', () => {
    expect(noticeOf([job(3), job(7), job(5)], new Set())).toEqual({ job: job(7), more: 2 })
  })

  it('shows nothing when nothing failed', () => {
    expect(noticeOf([], new Set())).toBeNull()
  })

  it('moves on to the next job once the cashier handled the newest', () => {
    expect(noticeOf([job(7), job(5)], new Set([7]))).toEqual({ job: job(5), more: 0 })
    expect(noticeOf([job(7)], new Set([7]))).toBeNull()
  })

  it('forgets a handled job once it leaves the failed list, so it shows again if it fails again', () => {
    const handled = new Set([7, 5])
    expect(stillHandled(handled, [job(7), job(5)])).toBe(handled)
    const afterRetry = stillHandled(handled, [job(5)])
    expect([...afterRetry]).toEqual([5])
    // The retried receipt failed again: it is listed and no longer handled, so the notice shows it.
    expect(noticeOf([job(7, { attempts: 2 }), job(5)], afterRetry)?.job.id).toBe(7)
  })

  it('prints each document that has a browser print view there, a test page or drawer opening nowhere', () => {
    expect(browserPrintPath(job(1, { document_id: 42 }))).toBe('/print/print-sale/42')
    expect(browserPrintPath({ kind: 'refund', document_id: 43 })).toBe('/print/print-sale-refund/43')
    expect(browserPrintPath({ kind: 'x_report', document_id: 9 })).toBe('/print/till-report/9')
    expect(browserPrintPath({ kind: 'z_report', document_id: 9 })).toBe('/print/z-report/9')
    expect(browserPrintPath({ kind: 'repair_ticket', document_id: 5 })).toBe('/print/repair-print/5')
    expect(browserPrintPath({ kind: 'gift_card', document_id: 6 })).toBe('/print/gift-cards/6')
    expect(browserPrintPath({ kind: 'buyback', document_id: 7 })).toBe('/print/custom-purchase/7')
    // A device label and a payment receipt have no browser view of their own; a drawer opening prints nothing.
    expect(browserPrintPath({ kind: 'device_label', document_id: 5 })).toBeNull()
    expect(browserPrintPath({ kind: 'drawer', document_id: null })).toBeNull()
    expect(browserPrintPath({ kind: 'test', document_id: null })).toBeNull()
  })
})
