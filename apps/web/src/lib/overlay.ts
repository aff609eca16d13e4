import { useCallback } from 'react'
import { createStore, useStore } from './create-store.ts'

interface OverlayState {
  /** Requests in flight that asked for the overlay. */
  pending: number
  /** Switched on by hand (e.g. while a long local task runs). */
  manual: boolean
  /** While set, the overlay stays hidden and switching it is ignored (spec 000 §1). */
  keepOff: boolean
}

const store = createStore<OverlayState>({ pending: 0, manual: false, keepOff: false })

export function isOverlayVisible(state: OverlayState = store.get()): boolean {
  return !state.keepOff && (state.manual || state.pending > 0)
}

/** Called by the API client around each request; counted so overlapping requests do not flicker it off. */
export function beginOverlayRequest(): void {
  store.set((state) => ({ ...state, pending: state.pending + 1 }))
}

export function endOverlayRequest(): void {
  store.set((state) => ({ ...state, pending: Math.max(0, state.pending - 1) }))
}

export function setOverlay(on: boolean): void {
  store.set((state) => (state.keepOff ? state : { ...state, manual: on }))
}

export function setOverlayKeepOff(keepOff: boolean): void {
  store.set((state) => ({ ...state, keepOff }))
}

export function useOverlayVisible(): boolean {
  return isOverlayVisible(useStore(store))
}

/** For screens that must stay usable while requests run (the POS terminal while scanning). */
export function useOverlay(): {
  visible: boolean
  keepOff: boolean
  setOverlay: (on: boolean) => void
  setKeepOff: (keepOff: boolean) => void
} {
  const state = useStore(store)
  return {
    visible: isOverlayVisible(state),
    keepOff: state.keepOff,
    setOverlay: useCallback((on: boolean) => setOverlay(on), []),
    setKeepOff: useCallback((keepOff: boolean) => setOverlayKeepOff(keepOff), []),
  }
}
