import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_SETTLE_MS, installIdleSignal } from './idle-signal.ts'

function fakeRouter() {
  const listeners = new Set<() => void>()
  const router = {
    state: { initialized: true, navigation: { state: 'idle' } },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigate(state: string) {
      router.state = { initialized: true, navigation: { state } }
      for (const listener of listeners) listener()
    },
  }
  return router
}

afterEach(() => vi.useRealTimers())

describe('the idle signal the page sweeps wait on', () => {
  it('says idle only once the navigation and the page’s query have finished, and stayed finished', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const router = fakeRouter()
    const root = document.createElement('html')
    installIdleSignal(client, router, root)

    router.navigate('loading')
    expect(root.dataset.idle).toBe('false')
    router.navigate('idle')
    // The page's query starts in the render after the navigation: no "idle" in between.
    await vi.advanceTimersByTimeAsync(IDLE_SETTLE_MS / 2)
    expect(root.dataset.idle).toBe('false')
    let answer: (value: string) => void = () => {}
    const fetched = client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((r) => (answer = r)) })
    await vi.advanceTimersByTimeAsync(IDLE_SETTLE_MS * 2)
    expect(root.dataset.idle).toBe('false')

    answer('done')
    await fetched
    expect(root.dataset.idle).toBe('false')
    await vi.advanceTimersByTimeAsync(IDLE_SETTLE_MS)
    expect(root.dataset.idle).toBe('true')
  })
})
