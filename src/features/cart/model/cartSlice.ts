// The cart's client state (the shopper sees it as the bag): whether the drawer is open, which line was just added (shown first, 'Product Added To
// Cart'), and the notice of the last change — a removed line that can be undone, or a change that was rolled back.
// Not persisted: a reload starts with the bag closed and no notice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CartLine, LineKey } from '@/shared/cart'
import type { Reason } from './errors'

/** Where a line was changed: each surface shows only its own notices (the drawer may be open over the cart page). */
export type CartSurface = 'drawer' | 'cart' | 'summary'

export type CartNotice = { surface: CartSurface; kind: 'removed'; line: CartLine } | { surface: CartSurface; kind: 'failed'; reason: Reason | null }

export interface CartUiState {
  open: boolean
  added: LineKey | null
  notice: CartNotice | null
}

const initialState: CartUiState = { open: false, added: null, notice: null }

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    drawerOpened(state, action: PayloadAction<LineKey | null>) {
      state.open = true
      state.added = action.payload
    },
    /** Closing the bag dismisses its own notice (it was about lines the shopper has left behind). */
    drawerClosed(state) {
      state.open = false
      if (state.notice?.surface === 'drawer') state.notice = null
    },
    lineRemoved(state, action: PayloadAction<{ surface: CartSurface; line: CartLine }>) {
      state.notice = { kind: 'removed', ...action.payload }
    },
    removalUndone(state) {
      state.notice = null
    },
    lineChangeFailed(state, action: PayloadAction<{ surface: CartSurface; reason: Reason | null }>) {
      state.notice = { kind: 'failed', ...action.payload }
    },
    cartNoticeDismissed(state) {
      state.notice = null
    },
  },
  selectors: {
    selectDrawerOpen: (state) => state.open,
    selectJustAdded: (state) => state.added,
    selectCartNotice: (state) => state.notice,
  },
})

export const { drawerOpened, drawerClosed, lineRemoved, removalUndone, lineChangeFailed, cartNoticeDismissed } = cartSlice.actions
export const { selectDrawerOpen, selectJustAdded, selectCartNotice } = cartSlice.selectors
