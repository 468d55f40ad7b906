// The composition root: providers around the router.
import { useEffect } from 'react'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers/AppProviders'
import type { createAppRouter } from './router'
import type { AppStore } from './store'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createAppRouter>
  /** Called once the first render is on screen (for a server-rendered page: once it has hydrated). */
  onLive?: () => void
}

export function App({ store, router, onLive }: AppProps) {
  useEffect(() => onLive?.(), [onLive])
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
