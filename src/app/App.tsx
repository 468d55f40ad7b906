// The composition root: providers around the router.
import { CacheProvider } from '@emotion/react'
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers/AppProviders'
import { createStyleCache } from './providers/styleCache'
import type { createAppRouter } from './router'
import type { AppStore } from './store'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createAppRouter>
  /** Called once the first render is on screen and the browser is idle (for a server-rendered page: hydrated). */
  onLive?: () => void
}

export function App({ store, router, onLive }: AppProps) {
  const [styleCache] = useState(createStyleCache)
  useEffect(() => {
    if (!onLive) return undefined
    // Idle: after the page's own hydration work, not interleaved with it.
    const idle = window.requestIdleCallback?.(onLive, { timeout: 2000 })
    if (idle !== undefined) return () => window.cancelIdleCallback(idle)
    const timer = window.setTimeout(onLive, 0)
    return () => window.clearTimeout(timer)
  }, [onLive])
  return (
    <CacheProvider value={styleCache}>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  )
}
