import { sql, type Kysely } from 'kysely'
import { ADMIN_USER_ID, PERMISSION_FLAGS, type PermissionFlag } from '@counterpart/domain/permissions'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'
import { isLanguage, type Language } from '@counterpart/domain/i18n/languages'
import type { SignedInUser } from '@counterpart/domain/schemas/user'
import {
  pickFlags,
  USER_MESSAGES,
  type CreateUserInput,
  type EditUserInput,
  type UserRecord,
} from '@counterpart/domain/schemas/users'
import type { DialectName } from '../../db/connection.ts'
import type { Database, UserRow, UserUpdate } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts'
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { createPictureReplacement } from '../../platform/picture-replacement.ts'
import { permissionsOf, type SessionStore } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { ImageExtension, UploadStore } from '../../platform/uploads.ts'
import {
  countUsers,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listPeople,
  listUsers,
  updateUser,
} from './repository.ts'

interface UsersDeps {
  db: Kysely<Database>
  dialect: DialectName
  sessions: SessionStore
  uploads: UploadStore
}

type UserColumns = Omit<UserRow, 'password'> & { password?: string }

/** The account as the API shows it: switches as booleans (the admin's as it really holds them), no password. */
export function toUserRecord(row: UserColumns): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    roleName: row.roleName,
    isAdmin: row.id === ADMIN_USER_ID || row.isAdmin === 1,
    language: isLanguage(row.language) ? row.language : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...permissionsOf(row as UserRow),
  }
}

/**
 * An account as its audit events show it: the wire record (switches as true/false, so a permission change
 * reads saleCreate: false -> true) and the password hash, which changedFields only ever marks as changed.
 */
function auditedUser(row: UserRow): Record<string, unknown> {
  return { ...toUserRecord(row), password: row.password }
}

const PERMISSION_SET = new Set<string>(PERMISSION_FLAGS)

/** 'permissions changed' when only switches changed, 'password changed' when only the password, else 'updated'. */
function updateAction(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changed = Object.keys(after).filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  if (changed.length > 0 && changed.every((key) => PERMISSION_SET.has(key))) return 'permissions changed'
  if (changed.length === 1 && changed[0] === 'password') return 'password changed'
  return 'updated'
}

function flagColumns(flags: Partial<Record<PermissionFlag, boolean>>): Partial<Record<PermissionFlag, number>> {
  return Object.fromEntries(Object.entries(flags).map(([flag, on]) => [flag, on ? 1 : 0]))
}

const emailTaken = () => ValidationError.field('email', USER_MESSAGES.emailTaken)

