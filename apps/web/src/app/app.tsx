import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { setGlobalErrorHandler } from '../lib/api.ts'
import { createGlobalErrorHandler } from './global-error-handler.ts'
import { queryClient } from './query-client.ts'
import { router } from './router.tsx'

setGlobalErrorHandler(createGlobalErrorHandler(router, queryClient))

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
