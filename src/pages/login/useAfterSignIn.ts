// What follows signing in, registering or resetting the password, wherever it happened: the header's session
// (bootstrap) is fresh, the guest's wishlist has moved into the account, and the shopper lands on `target` with a
// notice of what happened.
import { useNavigate } from 'react-router'
import { noticeState, type AccountNotice } from '@/features/account'
import { useBootstrapQuery } from '@/features/shop'
import { useMergeGuestWishlist } from '@/features/wishlist'
import { useLocale } from '@/shared/i18n/useLocale'

export function useAfterSignIn(): (target: string, notice: AccountNotice) => Promise<void> {
  const navigate = useNavigate()
  const { refetch } = useBootstrapQuery(useLocale())
  const mergeWishlist = useMergeGuestWishlist()
  return async (target, notice) => {
    await Promise.all([refetch(), mergeWishlist()])
    await navigate(target, { replace: true, state: noticeState(notice) })
  }
}
