import { createStore, useStore } from './create-store.ts'

export type FieldErrors = Readonly<Record<string, readonly string[]>>

const empty: FieldErrors = {}
const store = createStore<FieldErrors>(empty)

export function clearValidationErrors(): void {
  store.set(empty)
}

export function storeValidationErrors(errors: FieldErrors): void {
  store.set(errors)
}

export function getValidationErrors(): FieldErrors {
  return store.get()
}

export function subscribeValidationErrors(listener: () => void): () => void {
  return store.subscribe(listener)
}

export function useValidationErrors(): FieldErrors {
  return useStore(store)
}

/** The spec shows one message per field: the first the server gave. */
export function firstError(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0]
}
