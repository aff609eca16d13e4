import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages.ts'
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionMap } from '../permissions.ts'

/** Every permission switch of an account, on or off. */
export const permissionMapSchema = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<PermissionFlag, z.ZodBoolean>,
)

/** The signed-in user as pull-app-configuration returns it (`autheried`). */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  roleName: z.string(),
  isAdmin: z.boolean(),
  /** Their own language (issue 32); null reads the shop's. */
  language: z.enum(LANGUAGES).nullable(),
})
export type SignedInUser = z.infer<typeof signedInUserSchema>

/** POST /pull-app-configuration, with the schema of the configuration it carries. */
export function pullAppConfigurationResponseSchema<Config extends z.ZodType>(configs: Config) {
  return z.object({
    configs,
    autheried: signedInUserSchema.nullable(),
    actions: permissionMapSchema.nullable(),
  })
}

export interface PullAppConfigurationResponse<Config> {
  configs: Config
  autheried: SignedInUser | null
  actions: PermissionMap | null
}

export interface UserListRow {
  id: number
  name: string
  email: string
  avatar: string | null
  roleName: string
  created_at: string
}
