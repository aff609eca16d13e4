import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants.ts'
import { PERMISSION_FLAGS, permissionLabel, type PermissionFlag, type PermissionMap } from '../permissions.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { flagOf, requiredEmail, requiredText, says } from './fields.ts'
import { permissionMapSchema, signedInUserSchema } from './user.ts'
import './zod-messages.ts'
import { timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

/** The user dialog's labels (New User, Edit User); each permission switch is labelled by permissionLabel. */
export const USER_LABELS = {
  get name() {
    return tr('fields:users.user.name')
  },
  get email() {
    return tr('fields:users.user.email')
  },
  get password() {
    return tr('fields:users.user.password')
  },
  get roleName() {
    return tr('fields:users.user.roleName')
  },
}

/** The avatar upload of a staff account. */
export const AVATAR_LABELS = {
  get avatar() {
    return tr('fields:users.avatar.avatar')
  },
}

/** Texts the users area answers with. */
export const USER_MESSAGES = {
  get added() {
    return tr('messages:users.user.added')
  },
  get updated() {
    return tr('messages:users.user.updated')
  },
  get deleted() {
    return tr('messages:users.user.deleted')
  },
  get avatarUpdated() {
    return tr('messages:users.user.avatarUpdated')
  },
  get confirmDelete() {
    return tr('messages:users.user.confirmDelete')
  },
  get emailTaken() {
    return FIELD_MESSAGES.taken(USER_LABELS.email)
  },
  get adminNotDeletable() {
    return tr('messages:users.user.adminNotDeletable')
  },
  get selfNotDeletable() {
    return tr('messages:users.user.selfNotDeletable')
  },
  get adminRoleLocked() {
    return tr('messages:users.user.adminRoleLocked')
  },
  get adminPermissionsLocked() {
    return tr('messages:users.user.adminPermissionsLocked')
  },
  get adminOnlyBySelf() {
    return tr('messages:users.user.adminOnlyBySelf')
  },
  get hasRecords() {
    return tr('messages:users.user.hasRecords')
  },
}

const name = requiredText(USER_LABELS.name, 191)
const email = requiredEmail(USER_LABELS.email)
const password = z
  .string({ error: () => FIELD_MESSAGES.required(USER_LABELS.password) })
  .min(
    PASSWORD_MIN_LENGTH,
    says(() => CHECK_MESSAGES.minChars(USER_LABELS.password, PASSWORD_MIN_LENGTH)),
  )
  .max(
    200,
    says(() => FIELD_MESSAGES.maxChars(USER_LABELS.password, 200)),
  )
const roleName = requiredText(USER_LABELS.roleName, 191)

// Built from the one list of flags, so a new flag is accepted everywhere at once. z.object strips unknown
// keys: a made-up flag name (or isAdmin) in the body is dropped before the service ever sees it.
type Flag = ReturnType<typeof flagOf>
const defaultFlagShape = Object.fromEntries(
  PERMISSION_FLAGS.map((key) => [key, flagOf(permissionLabel(key)).default(false)]),
) as Record<PermissionFlag, z.ZodDefault<Flag>>
const optionalFlagShape = Object.fromEntries(
  PERMISSION_FLAGS.map((key) => [key, flagOf(permissionLabel(key)).optional()]),
) as Record<PermissionFlag, z.ZodOptional<Flag>>

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
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), password.optional()),
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
export const userRecordSchema = signedInUserSchema.extend({
  ...timestampFields,
  ...permissionMapSchema.shape,
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const userListResponseSchema = z.object({
  userList: z.object({ data: z.array(userRecordSchema), total: z.number().int() }),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

export const addUserResponseSchema = z.object({ user: userRecordSchema, addedMessage: z.string() })
export type AddUserResponse = z.infer<typeof addUserResponseSchema>

export const avatarResponseSchema = z.object({ avatar: z.string(), message: z.string() })
export type AvatarResponse = z.infer<typeof avatarResponseSchema>
