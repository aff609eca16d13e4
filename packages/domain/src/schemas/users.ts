import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionMap } from '../permissions.ts'
import './zod-messages.ts'

/** Texts the users area answers with. */
export const USER_MESSAGES = {
  added: 'User added successfully !',
  updated: 'User updated successfully !',
  deleted: 'User deleted successfully !',
  avatarUpdated: 'Avatar updated successfully !',
  confirmDelete: 'Are you sure you want to delete this user ?',
  emailTaken: 'The email has already been taken.',
  adminNotDeletable: 'The admin account cannot be deleted.',
  selfNotDeletable: 'You cannot delete your own account.',
  adminRoleLocked: 'The role of the admin account cannot be changed.',
  adminPermissionsLocked: 'The permissions of the admin account cannot be changed.',
  adminOnlyBySelf: 'Only the admin can edit the admin account.',
  hasRecords: 'This user has records in the shop and cannot be deleted.',
} as const

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(191, 'The name may not be greater than 191 characters.')

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(191, 'The email may not be greater than 191 characters.')
  .pipe(z.email('The email must be a valid email address.'))

const password = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'The password may not be greater than 200 characters.')

const roleName = z
  .string({ error: 'The designation field is required.' })
  .trim()
  .min(1, 'The designation field is required.')
  .max(191, 'The designation may not be greater than 191 characters.')

/** A switch: true/false, or the 1/0 (numbers or text) older clients send. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')

// Built from the one list of flags, so a new flag is accepted everywhere at once. z.object strips unknown
// keys: a made-up flag name (or isAdmin) in the body is dropped before the service ever sees it.
const defaultFlagShape = Object.fromEntries(PERMISSION_FLAGS.map((key) => [key, flag.default(false)])) as Record<
  PermissionFlag,
  z.ZodDefault<typeof flag>
>
const optionalFlagShape = Object.fromEntries(PERMISSION_FLAGS.map((key) => [key, flag.optional()])) as Record<
  PermissionFlag,
  z.ZodOptional<typeof flag>
>

/** POST /user: a missing switch is off. */
export const createUserSchema = z.object({ name, email, password, roleName, ...defaultFlagShape })
export type CreateUserInput = z.infer<typeof createUserSchema>

/**
 * PATCH /user/{id}: only what is sent changes. A blank (or absent) password keeps the old one;
 * a missing switch keeps its value.
 */
export const editUserSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  password: z
    .union([z.literal(''), z.null(), password])
    .optional()
    .transform((value) => (value ? value : undefined)),
  roleName: roleName.optional(),
  ...optionalFlagShape,
})
export type EditUserInput = z.infer<typeof editUserSchema>

/** The flags of a create/edit input, without the other fields. */
export function pickFlags<T extends Partial<Record<PermissionFlag, boolean | undefined>>>(
  input: T,
): Partial<PermissionMap> {
  const flags: Partial<PermissionMap> = {}
  for (const key of PERMISSION_FLAGS) {
    const value = input[key]
    if (value !== undefined) flags[key] = value
  }
  return flags
}

/** A staff account as the users API answers it: never the password. */
export type UserRecord = {
  id: number
  name: string
  email: string
  avatar: string | null
  roleName: string
  isAdmin: boolean
  created_at: string
  updated_at: string
} & PermissionMap

export interface UserListResponse {
  userList: { data: UserRecord[]; total: number }
}

export interface AddUserResponse {
  user: UserRecord
  addedMessage: string
}

export interface AvatarResponse {
  avatar: string
  message: string
}
