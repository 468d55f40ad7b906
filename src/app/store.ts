// The store: the one RTK Query API plus the client-state slices, persisted through redux-persist.
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import { catalogViewSlice } from '@/features/catalog'
import { checkoutSlice } from '@/features/checkout'
import { maintenanceSlice } from '@/features/shop'
import { baseApi } from '@/shared/api'
import { localeSlice } from '@/shared/i18n/localeSlice'
import type { RequestEnvironment } from '@/shared/ssr'
import { devToolsOptions } from './devToolsSanitizers'
import { persistConfig } from './persist'

export const rootReducer = combineSlices(baseApi, localeSlice, maintenanceSlice, catalogViewSlice, checkoutSlice)
export type RootState = ReturnType<typeof rootReducer>

interface StoreOptions {
  persist?: boolean
  preloadedState?: Partial<RootState>
  /** A server render's origin and fetch (see RequestEnvironment); the browser's when absent. */
  environment?: RequestEnvironment
}

export function makeStore(options: StoreOptions = {}) {
  const reducer = options.persist ? persistReducer(persistConfig<RootState>(), rootReducer) : rootReducer
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.environment },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(
        baseApi.middleware,
      ),
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

/** Resolves once the persisted client state has been restored. */
export function persistAppStore(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    persistStore(store, null, resolve)
  })
}
