// The bag's client state: whether the drawer is open, which line was just added (shown first, 'Product Added To
// Cart'), and the notice of the last change — a removed line that can be undone, or a change that was rolled back.
// Not persisted: a reload starts with the bag closed and no notice.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CartLine, LineKey } from '@/shared/cart'
import type { Reason } from './errors'

/** Where a line was changed: each surface shows only its own notices (the drawer may be open over the cart page). */
export type CartSurface = 'bag' | 'cart' | 'summary'

export type CartNotice = { surface: CartSurface; kind: 'removed'; line: CartLine } | { surface: CartSurface; kind: 'failed'; reason: Reason | null }

export interface BagState {
  open: boolean
  added: LineKey | null
  notice: CartNotice | null
}

const initialState: BagState = { open: false, added: null, notice: null }

export const bagSlice = createSlice({
  name: 'bag',
  initialState,
  reducers: {
    bagOpened(state, action: PayloadAction<LineKey | null>) {
      state.open = true
      state.added = action.payload
    },
    /** Closing the bag dismisses its own notice (it was about lines the shopper has left behind). */
    bagClosed(state) {
      state.open = false
      if (state.notice?.surface === 'bag') state.notice = null
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
    selectBagOpen: (state) => state.open,
    selectBagAdded: (state) => state.added,
    selectCartNotice: (state) => state.notice,
  },
})

export const { bagOpened, bagClosed, lineRemoved, removalUndone, lineChangeFailed, cartNoticeDismissed } = bagSlice.actions
export const { selectBagOpen, selectBagAdded, selectCartNotice } = bagSlice.selectors
