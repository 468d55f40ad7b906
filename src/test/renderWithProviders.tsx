// Renders a component with a real store, react-intl (English messages), the theme and a memory router.
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers/AppProviders'
import { makeStore } from '@/app/store'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { LocaleOfUrl } from '@/shared/i18n/useLocale'
import type { Locale } from '@/shared/config'

export async function renderWithProviders(
  ui: ReactElement,
  { route = '/en', locale = 'en' as Locale, ...options }: RenderOptions & { route?: string; locale?: Locale } = {},
) {
  const store = makeStore()
  await loadMessages(locale)
  store.dispatch(localeChanged(locale))
  // useLocale() reads the route's language, as in the app (react-intl stays in `locale`: the app's LanguageOfUrl is not here).
  const router = createMemoryRouter([{ path: '*', element: <LocaleOfUrl>{ui}</LocaleOfUrl> }], { initialEntries: [route] })
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  )
  return { ...view, store, router }
}
