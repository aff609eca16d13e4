import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type NetworkMode,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query'

/** What a successful write makes stale: fixed keys, or keys that depend on what was written. */
export type Invalidates<TVariables> = readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[])

/**
 * The hook of a write whose success makes the given queries stale. The mutation stays pending until the
 * refetches are done, so a page that waits for it shows the fresh list, not the old one. `networkMode`
 * 'always' sends it even when the browser says it is offline (TanStack Query would hold it until the
 * browser is back): for a write that has its own answer to no connection, such as the till's outbox.
 */
export function invalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: Invalidates<TVariables>,
  options: { networkMode?: NetworkMode } = {},
): () => UseMutationResult<TData, Error, TVariables> {
  return function useInvalidatingMutation() {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn,
      ...options,
      onSuccess: (_answer, variables) =>
        Promise.all(
          (typeof invalidates === 'function' ? invalidates(variables) : invalidates).map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    })
  }
}

/**
 * The query options of one record by id, and its hook: idle while the id is null (the form of a new
 * record), so edit and add pages share one component.
 */
export function recordQuery<TData, TKey extends QueryKey>(
  queryKey: (id: number) => TKey,
  get: (id: number) => Promise<TData>,
) {
  const options = (id: number) => queryOptions({ queryKey: queryKey(id), queryFn: () => get(id) })
  const useRecord = (id: number | null) => useQuery({ ...options(id ?? 0), enabled: id !== null })
  return { options, useRecord }
}
