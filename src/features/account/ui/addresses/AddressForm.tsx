// Adds or edits an address: every field of spec §3 with the country's rules, the tax fields where they apply,
// billing or shipping, and the default flag. createAddress carries one Idempotency-Key per logical action.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useMemo } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { CheckboxInput, rules, ShopForm, TextInput } from '@/shared/forms'
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../api/addressApi'
import { toAddressInput } from '../../api/map'
import { fieldMessages } from '../../messages/auth'
import { addressBookMessages as book, addressFieldMessages as m } from '../../messages/address'
import { addressFormValues } from '../../model/addressForm'
import { addressRules, countryOf, type AddressFormValues } from '../../model/addressRules'
import type { Address, Countries } from '../../model/types'
import { nameRule } from '../../model/validation'
import { apiSubmissionErrors } from '../apiErrors'
import { SelectInput } from '../fields/SelectInput'
import { useIdempotencyKey } from '../useIdempotencyKey'
import { CountryFields } from './CountryFields'
import { TaxFields } from './TaxFields'

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

const FIELDS: (keyof AddressFormValues)[] = ['alias', 'company', 'firstname', 'lastname', 'address1', 'house_number', 'address2', 'postcode', 'city', 'state',
  'id_country', 'phone', 'vat_number', 'tax_code', 'pec', 'sdi', 'address_type', 'is_default']

/**
 * The fields, as one element the form frame does not re-create on every keystroke: only the fields whose value
 * changed (and those reading the country) render again.
 */
function AddressFields({ countries, validators, onCancel }: { countries: Countries; validators: ReturnType<typeof addressRules>; onCancel: () => void }) {
  const intl = useIntl()
  const countryId = useField<string>('id_country', { subscription: { value: true } }).input.value
  const country = countries.list.find((c) => String(c.id) === countryId)
  return (
    <Stack spacing={2}>
      <TextInput name="alias" label={intl.formatMessage(m.alias)} slotProps={{ htmlInput: { maxLength: 32 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="firstname" autoComplete="given-name" label={intl.formatMessage(fieldMessages.firstName)} validate={nameRule} slotProps={{ htmlInput: { maxLength: 64 } }} />
        <TextInput name="lastname" autoComplete="family-name" label={intl.formatMessage(fieldMessages.lastName)} validate={nameRule} slotProps={{ htmlInput: { maxLength: 64 } }} />
      </Stack>
      <TextInput name="company" autoComplete="organization" label={intl.formatMessage(m.company)} slotProps={{ htmlInput: { maxLength: 64 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="address1" autoComplete="address-line1" label={intl.formatMessage(m.street)} validate={rules.required()} slotProps={{ htmlInput: { maxLength: 128 } }} />
        <TextInput name="house_number" label={intl.formatMessage(m.houseNumber)} slotProps={{ htmlInput: { maxLength: 16 } }} sx={{ maxWidth: { sm: 220 } }} />
      </Stack>
      <TextInput name="address2" autoComplete="address-line2" label={intl.formatMessage(m.address2)} slotProps={{ htmlInput: { maxLength: 128 } }} />
      <CountryFields countries={countries} country={country} validators={validators} />
      <TextInput name="phone" type="tel" autoComplete="tel" label={intl.formatMessage(m.phone)} validate={validators.phone} slotProps={{ htmlInput: { maxLength: 32 } }} />
      <SelectInput
        name="address_type"
        label={intl.formatMessage(m.type)}
        options={[
          { value: 'shipping', label: intl.formatMessage(m.typeShipping) },
          { value: 'billing', label: intl.formatMessage(m.typeBilling) },
        ]}
      />
      <TaxFields country={country} validators={validators} />
      <CheckboxInput name="is_default" label={intl.formatMessage(m.isDefault)} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          {intl.formatMessage(book.save)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(book.cancel)}</Button>
      </Stack>
    </Stack>
  )
}

export function AddressForm({ address, countries, defaults, onSaved, onCancel }: Props) {
  const intl = useIntl()
  const [create] = useCreateAddressMutation()
  const [update] = useUpdateAddressMutation()
  const keyFor = useIdempotencyKey()
  const validators = useMemo(() => addressRules(countries.list), [countries])
  const initialValues = useMemo(() => {
    const countryId = countries.list.find((c) => c.iso === defaults.countryIso)?.id
    return addressFormValues(address, { firstName: defaults.firstName, lastName: defaults.lastName, countryId })
  }, [address, countries, defaults])

  const onSubmit = async (values: AddressFormValues) => {
    const input = toAddressInput(values, countryOf(countries.list, values))
    let saved: Address
    try {
      saved = address
        ? await update({ ...input, id_address: address.id }).unwrap()
        : await create({ address: input, idempotencyKey: keyFor(input) }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: FIELDS })
    }
    onSaved(saved, !address)
    return undefined
  }

  return (
    <ShopForm<AddressFormValues> label={intl.formatMessage(address ? book.editTitle : book.newTitle)} onSubmit={onSubmit} initialValues={initialValues}>
      <AddressFields countries={countries} validators={validators} onCancel={onCancel} />
    </ShopForm>
  )
}
