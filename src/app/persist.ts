// What survives a reload: client state only (never server data, passwords or card data). Versioned: bump
// `version` and add a migration when a persisted slice changes shape. Loaded as its own small chunk (redux-persist
// is ~3 KB of the first download otherwise): a server-rendered page restores after hydrating, any other page
// before its first render, while its messages load.
import { createMigrate, persistReducer, persistStore, type PersistConfig, type PersistedState, type Persistor, type Storage } from 'redux-persist'
import createWebStorage from 'redux-persist/lib/storage/createWebStorage'
import { selectConsentGranted, type ConsentState } from '@/features/consent'
import { rootReducer, type AppStore, type RootState } from './store'

// The checkout slice holds the step and a draft without card data (see features/checkout/model/slice.ts). The
// consent record is necessary (it is what lets the shop stop asking), so is the shipping country (like the
// language, it decides what the shop offers); preferences need the shopper's consent.
export const PERSISTED_SLICES = ['locale', 'catalogView', 'checkout', 'consent', 'country'] as const
/** Slices that are preferences: stored only while the shopper consents to the preferences category. */
export const PREFERENCE_SLICES: readonly string[] = ['catalogView']

const migrations = {
  1: (state: PersistedState) => state,
}

/**
 * The browser's storage, minus the preference slices unless the state being written grants the preferences
 * category. Every write goes through it — a consent change is a write too — so withdrawing the consent removes
 * stored preferences. The consent is read from what is written, not from the store: redux-persist also writes
 * while a reducer runs (the flush before a reload), when the store may not be read.
 */
export function consentAwareStorage(storage: Storage): Storage {
  return {
    getItem: (key: string) => storage.getItem(key),
    removeItem: (key: string) => storage.removeItem(key),
    setItem(key: string, value: string) {
      const slices = JSON.parse(value) as Record<string, string>
      const consent = slices.consent ? (JSON.parse(slices.consent) as ConsentState) : null
      if (consent && selectConsentGranted({ consent }, 'preferences')) return storage.setItem(key, value)
      for (const slice of PREFERENCE_SLICES) delete slices[slice]
      return storage.setItem(key, JSON.stringify(slices))
    },
  }
}

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'storefront',
    version: 1,
    storage: consentAwareStorage(createWebStorage('local')),
    whitelist: [...PERSISTED_SLICES],
    migrate: createMigrate(migrations, { debug: false }),
  }
}

/**
 * redux-persist writes a moment after each change; a page left in that moment (a reload — the one after a consent
 * is withdrawn, say — a link, a closed tab) would come back with the state from before it. Leaving the page, or
 * hiding it (a phone may end a hidden tab without a word), writes at once: the flush stores synchronously.
 */
function writeBeforeLeaving(persistor: Persistor): void {
  const write = () => void persistor.flush()
  window.addEventListener('pagehide', write)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && write())
}

/** Makes the store persist its client state and restores what was saved; resolves once it is restored. */
export function restorePersistedState(store: AppStore): Promise<void> {
  store.replaceReducer(persistReducer(persistConfig<RootState>(), rootReducer) as unknown as typeof rootReducer)
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, resolve)
    writeBeforeLeaving(persistor)
  })
}
