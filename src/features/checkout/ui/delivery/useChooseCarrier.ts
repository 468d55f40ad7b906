// Saves a shipping method (with its collection point for a pickup carrier) as soon as it is chosen; answers the
// shopper-facing reason when the API refuses it. Each save is `checkout/carrierChosen` in Redux DevTools.
import { useAppDispatch } from '@/shared/store'
import { useIntl } from 'react-intl'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiFailureText } from '@/shared/forms'
import { useUpdateCheckoutCarrierMutation } from '../../api/checkoutApi'
import { carrierChosen } from '../../model/slice'
import { useStoreCheckout } from '../useStoreCheckout'

export function useChooseCarrier() {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const [update, { isLoading }] = useUpdateCheckoutCarrierMutation()
  const store = useStoreCheckout()
  const keyFor = useIdempotencyKey()

  /** Null when saved, else why not. */
  const choose = async (carrierId: number, pudoId?: number): Promise<string | null> => {
    try {
      await store(await update({ lang, carrierId, pudoId, idempotencyKey: keyFor({ carrierId, pudoId }) }).unwrap())
      dispatch(carrierChosen({ id: carrierId, pudoId: pudoId ?? null }))
      return null
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiFailureText(intl, error)
    }
  }
  return { choose, saving: isLoading }
}
