// What survives a reload: client state only (never server data, passwords or card data). Versioned: bump
// `version` and add a migration when a persisted slice changes shape. Loaded as its own small chunk (redux-persist
// is ~3 KB of the first download otherwise): a server-rendered page restores after hydrating, any other page
// before its first render, while its messages load.
import {
  createMigrate,
  createTransform,
  persistReducer,
  persistStore,
  type PersistConfig,
  type PersistedState,
  type Persistor,
  type Storage,
} from 'redux-persist'
import createWebStorage from 'redux-persist/lib/storage/createWebStorage'
import { selectConsentGranted, type ConsentState } from '@/features/consent'
import { guestWishlistSynced, validWishKeys } from '@/features/wishlist'
import { rootReducer, type AppStore, type RootState } from './store'

// The checkout slice holds the step and a draft without card data (see features/checkout/model/slice.ts). The
// consent record is necessary (it is what lets the shop stop asking), so is the shipping country (like the
// language, it decides what the shop offers); so is a guest's wishlist (what they asked the shop to keep, product
// ids only); preferences need the shopper's consent. The bag's drawer and notices start afresh.
export const PERSISTED_SLICES = ['locale', 'catalogView', 'checkout', 'consent', 'country', 'guestWishlist'] as const
/** Slices that are preferences: stored only while the shopper consents to the preferences category. */
export const PREFERENCE_SLICES: readonly string[] = ['catalogView']

const STORAGE_KEY = 'persist:storefront'
/** Where a guest's wishlist was kept before it became a slice (version 1). */
const LEGACY_GUEST_WISHLIST_KEY = 'wishlist.guest.v1'

function takeLegacyGuestWishlist(): unknown {
  try {
    const raw = window.localStorage.getItem(LEGACY_GUEST_WISHLIST_KEY)
    window.localStorage.removeItem(LEGACY_GUEST_WISHLIST_KEY)
    return raw ? JSON.parse(raw) : []
  } catch {
    return []
  }
}

const migrations = {
  1: (state: PersistedState) => state,
  // 2: the guest's wishlist moves from its own storage key into the persisted state.
  2: (state: PersistedState) => ({ ...state, guestWishlist: { keys: validWishKeys(takeLegacyGuestWishlist()) } }) as PersistedState,
}

/** A restored guest wishlist keeps only well-formed keys: storage is anyone's to edit. */
const validGuestWishlist = createTransform<{ keys?: unknown }, { keys?: unknown }>(
  (inbound) => inbound,
  (outbound) => ({ keys: validWishKeys(outbound?.keys) }),
  { whitelist: ['guestWishlist'] },
)

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
    version: 2,
    storage: consentAwareStorage(createWebStorage('local')),
    whitelist: [...PERSISTED_SLICES],
    transforms: [validGuestWishlist],
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

/**
 * A guest's wishlist changed in another tab of the shop shows in this one (the other tab's write fires `storage`
 * here). Other slices are this tab's own: a checkout step or a language belongs to the page showing it.
 */
function followOtherTabs(store: AppStore): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return
    try {
      const slices = JSON.parse(event.newValue) as Record<string, string>
      const keys = validWishKeys((JSON.parse(slices.guestWishlist ?? '{}') as { keys?: unknown }).keys)
      if (JSON.stringify(keys) !== JSON.stringify(store.getState().guestWishlist.keys)) store.dispatch(guestWishlistSynced(keys))
    } catch {
      // A damaged write of another tab changes nothing here.
    }
  })
}

/** Makes the store persist its client state and restores what was saved; resolves once it is restored. */
export function restorePersistedState(store: AppStore): Promise<void> {
  store.replaceReducer(persistReducer(persistConfig<RootState>(), rootReducer) as unknown as typeof rootReducer)
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, resolve)
    writeBeforeLeaving(persistor)
    followOtherTabs(store)
  })
}