export function createUsersService({ db, dialect, sessions, uploads }: UsersDeps) {
  const pictures = createPictureReplacement({ db, dialect, uploads })

  async function requireUser(executor: Kysely<Database>, id: number): Promise<UserRow> {
    const user = await findUserById(executor, id)
    if (!user) throw new NotFoundError()
    return user
  }

  // Whoever holds userManage could otherwise take over account 1 by changing its email or password.
  function refuseAdminEditByOthers(actor: SignedInUser, id: number): void {
    if (id === ADMIN_USER_ID && actor.id !== ADMIN_USER_ID) throw new AppError(403, USER_MESSAGES.adminOnlyBySelf)
  }

  return {
    /** The account with its password hash, for signing in and password resets (the auth module). */
    findByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(db, email)
    },

    /** Stores a new password hash in the caller's transaction `trx`. */
    async setPasswordHash(trx: Kysely<Database>, id: number, password: string): Promise<void> {
      await updateUser(trx, id, { password, updated_at: nowIso() })
    },

    /**
     * The language a member of staff reads Counterpart in (issue 32); null follows the shop's. Anyone
     * signed in sets their own, and only their own: the account comes from the session, never the body.
     */
    async setOwnLanguage(actor: SignedInUser, language: Language | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const user = await requireUser(trx, actor.id)
        await updateUser(trx, actor.id, { language, updated_at: nowIso() })
        await recordAudit(trx, {
          entity: 'user',
          entityId: actor.id,
          action: 'updated',
          before: { language: user.language },
          after: { language },
        })
      })
    },

    async list(paging: PagingQuery): Promise<Page<UserRecord>> {
      const page = await listUsers(db, dialect, paging)
      return { items: page.items.map(toUserRecord), total: page.total }
    },

    findById(id: number) {
      return findUserById(db, id)
    },

    /** Every account's id and name, for those who read the audit log (they may not hold userManage). */
    people(): Promise<{ id: number; name: string }[]> {
      return listPeople(db)
    },

    async create(input: CreateUserInput): Promise<UserRecord> {
      const email = input.email.toLowerCase()
      const now = nowIso()
      const id = await db
        .transaction()
        .execute(async (trx) => {
          if (await findUserByEmail(trx, email)) throw emailTaken()
          const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, input[flag] ? 1 : 0]))
          const newId = await insertUser(trx, {
            ...(flags as Record<PermissionFlag, number>),
            name: input.name,
            email,
            password: await hashPassword(input.password),
            avatar: null,
            roleName: input.roleName,
            // Only account 1 is the admin; every other account holds exactly its switches.
            isAdmin: 0,
            created_at: now,
            updated_at: now,
          })
          const created = await requireUser(trx, newId)
          await recordAudit(trx, { entity: 'user', entityId: newId, action: 'created', after: auditedUser(created) })
          return newId
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken()
          throw error
        })
      return toUserRecord(await requireUser(db, id))
    },

    /** `sessionId` is the actor's own session: it stays signed in when the actor changes their own password. */
    async update(actor: SignedInUser, id: number, input: EditUserInput, sessionId?: string): Promise<void> {
      refuseAdminEditByOthers(actor, id)
      const flags = pickFlags(input)
      const passwordHash = input.password ? await hashPassword(input.password) : undefined
      const passwordChanged = await db
        .transaction()
        .execute(async (trx) => {
          const user = await requireUser(trx, id)
          if (id === ADMIN_USER_ID) {
            if (input.roleName !== undefined && input.roleName !== user.roleName) {
              throw new ValidationError({ roleName: [USER_MESSAGES.adminRoleLocked] })
            }
            // The admin holds every gate; sending the switches as they are is fine, turning one off is not.
            const turnedOff = Object.entries(flags).filter(([, on]) => !on)
            if (turnedOff.length > 0) {
              throw new ValidationError(
                Object.fromEntries(turnedOff.map(([flag]) => [flag, [USER_MESSAGES.adminPermissionsLocked]])),
                USER_MESSAGES.adminPermissionsLocked,
              )
            }
          }
          const email = input.email?.toLowerCase()
          if (email !== undefined && email !== user.email) {
            const other = await findUserByEmail(trx, email)
            if (other && other.id !== id) throw emailTaken()
          }
          const change: UserUpdate = {
            ...(id === ADMIN_USER_ID ? {} : flagColumns(flags)),
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(email !== undefined ? { email } : {}),
            ...(input.roleName !== undefined ? { roleName: input.roleName } : {}),
            ...(passwordHash ? { password: passwordHash } : {}),
            updated_at: nowIso(),
          }
          await updateUser(trx, id, change)
          const before = auditedUser(user)
          const after = auditedUser(await requireUser(trx, id))
          await recordAudit(trx, { entity: 'user', entityId: id, action: updateAction(before, after), before, after })
          return passwordHash !== undefined
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken()
          throw error
        })
      // A password set by someone else signs the account out everywhere; one's own change ends every other
      // session (a stolen cookie or a forgotten till stops working) and keeps the one that made the change.
      if (passwordChanged && actor.id === id && sessionId) await sessions.endOthersFor(id, sessionId)
      else if (passwordChanged) await sessions.endAllFor(id)
    },

    async remove(actor: SignedInUser, id: number): Promise<void> {
      if (id === ADMIN_USER_ID) throw new ConflictError(USER_MESSAGES.adminNotDeletable)
      if (id === actor.id) throw new ConflictError(USER_MESSAGES.selfNotDeletable)
      const user = await db
        .transaction()
        .execute(async (trx) => {
          const found = await requireUser(trx, id)
          await deleteUser(trx, id)
          await recordAudit(trx, { entity: 'user', entityId: id, action: 'removed', before: auditedUser(found) })
          return found
        })
        .catch((error: unknown) => {
          // Records that orders or payments point to are never erased with the user (docs/decisions.md).
          if (isForeignKeyViolation(error)) throw new ConflictError(USER_MESSAGES.hasRecords)
          throw error
        })
      // The sessions table cascades, but ending them by hand keeps this true whatever the schema becomes.
      await sessions.endAllFor(id)
      await uploads.removePublic(user.avatar)
    },

    async setAvatar(actor: SignedInUser, id: number, image: { buffer: Buffer; ext: ImageExtension }): Promise<string> {
      refuseAdminEditByOthers(actor, id)
      await requireUser(db, id)
      return pictures.replace(
        { entity: 'user', column: 'avatar', area: 'avatars', find: findUserById, update: updateUser },
        id,
        image,
      )
    },

    /**
     * Creates account id 1, the admin with every gate, when the database has no user yet.
     * Answers whether it did, so the first start can print the login.
     */
    async ensureAdmin(admin: { email: string; password: string; name: string }): Promise<boolean> {
      if ((await countUsers(db)) > 0) return false
      const now = nowIso()
      const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, 1]))
      const password = await hashPassword(admin.password)
      // Several app processes may start at once on a fresh database: the table lock (PostgreSQL) or the
      // write lock of the immediate transaction (SQLite) lets exactly one of them create the account.
      const id = await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`lock table users in share row exclusive mode`.execute(trx)
        if ((await countUsers(trx)) > 0) return null
        return insertUser(trx, {
          ...(flags as Record<PermissionFlag, number>),
          name: admin.name,
          email: admin.email.toLowerCase(),
          password,
          avatar: null,
          roleName: 'Administrator',
          isAdmin: 1,
          created_at: now,
          updated_at: now,
        })
      })
      if (id === null) return false
      if (id !== ADMIN_USER_ID) throw new Error(`The first account got id ${id}; the admin must be id ${ADMIN_USER_ID}`)
      return true
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
