import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { setGlobalErrorHandler } from '../lib/api.ts'
import { installOfflineBoot } from '../lib/offline/connection.ts'
import { createGlobalErrorHandler } from './global-error-handler.ts'
import { installIdleSignal } from './idle-signal.ts'
import { queryClient } from './query-client.ts'
import { router } from './router.tsx'

setGlobalErrorHandler(createGlobalErrorHandler(router, queryClient))
// Issue 18: a till reloaded without the server opens from what it kept (before the first call goes out).
installOfflineBoot()
installIdleSignal(queryClient, router)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
