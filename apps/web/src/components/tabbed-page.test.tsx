import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TabbedPage } from './tabbed-page.tsx'

const TABS = [
  { value: 'suppliers', label: 'Suppliers' },
  { value: 'customers', label: 'Customers' },
] as const

function Page() {
  const { search } = useLocation()
  return (
    <TabbedPage title="Contacts" tabs={TABS}>
      {(current) => <p>{`Showing ${current.label}, address ${search}`}</p>}
    </TabbedPage>
  )
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/contacts', element: <Page /> }], { initialEntries: [address] })
  render(<RouterProvider router={router} />)
  return router
}

describe('TabbedPage', () => {
  it('opens the tab the address names', () => {
    renderAt('/contacts?tab=customers')
    expect(screen.getByRole('tab', { name: 'Customers', selected: true })).toBeTruthy()
    expect(screen.getByText('Showing Customers, address ?tab=customers')).toBeTruthy()
  })

  it('opens the first tab when the address names none or an unknown one', () => {
    renderAt('/contacts?tab=nothing')
    expect(screen.getByRole('tab', { name: 'Suppliers', selected: true })).toBeTruthy()
  })

  it('keeps the chosen tab in the address without adding a history entry', () => {
    const router = renderAt('/contacts')
    fireEvent.click(screen.getByRole('tab', { name: 'Customers' }))
    expect(screen.getByText('Showing Customers, address ?tab=customers')).toBeTruthy()
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
