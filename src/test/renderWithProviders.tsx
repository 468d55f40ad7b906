// Renders a component with a real store, react-intl and useLocale() in the route's language, the theme and a memory router.
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers/AppProviders'
import { makeStore } from '@/app/store'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { LocaleOfUrl, localeOfPath } from '@/shared/i18n/useLocale'

interface Options extends RenderOptions {
  route?: string
  /**
   * Server-render the tree into the page first, then hydrate it, as a shopper's browser gets a public page.
   * `beforeHydrate` acts on the server's HTML: what the shopper does before the app is live.
   */
  fromServer?: { beforeHydrate?: (container: HTMLElement) => void }
}

export async function renderWithProviders(ui: ReactElement, { route = '/en', fromServer, ...options }: Options = {}) {
  // The route's language is the page's, for react-intl as for useLocale(): the URL is its one source.
  const locale = localeOfPath(route)
  await loadMessages(locale)
  const app = () => {
    const store = makeStore()
    store.dispatch(localeChanged(locale))
    const router = createMemoryRouter([{ path: '*', element: <LocaleOfUrl>{ui}</LocaleOfUrl> }], { initialEntries: [route] })
    const tree = (
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    )
    return { store, router, tree }
  }
  let hydrateInto: HTMLElement | undefined
  if (fromServer) {
    // Loaded only here: most test files never server-render.
    const { renderToString } = await import('react-dom/server')
    hydrateInto = document.body.appendChild(document.createElement('div'))
    hydrateInto.innerHTML = renderToString(app().tree)
    fromServer.beforeHydrate?.(hydrateInto)
  }
  const { store, router, tree } = app()
  return { ...render(tree, hydrateInto ? { ...options, container: hydrateInto, hydrate: true } : options), store, router }
}
