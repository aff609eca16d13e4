import { useEffect, useState } from 'react'
import { useCurrentUser } from './app-configuration.ts'

const PREFIX = 'counterpart'

/** The browser storage key of a remembered value: per signed-in user, so colleagues at one till differ. */
export function rememberedKey(name: string, userId: number | null | undefined): string {
  return `${PREFIX}:${userId ?? 'guest'}:${name}`
}

function read<T>(key: string, initial: T, accept: (value: unknown) => value is T): T {
  try {
    const stored = window.localStorage.getItem(key)
    if (stored === null) return initial
    const value: unknown = JSON.parse(stored)
    return accept(value) ? value : initial
  } catch {
    // Storage switched off (private mode, policy) or a value written by hand: the default then.
    return initial
  }
}

/**
 * A screen preference kept in this browser for the signed-in user (localStorage), read back on the next
 * visit: like useState, with a check that a stored value is still one the screen accepts.
 */
export function useRememberedState<T>(
  name: string,
  initial: T,
  accept: (value: unknown) => value is T,
): [T, (next: T | ((previous: T) => T)) => void] {
  const userId = useCurrentUser()?.id
  const key = rememberedKey(name, userId)
  const [state, setState] = useState(() => ({ key, value: read(key, initial, accept) }))
  // Another user signed in on this tab: their own value.
  const current = state.key === key ? state.value : read(key, initial, accept)
  if (state.key !== key) setState({ key, value: current })

  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(current))
    } catch {
      // Nothing to do: the value lasts for this visit only.
    }
  }, [key, current])

  const set = (next: T | ((previous: T) => T)) =>
    setState((previous) => {
      const base = previous.key === key ? previous.value : read(key, initial, accept)
      const value = typeof next === 'function' ? (next as (previous: T) => T)(base) : next
      return { key, value }
    })
  return [current, set]
}
