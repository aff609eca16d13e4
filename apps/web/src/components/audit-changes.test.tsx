import { createTheme, ThemeProvider } from '@mui/material/styles'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuditChanges } from './audit-changes.tsx'

const FIVE_FIELDS = {
  cost: { before: 6, after: 7 },
  name: { before: 'Cable', after: 'USB-C cable' },
  price: { before: 10, after: 12.5 },
  sku: { before: 'A1', after: 'A2' },
  unit: { before: 'pc', after: 'box' },
}

function lines(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '')
}

describe("an event's changed fields", () => {
  it('shows three, and the rest behind "N more" and back', () => {
    render(<AuditChanges changes={FIVE_FIELDS} />)
    expect(lines()).toEqual(['Cost: 6 → 7', 'Name: Cable → USB-C cable', 'Price: 10 → 12.5', '2 more'])
    fireEvent.click(screen.getByRole('button', { name: '2 more' }))
    expect(lines()).toHaveLength(6)
    expect(lines()[4]).toBe('Unit: pc → box')
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }))
    expect(lines()).toHaveLength(4)
  })

  it('shows what a new record got and what a removed one had, and a dash for no change', () => {
    const { unmount } = render(<AuditChanges changes={{ name: { after: 'Cable' }, note: { before: 'old' } }} />)
    expect(lines()).toEqual(['Name: Cable', 'Note: old'])
    unmount()
    render(<AuditChanges changes={{}} />)
    expect(screen.getByText('—')).toBeTruthy()
  })

  it('points the arrow the way a right-to-left page reads', () => {
    render(
      <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
        <AuditChanges changes={{ price: { before: 10, after: 12.5 } }} />
      </ThemeProvider>,
    )
    expect(lines()).toEqual(['Price: 10 ← 12.5'])
  })
})

describe('a change on a right-to-left page (issue 28, item 15)', () => {
  it('keeps each label with its colon in one isolated run', () => {
    const { container } = render(<AuditChanges changes={{ customer_id: { before: null, after: 'Rita' } }} />)
    const label = container.querySelector('li bdi')
    expect(label?.textContent).toBe('Customer:')
  })
})
