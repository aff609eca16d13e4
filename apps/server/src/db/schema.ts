import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { PermissionFlag } from '@counterpart/domain/permissions'

/**
 * Table types. Timestamps are ISO-8601 UTC text on both databases (they sort and compare as text);
 * booleans are 0/1 integers; money is integer cents.
 */
export type UserTable = {
  id: Generated<number>
  name: string
  email: string
  password: string
  avatar: string | null
  roleName: string
  isAdmin: number
  created_at: string
  updated_at: string
} & Record<PermissionFlag, number>

export interface SessionTable {
  id: string
  user_id: number
  ip: string
  user_agent: string
  created_at: string
  last_seen_at: string
  expires_at: string
}

export interface LoginAttemptTable {
  key: string
  attempts: number
  locked_until: string | null
  updated_at: string
}

export interface PasswordResetTable {
  id: Generated<number>
  email: string
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface SettingsTable {
  id: number
  data: string
  updated_at: string
}

export interface Database {
  users: UserTable
  sessions: SessionTable
  login_attempts: LoginAttemptTable
  password_resets: PasswordResetTable
  settings: SettingsTable
}

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
