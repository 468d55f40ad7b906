/** The wishlist: the heart toggle (customers on the server, guests in this browser), the account's wishlist
 * section, and moving a guest's list into the account at sign-in. */
export { WishlistToggle } from './ui/WishlistToggle'
export { WishlistSection } from './ui/WishlistSection'
export { useMergeGuestWishlist } from './ui/useMergeGuestWishlist'
export { wishlistMessages } from './messages'
export { guestWishlistSlice, guestWishlistSynced, validWishKeys } from './model/guestWishlistSlice'
export type { WishlistItem, WishKey } from './model/types'
