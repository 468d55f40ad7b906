// Whether a product is on the wishlist, and switching it: on the server for a customer, in this browser (the
// guest wishlist slice) for a guest. A product saved is reported (add_to_wishlist) once the save is done.
import { analyticsEvents, useTrack, type ItemFacts } from '@/shared/analytics'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useAddToWishlistMutation, useGetWishlistQuery, useRemoveFromWishlistMutation } from '../api/wishlistApi'
import { guestWishToggled, selectIsGuestWish } from '../model/guestWishlistSlice'
import { sameWish, type WishKey } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

export function useWishlistToggle(key: WishKey, signedIn: boolean, item?: ItemFacts) {
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const track = useTrack()
  const guestWished = useAppSelector((state) => selectIsGuestWish(state, key))
  const { data } = useGetWishlistQuery(lang, { skip: !signedIn })
  const [add, adding] = useAddToWishlistMutation()
  const [remove, removing] = useRemoveFromWishlistMutation()
  const wished = signedIn ? (data ?? []).some((item) => sameWish(item, key)) : guestWished
  const toggle = async (): Promise<boolean> => {
    const saved = () => !wished && item && track(analyticsEvents.addToWishlist(item))
    if (!signedIn) {
      dispatch(guestWishToggled(key))
      saved()
      return true
    }
    try {
      await (wished ? remove : add)({ ...key, lang }).unwrap()
      saved()
      return true
    } catch {
      return false
    }
  }
  return { wished, toggle, pending: adding.isLoading || removing.isLoading }
}
