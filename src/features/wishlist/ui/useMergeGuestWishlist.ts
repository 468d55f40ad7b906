// At sign-in (or registration) the guest's wishlist moves into the account: each product is added on the server
// and leaves this browser's list; a product that no longer exists is dropped, one that failed for another reason
// stays for the next sign-in.
import { isApiError } from '@/shared/api'
import { useAppDispatch, useAppStore } from '@/shared/store'
import { useAddToWishlistMutation } from '../api/wishlistApi'
import { guestWishesMovedToAccount, selectGuestWishes } from '../model/guestWishlistSlice'
import type { WishKey } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

export function useMergeGuestWishlist(): () => Promise<void> {
  const lang = useLocale()
  const store = useAppStore()
  const dispatch = useAppDispatch()
  const [add] = useAddToWishlistMutation()
  return async () => {
    const moved: WishKey[] = []
    for (const key of selectGuestWishes(store.getState())) {
      try {
        await add({ ...key, lang }).unwrap()
        moved.push(key)
      } catch (error) {
        if (isApiError(error) && error.status === 404) moved.push(key)
      }
    }
    dispatch(guestWishesMovedToAccount(moved))
  }
}
