import { describe, expect, it } from 'vitest'
import {
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  emptyPermissions,
  fullPermissions,
  holdsGate,
  isPermissionFlag,
} from './permissions.ts'
import { matchingPreset, presetPermissions, ROLE_PRESETS } from './role-presets.ts'

describe('permission flags', () => {
  it('lists the 51 flags of spec 002 §3, the audit log switch (issue 19), offline selling (issue 18), sale cost (issue 28), the three device switches (issue 29) and store credit (issue 31), the repair statuses, technicians and evidence (issue 30) and printers (issue 33) once each, in seven groups', () => {
    expect(PERMISSION_GROUPS.map((group) => group.name)).toEqual([
      'Product and catalogue',
      'Administration and repairs',
      'Sales and refunds',
      'Suppliers and customers',
      'Stock and warehouses',
      'Purchases and payments',
      'Settings',
    ])
    expect(PERMISSION_FLAGS).toHaveLength(67)
    expect(new Set(PERMISSION_FLAGS).size).toBe(67)
    expect(PERMISSION_FLAGS).toContain('auditLog')
    expect(PERMISSION_GROUPS.find((group) => group.name === 'Sales and refunds')?.flags).toContain('offlineSale')
    expect(PERMISSION_GROUPS.find((group) => group.name === 'Sales and refunds')?.flags).toContain('saleCost')
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

describe('role presets', () => {
  const preset = (name: string) => {
    const found = ROLE_PRESETS.find((role) => role.name === name)
    if (!found) throw new Error(`no preset ${name}`)
    return found
  }

  it('gives a cashier the counter and neither cost, reports, removal nor settings', () => {
    const cashier = presetPermissions(preset('Cashier'))
    expect(cashier.saleCreate && cashier.saleRefund && cashier.customerCreate).toBe(true)
    expect(cashier.saleCost).toBe(false)
    expect(cashier.reports).toBe(false)
    expect(cashier.orderRemove).toBe(false)
    expect(cashier.userManage).toBe(false)
  })

  it('keeps users, backups, the audit log and settings from a manager, and gives an owner everything', () => {
    const manager = presetPermissions(preset('Manager'))
    expect(manager.reports && manager.saleCost && manager.purchaseCreate).toBe(true)
    expect([manager.userManage, manager.backups, manager.auditLog, manager.generalSetting]).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(presetPermissions(preset('Owner'))).toEqual(fullPermissions())
  })

  it('recognises the preset a set of switches matches, and none once one switch is changed', () => {
    const technician = presetPermissions(preset('Technician'))
    expect(matchingPreset(technician)?.name).toBe('Technician')
    expect(matchingPreset({ ...technician, saleCreate: true })).toBeUndefined()
  })
})
