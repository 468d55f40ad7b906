// At sign-in (or registration) the guest's wishlist moves into the account: each product is added on the server
// and leaves this browser's list; a product that no longer exists is dropped, one that failed for another reason
// stays for the next sign-in.
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { useAddToWishlistMutation } from '../api/wishlistApi'
import { guestWishlist } from '../model/guestWishlist'
import type { WishKey } from '../model/types'

export function useMergeGuestWishlist(): () => Promise<void> {
  const lang = useIntl().locale as Locale
  const [add] = useAddToWishlistMutation()
  return async () => {
    const kept: WishKey[] = []
    for (const key of guestWishlist.get()) {
      try {
        await add({ ...key, lang }).unwrap()
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) kept.push(key)
      }
    }
    guestWishlist.clear()
    kept.forEach((key) => guestWishlist.toggle(key))
  }
}
