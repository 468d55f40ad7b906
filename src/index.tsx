// Start-up: restore persisted client state, then create the router (its loaders run after rehydration, so the URL's
// language always wins; creating it starts the page's code and data) while the first language's messages load,
// and render once they are here.
import { createRoot } from 'react-dom/client'
import { getConfig } from '@/shared/config'
import { isLocale } from '@/shared/i18n/detectLocale'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import { detectedLocale } from './app/routing/loaders'
import { splitLocale } from './app/routing/localePaths'
import { makeStore, persistAppStore } from './app/store'

async function start() {
  const store = makeStore({ persist: true })
  await persistAppStore(store)
  const fromUrl = splitLocale(window.location.pathname).lang
  const locale = isLocale(fromUrl, getConfig().locales) ? fromUrl : detectedLocale()
  store.dispatch(localeChanged(locale))
  const router = createAppRouter(store)
  await loadMessages(locale)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  createRoot(container).render(<App store={store} router={router} />)
}

void start()
