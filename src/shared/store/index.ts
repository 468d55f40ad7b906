export { useAppDispatch, useAppSelector, useAppStore, type AppDispatch, type AppState, type AppStore, type RegisteredStore } from './hooks'
