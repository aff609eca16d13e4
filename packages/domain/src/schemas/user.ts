import type { PermissionMap } from '../permissions.ts'

/** The signed-in user as pull-app-configuration returns it (`autheried`). */
export interface SignedInUser {
  id: number
  name: string
  email: string
  avatar: string | null
  roleName: string
  isAdmin: boolean
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
