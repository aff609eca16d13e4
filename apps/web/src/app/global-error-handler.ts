import type { QueryClient } from '@tanstack/react-query'
import { MESSAGES } from '@counterpart/domain/messages'
import type { ApiError } from '../lib/api-error.ts'
import { clearSignedInUser } from '../lib/app-configuration.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { playSound } from '../lib/sounds.ts'
import { ERROR_PATHS } from '../lib/paths.ts'

interface Navigator {
  navigate(to: string): Promise<void>
}

/** The error catalogue of spec 000 §8, in one place. */
export function createGlobalErrorHandler(router: Navigator, queryClient: QueryClient): (error: ApiError) => void {
  return (error) => {
    switch (error.status) {
      case 401:
        clearSignedInUser(queryClient)
        void router.navigate('/login')
        return
      case 403:
        showSnackbar(MESSAGES.forbidden, 'error')
        return
      case 404:
        void router.navigate(ERROR_PATHS.notFound)
        return
      case 408:
        void router.navigate(ERROR_PATHS.timeout)
        return
      case 422:
        playSound('error')
        return
      case 500:
        void router.navigate(ERROR_PATHS.serverError)
        return
      // Not in the spec's table, but silence would leave the user guessing: an unreachable server,
      // a business conflict (stock, double submit), an upload too large, an expired session token
      // that survived the retry, and login throttling all carry a message meant for the user.
      case 0:
      case 409:
      case 413:
      case 419:
      case 429:
        showSnackbar(error.message, 'error')
        return
      default:
        return
    }
  }
}
