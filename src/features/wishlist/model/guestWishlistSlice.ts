// A guest's wishlist: product ids only (nothing personal), kept in this browser through redux-persist until they
// sign in, when it moves into their account (useMergeGuestWishlist). A customer's list lives on the server.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sameWish, type WishKey } from './types'

export interface GuestWishlistState {
  keys: WishKey[]
}

const initialState: GuestWishlistState = { keys: [] }

export const guestWishlistSlice = createSlice({
  name: 'guestWishlist',
  initialState,
  reducers: {
    guestWishToggled(state, action: PayloadAction<WishKey>) {
      const { productId, attributeId } = action.payload
      const kept = state.keys.filter((key) => !sameWish(key, action.payload))
      state.keys = kept.length < state.keys.length ? kept : [...state.keys, { productId, attributeId }]
    },
    /** These left the guest's list: moved into the account, or dropped as the product no longer exists. */
    guestWishesMovedToAccount(state, action: PayloadAction<WishKey[]>) {
      state.keys = state.keys.filter((key) => !action.payload.some((moved) => sameWish(moved, key)))
    },
    /** Another tab of the shop changed the list. */
    guestWishlistSynced(state, action: PayloadAction<WishKey[]>) {
      state.keys = action.payload
    },
  },
  selectors: {
    selectGuestWishes: (state) => state.keys,
    // A boolean per heart: a restored list equal to the server's empty one re-renders no heart after hydration.
    selectIsGuestWish: (state, key: WishKey) => state.keys.some((k) => sameWish(k, key)),
  },
})

export const { guestWishToggled, guestWishesMovedToAccount, guestWishlistSynced } = guestWishlistSlice.actions
export const { selectGuestWishes, selectIsGuestWish } = guestWishlistSlice.selectors

/** Keeps only well-formed keys: the list comes back from storage, which anything in the browser may have edited. */
export function validWishKeys(value: unknown): WishKey[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((k): k is WishKey => Number.isInteger(k?.productId) && k.productId > 0 && Number.isInteger(k?.attributeId) && k.attributeId >= 0)
    .map(({ productId, attributeId }) => ({ productId, attributeId }))
}
