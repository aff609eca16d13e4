import { QueryClient } from '@tanstack/react-query'
import { OFFLINE_ANSWERED_QUERIES } from '../lib/offline/connection.ts'

/**
 * Failures are already reported by the API client's global handler (navigation, snackbar); retrying
 * would report them again, and refetching on every window focus would flash the loading overlay.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})

// Issue 26: the till's reads go out even when the browser says it is offline, and are answered from the
// till's copy (lib/offline/connection.ts); TanStack Query's default would hold them until it is back.
for (const root of OFFLINE_ANSWERED_QUERIES) queryClient.setQueryDefaults([root], { networkMode: 'always' })
