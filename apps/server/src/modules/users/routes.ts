import { z } from 'zod'
import type { Language } from '@counterpart/domain/i18n/languages'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import {
  AVATAR_LABELS,
  createUserSchema,
  editUserSchema,
  USER_MESSAGES,
  addUserResponseSchema,
  avatarResponseSchema,
  userListResponseSchema,
  type AddUserResponse,
  type AvatarResponse,
  type UserListResponse,
} from '@counterpart/domain/schemas/users'
import { LANGUAGE_MESSAGES, ownLanguageSchema } from '@counterpart/domain/schemas/languages'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { answerIn } from '../../platform/request-language.ts'
import type { Auth } from '../../platform/sessions.ts'
import { idParams, route, doneWith, signedInOn } from '../../platform/routes.ts'
import { readMultipartForm, requireImage } from '../../platform/uploads.ts'
import type { UsersService } from './service.ts'

// The users list answers in the shape spec 002 §7 gives it and also takes its page size as usersPerPage.
const userListQuery = z.preprocess((raw) => {
  const query = { ...(raw as Record<string, unknown>) }
  if (query.itemsPerPage === undefined && query.usersPerPage !== undefined) query.itemsPerPage = query.usersPerPage
  return query
}, pagingQuerySchema)

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const actor = (auth: Auth | null) => signedInOn('users routes', auth).user

export function usersRoutes(users: UsersService, shopLanguage: () => Promise<Language>) {
  return [
    route({
      method: 'PATCH',
      url: '/me/language',
      gate: 'signedIn',
      summary: "Sets the signed-in user's own language (null follows the shop's)",
      body: ownLanguageSchema,
      response: messageResponseSchema,
      handler: async ({ body, auth }) => {
        await users.setOwnLanguage(actor(auth), body.language)
        // The answer reads in the language just chosen (null: the shop's).
        answerIn(body.language ?? (await shopLanguage()))
        return { message: LANGUAGE_MESSAGES.saved }
      },
    }),
    route({
      method: 'GET',
      url: '/user',
      gate: 'userManage',
      summary: 'Paged list of staff accounts',
      query: userListQuery,
      response: userListResponseSchema,
      handler: async ({ query }): Promise<UserListResponse> => {
        const page = await users.list(query)
        return { userList: { data: page.items, total: page.total } }
      },
    }),
    route({
      method: 'POST',
      url: '/user',
      gate: 'userManage',
      summary: 'Adds a staff account with its role title and permission switches',
      body: createUserSchema,
      response: addUserResponseSchema,
      status: 201,
      handler: async ({ body }): Promise<AddUserResponse> => {
        const user = await users.create(body)
        return { user, addedMessage: USER_MESSAGES.added }
      },
    }),
    route({
      method: 'PATCH',
      url: '/user/:id',
      gate: 'userManage',
      summary: 'Edits a staff account; a blank password keeps the old one',
      params: idParams,
      body: editUserSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(users.update(actor(auth), params.id, body, auth?.sessionId), USER_MESSAGES.updated),
    }),
    route({
      method: 'DELETE',
      url: '/user/:id',
      gate: 'userManage',
      summary: 'Removes a staff account and ends its sessions',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params, auth }) => doneWith(users.remove(actor(auth), params.id), USER_MESSAGES.deleted),
    }),
    route({
      method: 'POST',
      url: '/user/avatar/:id',
      gate: 'userManage',
      summary: 'Sets the avatar of a staff account (multipart, file field avatar: jpg, png or jpeg)',
      params: idParams,
      multipart: true,
      response: avatarResponseSchema,
      handler: async ({ params, request, auth }): Promise<AvatarResponse> => {
        const form = await readMultipartForm(request, AVATAR_LABELS)
        const image = await requireImage(form.files.avatar, 'avatar', AVATAR_LABELS.avatar)
        const avatar = await users.setAvatar(actor(auth), params.id, image)
        return { avatar, message: USER_MESSAGES.avatarUpdated }
      },
    }),
  ]
}
