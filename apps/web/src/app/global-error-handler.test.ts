import { QueryClient } from '@tanstack/react-query'
import { fullPermissions } from '@counterpart/domain/permissions'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-error.ts'
import { appConfigurationQuery, type AppSession } from '../lib/app-configuration.ts'
import { getSnackbar, hideSnackbar } from '../lib/snackbar.ts'
import { playSound } from '../lib/sounds.ts'
import { createGlobalErrorHandler } from './global-error-handler.ts'

vi.mock('../lib/sounds.ts', () => ({ playSound: vi.fn(), setSoundVolume: vi.fn() }))

const session = {
  configs: {},
  autheried: { id: 1, name: 'Ada', email: 'ada@example.com', avatar: null, roleName: 'Admin', isAdmin: true },
  actions: fullPermissions(),
} as unknown as AppSession

describe('global error handler (spec 000 §8)', () => {
  const navigate = vi.fn((_to: string) => Promise.resolve())
  let queryClient: QueryClient
  let handle: (error: ApiError) => void

  beforeEach(() => {
    navigate.mockClear()
    hideSnackbar()
    queryClient = new QueryClient()
    queryClient.setQueryData(appConfigurationQuery.queryKey, session)
    queryClient.setQueryData(['/products', {}], { items: [], total: 0 })
    handle = createGlobalErrorHandler({ navigate }, queryClient)
  })

  it('forgets the user and their data on 401 and goes to Login', () => {
    handle(new ApiError(401, 'Unauthenticated.'))
    expect(queryClient.getQueryData(appConfigurationQuery.queryKey)).toMatchObject({ autheried: null, actions: null })
    expect(queryClient.getQueryData(['/products', {}])).toBeUndefined()
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('shows the permission message on 403 and stays on the page', () => {
    handle(new ApiError(403, '403 : You do not have permission to access !'))
    expect(getSnackbar()).toMatchObject({ open: true, text: '403 : You do not have permission to access !' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it.each([
    [404, '/page-not-found'],
    [408, '/request-timeout'],
    [500, '/internal-server-error'],
  ])('goes to the error page for %i', (status, path) => {
    handle(new ApiError(status, 'x'))
    expect(navigate).toHaveBeenCalledWith(path)
  })

  it('plays the error sound on a 422 and leaves the field errors to the form', () => {
    handle(new ApiError(422, 'The given data was invalid.', { name: ['The Name field is required.'] }))
    expect(playSound).toHaveBeenCalledWith('error')
    expect(getSnackbar().open).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })
})
