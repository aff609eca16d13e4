import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import type { SignedInUser } from '@counterpart/domain/schemas/user'
import { beforeEach, describe, expect, it } from 'vitest'
import { appConfigurationQuery, type AppSession } from './app-configuration.ts'
import { rememberedKey, useRememberedState } from './use-remembered-state.ts'

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

function Counter() {
  const [count, setCount] = useRememberedState('test:count', 20, isCount)
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`Count ${count}`}
    </button>
  )
}

function renderAs(userId: number) {
  const queryClient = new QueryClient()
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const user = { id: userId, name: 'Pat', email: 'pat@example.com' } as SignedInUser
  const session: AppSession = { configs, autheried: user, actions: null }
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  return render(
    <QueryClientProvider client={queryClient}>
      <Counter />
    </QueryClientProvider>,
  )
}

describe('a remembered screen preference', () => {
  beforeEach(() => window.localStorage.clear())

  it('starts from the default, and comes back as the user left it', () => {
    const first = renderAs(3)
    expect(screen.getByRole('button').textContent).toBe('Count 20')
    fireEvent.click(screen.getByRole('button'))
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button').textContent).toBe('Count 22')
    first.unmount()

    renderAs(3)
    expect(screen.getByRole('button').textContent).toBe('Count 22')
  })

  it("is each user's own, and ignores a stored value the screen could not have set", () => {
    window.localStorage.setItem(rememberedKey('test:count', 3), '7')
    window.localStorage.setItem(rememberedKey('test:count', 4), '"many"')
    const pat = renderAs(3)
    expect(screen.getByRole('button').textContent).toBe('Count 7')
    pat.unmount()
    renderAs(4)
    expect(screen.getByRole('button').textContent).toBe('Count 20')
  })
})
