import type { Kysely } from 'kysely'
import { ADMIN_USER_ID, PERMISSION_FLAGS } from '@counterpart/domain/permissions'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { nowIso } from '../../platform/time.ts'
import { countUsers, findUserById, insertUser, listUsers } from './repository.ts'

export function createUsersService(db: Kysely<Database>, dialect: DialectName) {
  return {
    list(paging: PagingQuery) {
      return listUsers(db, dialect, paging)
    },

    findById(id: number) {
      return findUserById(db, id)
    },

    /**
     * Creates account id 1, the admin with every gate, when the database has no user yet.
     * Answers whether it did, so the first start can print the login.
     */
    async ensureAdmin(admin: { email: string; password: string; name: string }): Promise<boolean> {
      if ((await countUsers(db)) > 0) return false
      const now = nowIso()
      const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, 1]))
      const id = await insertUser(db, {
        ...flags,
        name: admin.name,
        email: admin.email.toLowerCase(),
        password: await hashPassword(admin.password),
        avatar: null,
        roleName: 'Administrator',
        isAdmin: 1,
        created_at: now,
        updated_at: now,
      } as Parameters<typeof insertUser>[1])
      if (id !== ADMIN_USER_ID) throw new Error(`The first account got id ${id}; the admin must be id ${ADMIN_USER_ID}`)
      return true
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
