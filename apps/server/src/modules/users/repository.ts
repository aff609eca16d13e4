import type { Kysely } from 'kysely'
import { PERMISSION_FLAGS } from '@counterpart/domain/permissions'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, NewUser, UserUpdate } from '../../db/schema.ts'
import { paginateSearch } from '../../platform/paging.ts'

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

/** Answers whether a row was deleted. */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

const USER_SORT = { name: 'name', email: 'email', roleName: 'roleName', created_at: 'created_at', id: 'id' }

// Every column but the password hash: the list feeds the edit dialog, which needs the switches too.
const PUBLIC_COLUMNS = [
  'id',
  'name',
  'email',
  'avatar',
  'roleName',
  'isAdmin',
  'language',
  'created_at',
  'updated_at',
] as const

export function listUsers(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('users').select([...PUBLIC_COLUMNS, ...PERMISSION_FLAGS])
  return paginateSearch(query, dialect, paging, ['name', 'email', 'roleName'], {
    sortable: USER_SORT,
    defaultSort: 'id',
    defaultDesc: false,
    tieBreaker: 'id',
  })
}

/** Every account's id and name, by name: the audit screen's person filter. */
export function listPeople(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'name']).orderBy('name').orderBy('id').execute()
}
