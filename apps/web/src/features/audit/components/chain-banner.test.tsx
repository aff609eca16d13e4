import { fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '@counterpart/domain/i18n/translate'
import { describe, expect, it, vi } from 'vitest'
import { ChainBanner } from './chain-banner.tsx'

const NONE_UNSEALED = { count: 0, firstId: null, lastId: null }

describe('the verdict on the chain', () => {
  it('says how many events were verified, and checks again on request', () => {
    const verify = vi.fn()
    render(
      <ChainBanner
        result={{
          ok: true,
          checked: 42,
          problems: [],
          last: { id: 42, hash: 'ab12'.repeat(16) },
          unsealed: NONE_UNSEALED,
        }}
        checking={false}
        failed={false}
        onVerify={verify}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Chain intact: 42 events verified')
    // The anchor staff note outside the database.
    expect(screen.getByRole('status').textContent).toContain(`Last event 42, hash ${'ab12'.repeat(16)}`)
    fireEvent.click(screen.getByRole('button', { name: 'Verify again' }))
    expect(verify).toHaveBeenCalledOnce()
  })

  it('names every problem of a broken chain, up to ten', () => {
    const problems = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      problem: `Event ${index + 1} was altered.`,
    }))
    render(
      <ChainBanner
        result={{ ok: false, checked: 40, problems, last: null, unsealed: NONE_UNSEALED }}
        checking={false}
        failed={false}
        onVerify={vi.fn()}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Chain broken: 12 problems in 40 events')
    expect(alert.textContent).toContain('Event 10 was altered.')
    expect(alert.textContent).not.toContain('Event 11 was altered.')
    expect(alert.textContent).toContain('and 2 more')
  })

  it('says when the chain is being checked, and when it could not be', () => {
    const { rerender } = render(<ChainBanner result={undefined} checking failed={false} onVerify={vi.fn()} />)
    expect(screen.getByRole('status').textContent).toContain('Verifying the chain…')
    rerender(<ChainBanner result={undefined} checking={false} failed onVerify={vi.fn()} />)
    expect(screen.getByRole('status').textContent).toContain('The chain could not be verified.')
  })

  it('says apart how many events written during the check are not chained yet, and which', () => {
    const { rerender } = render(
      <ChainBanner
        result={{
          ok: true,
          checked: 42,
          problems: [],
          last: { id: 42, hash: 'ab12'.repeat(16) },
          unsealed: { count: 3, firstId: 43, lastId: 45 },
        }}
        checking={false}
        failed={false}
        onVerify={vi.fn()}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Chain intact: 42 events verified')
    expect(screen.getByRole('status').textContent).toContain(
      '3 events written during the check are not chained yet (from 43 to 45): verify again in a moment.',
    )
    rerender(
      <ChainBanner
        result={{
          ok: false,
          checked: 40,
          problems: [{ id: 7, problem: 'Event 7 was altered.' }],
          last: null,
          unsealed: { count: 1, firstId: 41, lastId: 41 },
        }}
        checking={false}
        failed={false}
        onVerify={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(
      '1 event written during the check is not chained yet (from 41): verify again in a moment.',
    )
  })

  it('says nothing of a tail when every event is chained', () => {
    render(
      <ChainBanner
        result={{ ok: true, checked: 2, problems: [], last: null, unsealed: NONE_UNSEALED }}
        checking={false}
        failed={false}
        onVerify={vi.fn()}
      />,
    )
    expect(screen.getByRole('status').textContent).not.toContain('not chained yet')
  })

  it('reads in Arabic, counts with its plural forms and keeps the numbers apart', async () => {
    await i18n.changeLanguage('ar')
    try {
      render(
        <ChainBanner
          result={{
            ok: false,
            checked: 40,
            problems: [
              { id: 7, problem: 'x' },
              { id: 8, problem: 'y' },
            ],
            last: null,
            unsealed: NONE_UNSEALED,
          }}
          checking={false}
          failed={false}
          onVerify={vi.fn()}
        />,
      )
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toContain('السلسلة مكسورة: مشكلتان (2) في 40 من الأحداث')
      expect([...alert.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['2', '40'])
      expect(screen.getByRole('button', { name: 'التحقق مرة أخرى' })).toBeTruthy()
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
