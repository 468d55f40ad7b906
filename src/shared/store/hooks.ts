// The typed Redux hooks, the only way code reaches the store (raw react-redux hooks are banned by lint elsewhere).
// They live in `shared` so that features can use them; the store's types come from the app through
// `RegisteredStore` (declaration merging: shared imports nothing from above, the app registers its store's type).
import type { Store } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'

/** Augmented by the app (app/store.ts): `interface RegisteredStore { store: AppStore }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredStore {}

export type AppStore = RegisteredStore extends { store: infer S extends Store } ? S : Store
export type AppState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<AppState>()
export const useAppStore = useStore.withTypes<AppStore>()
