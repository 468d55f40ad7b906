// Renders a component with a real store, react-intl and useLocale() in the route's language, the theme and a memory router.
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers/AppProviders'
import { makeStore } from '@/app/store'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { LocaleOfUrl, localeOfPath } from '@/shared/i18n/useLocale'

export async function renderWithProviders(ui: ReactElement, { route = '/en', ...options }: RenderOptions & { route?: string } = {}) {
  // The route's language is the page's, for react-intl as for useLocale(): the URL is its one source.
  const locale = localeOfPath(route)
  const store = makeStore()
  await loadMessages(locale)
  store.dispatch(localeChanged(locale))
  const router = createMemoryRouter([{ path: '*', element: <LocaleOfUrl>{ui}</LocaleOfUrl> }], { initialEntries: [route] })
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  )
  return { ...view, store, router }
}
