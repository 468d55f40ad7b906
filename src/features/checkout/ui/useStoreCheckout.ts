// A write's answer is the new checkout. The endpoint stores it too, but only after the caller's await has moved on;
// storing it here first means the next step is decided on the saved state, not on the one before the save.
import { useAppDispatch } from '@/shared/store'
import { useLocale } from '@/shared/i18n/useLocale'
import { checkoutApi } from '../api/checkoutApi'
import type { Checkout } from '../model/types'

export function useStoreCheckout(): (checkout: Checkout) => Promise<unknown> {
  const dispatch = useAppDispatch()
  const lang = useLocale()
  return (checkout) => dispatch(checkoutApi.util.upsertQueryData('getCheckout', lang, checkout))
}
