// A new version of the shop, waiting in the service worker (a slice, so DevTools shows it): offered to the shopper,
// and accepted by them — the page reloads into the new version only then, never by itself.
import { createSlice } from '@reduxjs/toolkit'

export interface UpdateState {
  available: boolean
  accepted: boolean
}

const initialState: UpdateState = { available: false, accepted: false }

export const updateSlice = createSlice({
  name: 'update',
  initialState,
  reducers: {
    updateAvailable(state) {
      state.available = true
    },
    updateAccepted(state) {
      state.accepted = true
    },
    updateDismissed(state) {
      state.available = false
    },
  },
  selectors: {
    selectUpdateAvailable: (state) => state.available,
    selectUpdateAccepted: (state) => state.accepted,
  },
})

export const { updateAvailable, updateAccepted, updateDismissed } = updateSlice.actions
export const { selectUpdateAvailable, selectUpdateAccepted } = updateSlice.selectors
