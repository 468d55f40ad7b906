// What survives a reload: client state only (never server data, passwords or card data). Versioned: bump
// `version` and add a migration when a persisted slice changes shape.
import { createMigrate, type PersistConfig, type PersistedState } from 'redux-persist'
import storage from 'redux-persist/lib/storage'

// The checkout slice holds the step and a draft without card data (see features/checkout/model/slice.ts).
export const PERSISTED_SLICES = ['locale', 'catalogView', 'checkout'] as const

const migrations = {
  1: (state: PersistedState) => state,
}

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'storefront',
    version: 1,
    storage,
    whitelist: [...PERSISTED_SLICES],
    migrate: createMigrate(migrations, { debug: false }),
  }
}
