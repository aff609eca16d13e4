import { z } from 'zod'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import type { UserListRow } from '@counterpart/domain/schemas/user'
import { route } from '../../platform/routes.ts'
import type { UsersService } from './service.ts'

// The users list answers in the shape spec 002 §7 gives it and also takes its page size as usersPerPage.
const userListQuery = z.preprocess((raw) => {
  const query = { ...(raw as Record<string, unknown>) }
  if (query.itemsPerPage === undefined && query.usersPerPage !== undefined) query.itemsPerPage = query.usersPerPage
  return query
}, pagingQuerySchema)

export function usersRoutes(users: UsersService) {
  return [
    route({
      method: 'GET',
      url: '/user',
      gate: 'userManage',
      summary: 'Paged list of staff accounts',
      query: userListQuery,
      handler: async ({ query }) => {
        const page = await users.list(query)
        const data: UserListRow[] = page.items
        return { userList: { data, total: page.total } }
      },
    }),
  ]
}
