// Shipping address: a saved one (the checkout's current one, else the default, preselected) or a new one; a guest
// types theirs, with the country the shop detected for them preselected. A guest's first address carries the
// e-mail from the contact step: the API creates the guest customer with it.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { FormApi } from 'final-form'
import { useState } from 'react'
import { useAppSelector } from '@/shared/store'
import { useIntl } from 'react-intl'
import { addressFormValues, type Countries } from '@/shared/address'
import { ShopForm } from '@/shared/forms'
import { addressMessages as m, flowMessages } from '../../messages/flow'
import { selectCheckoutDraft } from '../../model/slice'
import type { StepProps } from '../stepProps'
import { AddressChoiceFields } from './AddressChoiceFields'
import { addressChoice, preselectedAddress, unchanged, type AddressStepValues } from './addressChoice'
import { useSaveAddressStep } from './useSaveAddressStep'
import { WithCountries } from './WithCountries'

export interface AddressStepProps extends StepProps {
  /** ISO code of the country to preselect for a new address (the one the shop detected for the shopper). */
  defaultCountryIso?: string | null
}

export function ShippingStep(props: AddressStepProps) {
  return <WithCountries>{(countries) => <ShippingForm {...props} countries={countries} />}</WithCountries>
}

function ShippingForm({ checkout, onDone, defaultCountryIso, countries }: AddressStepProps & { countries: Countries }) {
  const intl = useIntl()
  const draft = useAppSelector(selectCheckoutDraft)
  const save = useSaveAddressStep(checkout)
  const customer = checkout.customer
  const book = customer && !customer.guest ? checkout.addressBook : []
  // The form starts once per visit of the step; later answers must not reset what is being typed.
  const [initialValues] = useState<AddressStepValues>(() => {
    const countryId = countries.list.find((c) => c.iso === defaultCountryIso)?.id
    // A guest's address so far is shown to change; a customer's new address starts from their name.
    const typed = book.length ? null : checkout.delivery
    const names = customer && !customer.guest ? { firstName: customer.firstName, lastName: customer.lastName } : {}
    return {
      ...addressFormValues(typed, { ...names, countryId, type: 'shipping' }),
      address_type: 'shipping',
      address_choice: preselectedAddress(book, checkout.delivery, (a) => a.isDefault),
    }
  })

  const onSubmit = async (values: AddressStepValues, form: FormApi<AddressStepValues>) => {
    if (unchanged(values, checkout.delivery, Boolean(form.getState().dirty))) return onDone()
    const errors = await save({ email: customer ? undefined : draft.email, delivery: addressChoice(values, countries) }, 'delivery')
    if (errors) return errors
    onDone()
    return undefined
  }

  return (
    <ShopForm<AddressStepValues> label={intl.formatMessage(flowMessages.shipping)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={2}>
        <AddressChoiceFields book={book} section="shipping" countries={countries} legend={intl.formatMessage(m.chooseShipping)} />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(flowMessages.continue)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
