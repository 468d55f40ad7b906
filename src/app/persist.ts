// What survives a reload: client state only (never server data, passwords or card data). Versioned: bump
// `version` and add a migration when a persisted slice changes shape. Loaded as its own small chunk (redux-persist
// is ~3 KB of the first download otherwise): a server-rendered page restores after hydrating, any other page
// before its first render, while its messages load.
import { createMigrate, persistReducer, persistStore, type PersistConfig, type PersistedState } from 'redux-persist'
import createWebStorage from 'redux-persist/lib/storage/createWebStorage'
import { rootReducer, type AppStore, type RootState } from './store'

// The checkout slice holds the step and a draft without card data (see features/checkout/model/slice.ts).
export const PERSISTED_SLICES = ['locale', 'catalogView', 'checkout'] as const

const migrations = {
  1: (state: PersistedState) => state,
}

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'storefront',
    version: 1,
    storage: createWebStorage('local'),
    whitelist: [...PERSISTED_SLICES],
    migrate: createMigrate(migrations, { debug: false }),
  }
}

/** Makes the store persist its client state and restores what was saved; resolves once it is restored. */
export function restorePersistedState(store: AppStore): Promise<void> {
  store.replaceReducer(persistReducer(persistConfig<RootState>(), rootReducer) as unknown as typeof rootReducer)
  return new Promise((resolve) => {
    persistStore(store, null, resolve)
  })
}
