import { describe, expect, it } from 'vitest'
import { APP_ROUTES } from '../routes.tsx'
import { emptyPermissions, fullPermissions } from '@counterpart/domain/permissions'
import { presetPermissions, ROLE_PRESETS } from '@counterpart/domain/role-presets'
import { isSectionActive, sectionLockReason, SIDEBAR_SECTIONS } from './sections.ts'

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
    expect(highlighted('/devices/12')).toEqual(['Devices'])
  })
})

describe('locked sections (issue 28, item 12)', () => {
  const locked = (actions: ReturnType<typeof emptyPermissions>) =>
    SIDEBAR_SECTIONS.filter((section) => sectionLockReason(section, actions) !== null).map((section) => section.label)

  it('locks nothing for an owner and everything gated for an account with no switch', () => {
    expect(locked(fullPermissions())).toEqual([])
    expect(locked(emptyPermissions())).toEqual([
      'POS',
      'Buy',
      'Buy From Customer',
      'Repair',
      'Repair Gallery',
      'Shop Listing',
      'Bills',
      'Gift cards',
      'Devices',
      'Transactions',
      'Payments',
      'Reports',
      'Backup',
      'Users Management',
      'Audit Log',
      'Settings',
    ])
  })

  it('opens Transactions with any one of its tabs and names the switches it needs in words', () => {
    const transactions = SIDEBAR_SECTIONS.find((section) => section.label === 'Transactions')!
    expect(sectionLockReason(transactions, { ...emptyPermissions(), refundList: true })).toBeNull()
    expect(sectionLockReason(transactions, emptyPermissions())).toBe(
      "Transactions is locked: it needs the “Sale List”, “Refund List” or “Purchase List” permission. Ask the shop's admin to switch it on.",
    )
    const reports = SIDEBAR_SECTIONS.find((section) => section.label === 'Reports')!
    expect(sectionLockReason(reports, emptyPermissions())).toBe(
      "Reports is locked: it needs the “Reports” permission. Ask the shop's admin to switch it on.",
    )
  })

  it('leaves a cashier the counter: POS and Transactions open, the back office locked', () => {
    const cashier = presetPermissions(ROLE_PRESETS.find((preset) => preset.name === 'Cashier')!)
    const closed = locked(cashier)
    expect(closed).not.toContain('POS')
    expect(closed).not.toContain('Transactions')
    expect(closed).toEqual(expect.arrayContaining(['Reports', 'Settings', 'Buy', 'Users Management', 'Backup']))
  })
})
