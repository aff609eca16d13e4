import { describe, expect, it } from 'vitest'
import { emptyPermissions, fullPermissions } from '@counterpart/domain/permissions'
import type { SignedInUser } from '@counterpart/domain/schemas/user'
import { decideAccess } from './route-guard.ts'

const paths = { login: '/login', signedInHome: '/dashboard' }
const user: SignedInUser = {
  id: 2,
  name: 'Sam',
  email: 'sam@example.com',
  avatar: null,
  language: null,
  roleName: 'Cashier',
  isAdmin: false,
}
const visitor = { autheried: null, actions: null }
const cashier = { autheried: user, actions: { ...emptyPermissions(), saleCreate: true } }
const admin = { autheried: { ...user, id: 1, isAdmin: true }, actions: fullPermissions() }

describe('route guard', () => {
  it('sends a signed-in user who opens the login page to the dashboard', () => {
    expect(decideAccess({ guest: true }, cashier, paths)).toEqual({ action: 'redirect', to: '/dashboard' })
  })

  it('lets a visitor open guest pages and public pages', () => {
    expect(decideAccess({ guest: true }, visitor, paths)).toEqual({ action: 'render' })
    expect(decideAccess({ gate: 'public' }, visitor, paths)).toEqual({ action: 'render' })
  })

  it('sends a visitor who opens a staff page to the login page', () => {
    expect(decideAccess({}, visitor, paths)).toEqual({ action: 'redirect', to: '/login' })
    expect(decideAccess({ gate: 'userManage' }, visitor, paths)).toEqual({ action: 'redirect', to: '/login' })
  })

  it('blocks a page whose permission the user does not hold', () => {
    expect(decideAccess({ gate: 'userManage' }, cashier, paths)).toEqual({ action: 'forbid' })
    expect(decideAccess({ gate: 'saleCreate' }, cashier, paths)).toEqual({ action: 'render' })
  })

  it('opens every gated page to the admin and ungated staff pages to anyone signed in', () => {
    expect(decideAccess({ gate: 'backups' }, admin, paths)).toEqual({ action: 'render' })
    expect(decideAccess({}, cashier, paths)).toEqual({ action: 'render' })
  })
})
