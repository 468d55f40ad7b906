// The store: the one RTK Query API plus the client-state slices (persisted through redux-persist: see persist.ts).
import { combineSlices, configureStore, type StoreEnhancer } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants'
import { analyticsMiddleware, analyticsSlice } from '@/features/analytics'
import { cartSlice } from '@/features/cart'
import { catalogViewSlice } from '@/features/catalog'
import { checkoutSlice } from '@/features/checkout'
import { consentSlice, selectConsentGranted, selectConsentRestored } from '@/features/consent'
import { countrySlice } from '@/features/country'
import { updateSlice } from '@/features/offline'
import { maintenanceSlice } from '@/features/shop'
import { guestWishlistSlice } from '@/features/wishlist'
import { baseApi } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { localeSlice } from '@/shared/i18n/localeSlice'
import type { RequestEnvironment } from '@/shared/ssr'
import { devToolsOptions } from './devToolsSanitizers'

export const rootReducer = combineSlices(
  baseApi,
  localeSlice,
  cartSlice,
  maintenanceSlice,
  catalogViewSlice,
  checkoutSlice,
  consentSlice,
  countrySlice,
  updateSlice,
  guestWishlistSlice,
  analyticsSlice,
)
export type RootState = ReturnType<typeof rootReducer>

interface StoreOptions {
  preloadedState?: Partial<RootState>
  /** A server render's origin and fetch (see RequestEnvironment); the browser's when absent. */
  environment?: RequestEnvironment
  /** Added after the defaults (the DevTools replay test records what reaches the reducer with one). */
  enhancers?: StoreEnhancer[]
}

export function makeStore(options: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.environment },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(
        baseApi.middleware,
        analyticsMiddleware<RootState>({
          known: selectConsentRestored,
          granted: (state, category) => selectConsentGranted(state, category),
        }),
      ),
    enhancers: (getDefault) => getDefault().concat(options.enhancers ?? []),
    devTools: (process.env.NODE_ENV !== 'production' || getConfig().devTools) && devToolsOptions,
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

// Registers the store's types with the typed hooks in shared/store.
declare module '@/shared/store' {
  interface RegisteredStore {
    store: AppStore
  }
}
