// Saves an address step (updateCheckoutAddress) and lands a refusal on the form: `delivery_address.postcode` on
// the postcode field, anything else (an unknown saved address, a missing e-mail) above the button. The form keeps what
// was typed. When the new address makes the API drop the chosen shipping method, that is recorded
// (checkout/carrierDropped) so the delivery step can say why it must be chosen again.
import { apiSubmissionErrors } from '@/shared/forms'
import type { SubmissionErrors } from 'final-form'
import { useAppDispatch } from '@/shared/store'
import { useIntl } from 'react-intl'
import { ADDRESS_FIELDS } from '@/shared/address'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { useUpdateCheckoutAddressMutation } from '../../api/checkoutApi'
import type { AddressStep } from '../../model/types'
import { carrierDropped } from '../../model/slice'
import type { Checkout } from '../../model/types'
import { useStoreCheckout } from '../useStoreCheckout'

const API_PREFIX = { delivery: 'delivery_address.', invoice: 'invoice_address.' } as const

export function useSaveAddressStep(checkout: Checkout) {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const [update] = useUpdateCheckoutAddressMutation()
  const store = useStoreCheckout()
  const keyFor = useIdempotencyKey()

  return async (step: AddressStep, which: 'delivery' | 'invoice'): Promise<SubmissionErrors | undefined> => {
    const previousCarrier = checkout.carrier
    try {
      const saved = await update({ lang, ...step, idempotencyKey: keyFor(step) }).unwrap()
      await store(saved)
      if (previousCarrier && !saved.carrier) dispatch(carrierDropped({ id: previousCarrier.id, name: previousCarrier.name }))
      return undefined
    } catch (error) {
      if (!isApiError(error)) throw error
      const prefix = API_PREFIX[which]
      const fieldMap = (field: string) => (field.startsWith(prefix) ? field.slice(prefix.length) : field)
      return apiSubmissionErrors(intl, error, { fields: ADDRESS_FIELDS, fieldMap })
    }
  }
}
