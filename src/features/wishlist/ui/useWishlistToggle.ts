// Whether a product is on the wishlist, and switching it: in this browser (the guest wishlist slice) for a guest, on
// the server for a customer. A product saved is reported (add_to_wishlist) once the save is done.
//
// Two hooks, because a list shows a heart on every card: a guest's (every server-rendered page is a guest's) reads
// one slice and subscribes to nothing; only a customer's needs the wishlist query and its two mutations.
import { analyticsEvents, useTrack, type ItemFacts } from '@/shared/analytics'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAddToWishlistMutation, useGetWishlistQuery, useRemoveFromWishlistMutation } from '../api/wishlistApi'
import { guestWishToggled, selectIsGuestWish } from '../model/guestWishlistSlice'
import { sameWish, type WishKey } from '../model/types'

export interface WishlistToggleState {
  wished: boolean
  /** Resolves to whether the change was made. */
  toggle: () => Promise<boolean>
  pending: boolean
}

export function useGuestWishToggle(key: WishKey, item?: ItemFacts): WishlistToggleState {
  const dispatch = useAppDispatch()
  const track = useTrack()
  const wished = useAppSelector((state) => selectIsGuestWish(state, key))
  const toggle = async () => {
    dispatch(guestWishToggled(key))
    if (!wished && item) track(analyticsEvents.addToWishlist(item))
    return true
  }
  return { wished, toggle, pending: false }
}

export function useCustomerWishToggle(key: WishKey, item?: ItemFacts): WishlistToggleState {
  const lang = useLocale()
  const track = useTrack()
  const { data } = useGetWishlistQuery(lang)
  const [add, adding] = useAddToWishlistMutation()
  const [remove, removing] = useRemoveFromWishlistMutation()
  const wished = (data ?? []).some((entry) => sameWish(entry, key))
  const toggle = async () => {
    try {
      await (wished ? remove : add)({ ...key, lang }).unwrap()
      if (!wished && item) track(analyticsEvents.addToWishlist(item))
      return true
    } catch {
      return false
    }
  }
  return { wished, toggle, pending: adding.isLoading || removing.isLoading }
}
