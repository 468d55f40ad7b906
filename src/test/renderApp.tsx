// Renders the whole app (real store, router table, intl, theme) at a path, in memory.
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers/AppProviders'
import { routeTable } from '@/app/router'
import { makeStore, type AppStore } from '@/app/store'
import type { Locale } from '@/shared/config'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'

export async function renderApp(path: string, locale: Locale = 'en', store: AppStore = makeStore()) {
  await loadMessages(locale)
  store.dispatch(localeChanged(locale))
  const router = createMemoryRouter(routeTable(store), { initialEntries: [path] })
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, store, router }
}
