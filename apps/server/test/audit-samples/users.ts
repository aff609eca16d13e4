import { fileForm, TINY_PNG } from '../form-data.ts'
import { createStaff } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

/** The users module's mutating routes, one successful call each (see types.ts). */
export const usersSamples: AuditSamples = {
  'POST /user': {
    entity: 'user',
    call: ({ admin }) =>
      admin.post('/api/user', {
        name: 'Audit Added',
        email: 'added.audit@example.com',
        password: 'password123',
        roleName: 'Cashier',
        saleCreate: true,
      }),
  },
  'PATCH /me/language': {
    entity: 'user',
    call: ({ admin }) => admin.patch('/api/me/language', { language: 'fr' }),
  },
  'PATCH /user/:id': {
    entity: 'user',
    call: async ({ test, admin }) => {
      const id = await createStaff(test, { email: 'edited.audit@example.com' })
      return admin.patch(`/api/user/${id}`, { saleCreate: true, roleName: 'Seller' })
    },
  },
  'DELETE /user/:id': {
    entity: 'user',
    call: async ({ test, admin }) => {
      const id = await createStaff(test, { email: 'removed.audit@example.com' })
      return admin.delete(`/api/user/${id}`)
    },
  },
  'POST /user/avatar/:id': {
    entity: 'user',
    call: async ({ test, admin }) => {
      const id = await createStaff(test, { email: 'avatar.audit@example.com' })
      return admin.request({ method: 'POST', url: `/api/user/avatar/${id}`, ...fileForm('avatar', 'me.png', TINY_PNG) })
    },
  },
}
