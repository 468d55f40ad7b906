// Whether a product is on the wishlist, and switching it: on the server for a customer, in this browser for a guest.
import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import type { Locale } from '@/shared/config'
import { useAddToWishlistMutation, useGetWishlistQuery, useRemoveFromWishlistMutation } from '../api/wishlistApi'
import { guestWishlist, noWishes } from '../model/guestWishlist'
import { sameWish, type WishKey } from '../model/types'

export function useGuestWishlist(): WishKey[] {
  // The server has no wishlist of a guest: the same empty list as the browser's (useSyncExternalStore compares by identity).
  return useSyncExternalStore(guestWishlist.subscribe, guestWishlist.get, () => noWishes)
}

export function useWishlistToggle(key: WishKey, signedIn: boolean) {
  const lang = useIntl().locale as Locale
  const guestKeys = useGuestWishlist()
  const { data } = useGetWishlistQuery(lang, { skip: !signedIn })
  const [add, adding] = useAddToWishlistMutation()
  const [remove, removing] = useRemoveFromWishlistMutation()
  const wished = signedIn ? (data ?? []).some((item) => sameWish(item, key)) : guestKeys.some((k) => sameWish(k, key))
  const toggle = async (): Promise<boolean> => {
    if (!signedIn) {
      guestWishlist.toggle(key)
      return true
    }
    try {
      await (wished ? remove : add)({ ...key, lang }).unwrap()
      return true
    } catch {
      return false
    }
  }
  return { wished, toggle, pending: adding.isLoading || removing.isLoading }
}
