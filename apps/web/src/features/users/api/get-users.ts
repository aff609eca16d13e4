import type { Page } from '@counterpart/domain/schemas/paging'
import type { UserListResponse, UserRecord } from '@counterpart/domain/schemas/users'
import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/user, read by the users table (which runs the query itself from this path). */
export const USER_LIST_PATH = '/user'

/** Every page of the users list: what a change to a user invalidates. */
export const usersQueryKey = listQueryKey(USER_LIST_PATH)

/** The users list answers in the shape the spec names for it, not the usual {items, total}. */
export function selectUserPage(response: UserListResponse): Page<UserRecord> {
  return { items: response.userList.data, total: response.userList.total }
}
