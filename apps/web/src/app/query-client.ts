import { QueryClient } from '@tanstack/react-query'

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
