import { ADMIN_USER_ID, PERMISSION_FLAGS, type PermissionFlag } from '@counterpart/domain/permissions'
import {
  createUserSchema,
  editUserSchema,
  type CreateUserInput,
  type EditUserInput,
  type UserRecord,
} from '@counterpart/domain/schemas/users'

/** What the New User / Edit User form holds: the text fields and every switch as a boolean. */
export type UserFormValues = {
  name: string
  email: string
  password: string
  roleName: string
} & Record<PermissionFlag, boolean>

export function userFormDefaults(user: UserRecord | null): UserFormValues {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, user ? user[flag] : false])) as Record<
    PermissionFlag,
    boolean
  >
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    roleName: user?.roleName ?? '',
    ...flags,
  }
}

/** The domain schema of the mode: on create the password is required, on edit blank keeps the old one. */
export function userFormSchema(editing: boolean) {
  return editing ? editUserSchema : createUserSchema
}

export function toCreateInput(values: UserFormValues): CreateUserInput {
  return createUserSchema.parse(values)
}

/** The admin account's role and switches are locked, so its edit sends only what may change. */
export function toEditInput(values: UserFormValues, user: UserRecord): EditUserInput {
  const parsed = editUserSchema.parse(values)
  if (user.id !== ADMIN_USER_ID) return parsed
  return { name: parsed.name, email: parsed.email, password: parsed.password }
}
