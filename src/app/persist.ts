// What survives a reload: client state only (never server data, passwords or card data). Versioned: bump
// `version` and add a migration when a persisted slice changes shape.
import { createMigrate, type PersistConfig, type PersistedState } from 'redux-persist'
import createWebStorage from 'redux-persist/lib/storage/createWebStorage'

// The checkout slice holds the step and a draft without card data (see features/checkout/model/slice.ts).
export const PERSISTED_SLICES = ['locale', 'catalogView', 'checkout'] as const

const migrations = {
  1: (state: PersistedState) => state,
}

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'storefront',
    version: 1,
    // Created here, not at import: the server renderer imports the store and has no localStorage.
    storage: createWebStorage('local'),
    whitelist: [...PERSISTED_SLICES],
    migrate: createMigrate(migrations, { debug: false }),
  }
}
