// A server-rendered page is the same for every visitor. Once it has hydrated, the shopper's own state comes in:
// their persisted client state (view mode, checkout draft). Their session (name, bag count) comes with the
// bootstrap the header asks for again as it mounts (see readServerData.ts).
import type { Locale } from '@/shared/config'
import { localeChanged } from '@/shared/i18n/localeSlice'
import type { AppStore } from '../../store'

export async function personalise(store: AppStore, locale: Locale): Promise<void> {
  await (await import(/* webpackChunkName: "persist" */ '../../persist')).restorePersistedState(store)
  // The URL's language wins over a persisted one.
  store.dispatch(localeChanged(locale))
}
