import { describe, expect, it } from 'vitest'
import { fullPermissions, PERMISSION_FLAGS, permissionLabel } from '@counterpart/domain/permissions'
import type { UserRecord } from '@counterpart/domain/schemas/users'
import { toCreateInput, toEditInput, userFormDefaults } from './user-form-values.ts'

const admin: UserRecord = {
  id: 1,
  name: 'Administrator',
  email: 'admin@example.com',
  avatar: null,
  language: null,
  roleName: 'Administrator',
  isAdmin: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fullPermissions(),
}
const cashier: UserRecord = {
  ...admin,
  id: 7,
  name: 'Casey',
  email: 'casey@example.com',
  roleName: 'Cashier',
  isAdmin: false,
}

describe('user form values', () => {
  it('starts a new user empty with every switch off', () => {
    const values = userFormDefaults(null)
    expect(values).toMatchObject({ name: '', email: '', password: '', roleName: '' })
    expect(PERMISSION_FLAGS.some((flag) => values[flag])).toBe(false)
  })

  it('fills the edit form from the user, never with a password', () => {
    const values = userFormDefaults({ ...cashier, saleList: false })
    expect(values).toMatchObject({ name: 'Casey', email: 'casey@example.com', roleName: 'Cashier', password: '' })
    expect(values.saleList).toBe(false)
    expect(values.saleCreate).toBe(true)
  })

  it('sends the admin account without its locked role and switches', () => {
    const input = toEditInput({ ...userFormDefaults(admin), name: 'Shop Owner' }, admin)
    expect(input).toEqual({ name: 'Shop Owner', email: 'admin@example.com', password: undefined })
  })

  it('sends another user whole, a blank password meaning "keep it"', () => {
    const input = toEditInput({ ...userFormDefaults(cashier), reports: false }, cashier)
    expect(input.password).toBeUndefined()
    expect(input.roleName).toBe('Cashier')
    expect(input.reports).toBe(false)
  })

  it('sends a new user with the password typed', () => {
    const input = toCreateInput({
      ...userFormDefaults(null),
      name: 'N',
      email: 'n@example.com',
      password: 'password1',
      roleName: 'Clerk',
    })
    expect(input.password).toBe('password1')
    expect(input.saleList).toBe(false)
  })

  it('labels switches in plain words, whatever the wire spelling', () => {
    expect(permissionLabel('saleCreate')).toBe('Sale Create')
    expect(permissionLabel('supplierDetials')).toBe('Supplier Details')
    expect(permissionLabel('reportsrepairGalleryManage')).toBe('Repair Gallery Manage')
  })
})
