// Billing address: the shipping address unless the shopper says otherwise (Baymard: billing = shipping by default
// hides a whole form). Unticked, the choice is the same as for shipping; the shared fields add the Italian
// e-invoice fields where a business billing address needs them.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { FormApi } from 'final-form'
import { useState } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { addressFormValues, type Address, type Countries } from '@/shared/address'
import { CheckboxInput, ShopForm } from '@/shared/forms'
import { addressMessages as m, flowMessages } from '../../messages/flow'
import { AddressChoiceFields } from './AddressChoiceFields'
import { addressChoice, preselectedAddress, unchanged, type AddressStepValues } from './addressChoice'
import type { AddressStepProps } from './ShippingStep'
import { useSaveAddressStep } from './useSaveAddressStep'
import { WithCountries } from './WithCountries'

type BillingValues = AddressStepValues & { same_as_shipping: boolean }

export function BillingStep(props: AddressStepProps) {
  return <WithCountries>{(countries) => <BillingForm {...props} countries={countries} />}</WithCountries>
}

function OtherAddress({ book, countries }: { book: Address[]; countries: Countries }) {
  const intl = useIntl()
  const same = useField<boolean>('same_as_shipping', { subscription: { value: true } }).input.value
  if (same) return null
  return <AddressChoiceFields book={book} section="billing" countries={countries} legend={intl.formatMessage(m.chooseBilling)} />
}

function BillingForm({ checkout, onDone, defaultCountryIso, countries }: AddressStepProps & { countries: Countries }) {
  const intl = useIntl()
  const save = useSaveAddressStep(checkout)
  const customer = checkout.customer
  const book = customer && !customer.guest ? checkout.addressBook : []
  const separate = checkout.invoiceSameAsDelivery ? null : checkout.invoice
  // The form starts once per visit of the step; later answers must not reset what is being typed.
  const [initialValues] = useState<BillingValues>(() => {
    const countryId = countries.list.find((c) => c.iso === (checkout.delivery?.countryIso ?? defaultCountryIso))?.id
    const names = customer ? { firstName: customer.firstName, lastName: customer.lastName } : {}
    return {
      ...addressFormValues(book.length ? null : separate, { ...names, countryId, type: 'billing' }),
      address_type: 'billing',
      address_choice: preselectedAddress(book, separate, (a) => a.type === 'billing'),
      same_as_shipping: checkout.invoiceSameAsDelivery,
    }
  })

  const onSubmit = async (values: BillingValues, form: FormApi<BillingValues>) => {
    const dirty = Boolean(form.getState().dirty)
    if (values.same_as_shipping ? checkout.invoiceSameAsDelivery : unchanged(values, separate, dirty)) return onDone()
    const errors = await save({ invoice: values.same_as_shipping ? 'sameAsDelivery' : addressChoice(values, countries) }, 'invoice')
    if (errors) return errors
    onDone()
    return undefined
  }

  return (
    <ShopForm<BillingValues> label={intl.formatMessage(flowMessages.billing)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={2}>
        <CheckboxInput name="same_as_shipping" label={intl.formatMessage(m.sameAsShipping)} />
        <OtherAddress book={book} countries={countries} />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(flowMessages.continue)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
