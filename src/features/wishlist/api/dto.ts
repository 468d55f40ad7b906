// Raw psdata of the wishlist calls (server/routes/wishlist.ts): listing items of the catalogue plus the chosen
// combination and when it was added.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Wishlist, WishlistItem } from '@contract/api/wishlist'

export type PsWishlistItem = WishlistItem
export type PsWishlist = Wishlist
