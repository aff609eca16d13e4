import { describe, expect, it } from 'vitest'
import { APP_ROUTES } from '../routes.tsx'
import { isSectionActive, SIDEBAR_SECTIONS } from './sections.ts'

/** A real address of a route: every parameter filled in. */
function samplePath(path: string): string {
  return path.replace(/:[A-Za-z]+\??/g, '7')
}

function highlighted(pathname: string): string[] {
  return SIDEBAR_SECTIONS.filter((section) => isSectionActive(section, pathname)).map((section) => section.label)
}

describe('sidebar highlight', () => {
  it('highlights exactly one section on every page drawn in the shell', () => {
    const shellPaths = APP_ROUTES.filter((route) => route.layout === 'shell').map((route) => samplePath(route.path))
    expect(shellPaths.length).toBeGreaterThan(20)
    for (const path of shellPaths) expect(highlighted(path), path).toHaveLength(1)
  })

  it('keeps the section of a form or detail page highlighted', () => {
    expect(highlighted('/repair-form')).toEqual(['Repair'])
    expect(highlighted('/repair-form/12')).toEqual(['Repair'])
    expect(highlighted('/bill-form/3')).toEqual(['Bills'])
    expect(highlighted('/custom-product')).toEqual(['Buy From Customer'])
    expect(highlighted('/custom-product-details/4')).toEqual(['Buy From Customer'])
    expect(highlighted('/purchase-detail/5')).toEqual(['Buy'])
    expect(highlighted('/customer-detail/2')).toEqual(['Contacts'])
    expect(highlighted('/warehouse-detail/1')).toEqual(['Inventory'])
    expect(highlighted('/refund-detail/9')).toEqual(['Transactions'])
    expect(highlighted('/payment-details/9')).toEqual(['Payments'])
    expect(highlighted('/settings/pos-configs')).toEqual(['Settings'])
    expect(highlighted('/pos/portal/123456789012')).toEqual(['POS'])
  })
})
