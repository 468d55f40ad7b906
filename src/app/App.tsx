// The composition root: providers around the router.
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers/AppProviders'
import type { createAppRouter } from './router'
import type { AppStore } from './store'

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
