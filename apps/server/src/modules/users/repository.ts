import type { Kysely } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, NewUser, UserUpdate } from '../../db/schema.ts'
import { containsAny, paginate } from '../../platform/paging.ts'

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateUser(db: Kysely<Database>, id: number, change: UserUpdate): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute()
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()
  return Number(row?.total ?? 0)
}

const USER_SORT = { name: 'name', email: 'email', roleName: 'roleName', created_at: 'created_at', id: 'id' }

export function listUsers(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  let query = db.selectFrom('users').select(['id', 'name', 'email', 'avatar', 'roleName', 'created_at'])
  if (paging.search) query = query.where(containsAny(dialect, ['name', 'email', 'roleName'], paging.search))
  return paginate(query, paging, { sortable: USER_SORT, defaultSort: 'id', defaultDesc: false, tieBreaker: 'id' })
}
