import { describe, expect, it } from 'vitest'
import {
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  emptyPermissions,
  fullPermissions,
  holdsGate,
  isPermissionFlag,
} from './permissions.ts'

describe('permission flags', () => {
  it('lists the 51 flags of spec 002 §3, the audit log switch (issue 19) and offline selling (issue 18) once each, in seven groups', () => {
    expect(PERMISSION_GROUPS.map((group) => group.name)).toEqual([
      'Product and catalogue',
      'Administration and repairs',
      'Sales and refunds',
      'Suppliers and customers',
      'Stock and warehouses',
      'Purchases and payments',
      'Settings',
    ])
    expect(PERMISSION_FLAGS).toHaveLength(53)
    expect(new Set(PERMISSION_FLAGS).size).toBe(53)
    expect(PERMISSION_FLAGS).toContain('auditLog')
    expect(PERMISSION_FLAGS).toContain('offlineSale')
    expect(PERMISSION_FLAGS).toContain('reportsrepairGalleryManage')
    expect(PERMISSION_FLAGS).toContain('supplierDetials')
  })

  it('knows its own names and no others', () => {
    expect(isPermissionFlag('saleCreate')).toBe(true)
    expect(isPermissionFlag('superUser')).toBe(false)
  })

  it('opens a gate only when its flag is on', () => {
    const cashier = { ...emptyPermissions(), saleCreate: true }
    expect(holdsGate(cashier, 'saleCreate')).toBe(true)
    expect(holdsGate(cashier, 'reports')).toBe(false)
    expect(holdsGate(null, 'saleCreate')).toBe(false)
    expect(holdsGate(null, 'signedIn')).toBe(false)
    expect(holdsGate(null, 'public')).toBe(true)
    expect(holdsGate(emptyPermissions(), 'signedIn')).toBe(true)
    expect(Object.values(fullPermissions()).every(Boolean)).toBe(true)
  })
})
