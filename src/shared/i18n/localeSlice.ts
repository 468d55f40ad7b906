// The shopper's current language: client state, persisted, and read by the base query for every request.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { getConfig, type Locale } from '@/shared/config'

export interface LocaleState {
  current: Locale
}

const initialState: LocaleState = { current: getConfig().defaultLocale }

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.current = action.payload
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
})

export const { localeChanged } = localeSlice.actions
export const { selectLocale } = localeSlice.selectors
