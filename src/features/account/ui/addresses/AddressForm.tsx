// Adds or edits an address in the address book: the shared address fields (every field of spec §3 with the
// country's rules, the tax fields where they apply, billing or shipping, the default flag) in the book's form.
// createAddress carries one Idempotency-Key per logical action.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { AddressFields, ADDRESS_FIELDS, addressFormValues, countryOf, type Address, type AddressFormValues, type Countries } from '@/shared/address'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { apiSubmissionErrors, FormActions, ShopForm } from '@/shared/forms'
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../api/addressApi'
import { addressBookMessages as book } from '../../messages/addressBook'

export interface AddressDefaults {
  firstName?: string
  lastName?: string
  countryIso?: string | null
}

interface Props {
  address: Address | null
  countries: Countries
  defaults: AddressDefaults
  onSaved: (address: Address, created: boolean) => void
  onCancel: () => void
}

export function AddressForm({ address, countries, defaults, onSaved, onCancel }: Props) {
  const intl = useIntl()
  const [create] = useCreateAddressMutation()
  const [update] = useUpdateAddressMutation()
  const keyFor = useIdempotencyKey()
  const initialValues = useMemo(() => {
    const countryId = countries.list.find((c) => c.iso === defaults.countryIso)?.id
    return addressFormValues(address, { firstName: defaults.firstName, lastName: defaults.lastName, countryId })
  }, [address, countries, defaults])

  const onSubmit = async (values: AddressFormValues) => {
    const entry = { values, country: countryOf(countries.list, values) }
    let saved: Address
    try {
      saved = address ? await update({ id: address.id, entry }).unwrap() : await create({ entry, idempotencyKey: keyFor(values) }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ADDRESS_FIELDS })
    }
    onSaved(saved, !address)
    return undefined
  }

  return (
    <ShopForm<AddressFormValues> label={intl.formatMessage(address ? book.editTitle : book.newTitle)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={2}>
        <AddressFields countries={countries} variant="book" />
        <FormActions submitLabel={intl.formatMessage(book.save)}>
          <Button onClick={onCancel}>{intl.formatMessage(book.cancel)}</Button>
        </FormActions>
      </Stack>
    </ShopForm>
  )
}
