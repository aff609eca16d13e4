import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../lib/app-configuration.ts'
import { LoginPage } from './login-page.tsx'

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>

function renderLoginPage(url = '/login') {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session: AppSession = { configs, autheried: null, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const login = () => screen.getByLabelText<HTMLInputElement>('Login')
const password = () => screen.getByLabelText<HTMLInputElement>('Password')
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }))

describe('the sign-in page', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/'
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })

  it('says why the user was signed out after a restore, and nothing for an unknown reason', async () => {
    renderLoginPage('/login?reason=restored')
    expect((await screen.findByRole('status')).textContent).toBe(
      'The data was restored from a backup, which signed everyone out. Please sign in again.',
    )
  })

  it('shows no reason when the app did not sign the user out itself', async () => {
    renderLoginPage('/login?reason=toString')
    await screen.findByLabelText('Login')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('names the empty fields under them and puts the cursor in the first one, sending nothing', async () => {
    renderLoginPage()
    submit()
    const emailMessage = await screen.findByText('The Login field is required.')
    expect(screen.getByText('The Password field is required.')).toBeTruthy()
    expect(login().getAttribute('aria-invalid')).toBe('true')
    expect(login().getAttribute('aria-describedby')).toBe(emailMessage.id)
    await waitFor(() => expect(document.activeElement).toBe(login()))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks a field again as it is typed once the form was submitted', async () => {
    renderLoginPage()
    fireEvent.change(login(), { target: { value: 'admin' } })
    // Before the first submit nothing is checked: a message would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('The Login must be a valid email address.')).toBeNull()
    submit()
    await screen.findByText('The Login must be a valid email address.')
    fireEvent.change(login(), { target: { value: 'admin@example.com' } })
    await waitFor(() => expect(screen.queryByText('The Login must be a valid email address.')).toBeNull())
    expect(screen.getByText('The Password field is required.')).toBeTruthy()
  })

  it("sends the trimmed email and shows the server's refusal under the Login field", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      ),
    )
    renderLoginPage()
    fireEvent.change(login(), { target: { value: ' admin@example.com ' } })
    fireEvent.change(password(), { target: { value: 'wrong-password' } })
    submit()
    await waitFor(() => expect(screen.getByText('These credentials do not match our records.')).toBeTruthy())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/login')
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'admin@example.com', password: 'wrong-password' })
    expect(login().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(login()))
  })
})
