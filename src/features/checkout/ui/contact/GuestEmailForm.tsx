// The guest's e-mail. It is kept in the checkout draft until the first address is saved (the API creates the guest
// customer with it then); a guest the API already knows has a changed e-mail saved at once.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useIntl } from 'react-intl'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiSubmissionErrors, emailRule, ShopForm, TextInput } from '@/shared/forms'
import { useUpdateCheckoutAddressMutation } from '../../api/checkoutApi'
import { contactMessages as m } from '../../messages/flow'
import { contactEmailEntered, selectCheckoutDraft } from '../../model/slice'
import type { Checkout } from '../../model/types'
import { useStoreCheckout } from '../useStoreCheckout'

type Values = { email: string }

export function GuestEmailForm({ checkout, onDone }: { checkout: Checkout; onDone: () => void }) {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectCheckoutDraft)
  const [update] = useUpdateCheckoutAddressMutation()
  const store = useStoreCheckout()
  const keyFor = useIdempotencyKey()
  const guest = checkout.customer?.guest ? checkout.customer : null

  const onSubmit = async ({ email }: Values) => {
    const trimmed = email.trim()
    if (guest && trimmed.toLowerCase() !== guest.email.toLowerCase()) {
      try {
        await store(await update({ lang, email: trimmed, idempotencyKey: keyFor({ email: trimmed }) }).unwrap())
      } catch (error) {
        if (!isApiError(error)) throw error
        return apiSubmissionErrors(intl, error, { fields: ['email'] })
      }
    }
    dispatch(contactEmailEntered(trimmed))
    onDone()
    return undefined
  }

  return (
    <ShopForm<Values> label={intl.formatMessage(m.form)} onSubmit={onSubmit} initialValues={{ email: draft.email || guest?.email || '' }}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextInput
          name="email"
          id="checkout-email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(m.email)}
          helperText={intl.formatMessage(m.emailHint)}
          validate={emailRule}
          required
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 255 } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(m.continueAsGuest)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
