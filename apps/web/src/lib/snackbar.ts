import { playSound } from './sounds.ts'
import { createStore, useStore } from './create-store.ts'

export type SnackbarSeverity = 'info' | 'success' | 'warning' | 'error'

export interface SnackbarState {
  open: boolean
  /** Changes on every call, so the same text shown twice restarts the timer. */
  key: number
  text: string
  severity: SnackbarSeverity
}

// The text stays after closing so it does not vanish while the snackbar slides out.
const store = createStore<SnackbarState>({ open: false, key: 0, text: '', severity: 'info' })

/** Shows a message in the app's snackbar (with its ding); callable from anywhere, components or not. */
export function showSnackbar(text: string, severity: SnackbarSeverity = 'info'): void {
  store.set((state) => ({ open: true, key: state.key + 1, text, severity }))
  playSound('ding')
}

export function hideSnackbar(): void {
  store.set((state) => (state.open ? { ...state, open: false } : state))
}

export function useSnackbar(): SnackbarState {
  return useStore(store)
}

export function getSnackbar(): SnackbarState {
  return store.get()
}
