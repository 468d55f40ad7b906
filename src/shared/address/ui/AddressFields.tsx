// The fields of one address, for the address book and the checkout. Field names are the form's (AddressFormValues);
// the caller's form builds the request with toAddressInput. Only the fields reading the country render again when
// it changes; each field renders again only for its own value.
import Stack from '@mui/material/Stack'
import { useMemo } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { CheckboxInput, nameMessages, nameRule, rules, SelectInput, TextInput } from '@/shared/forms'
import { addressFieldMessages as m } from '../messages'
import { addressRules } from '../model/addressRules'
import type { AddressType, Countries } from '../model/types'
import { Address2Field } from './Address2Field'
import { CountryFields } from './CountryFields'
import { fieldAttributes, useFieldLabel } from './fieldProps'
import { TaxFields } from './TaxFields'

export interface AddressFieldsProps {
  countries: Countries
  /** Which of a page's addresses this is: scopes ids and autofill tokens ("shipping postal-code"). */
  section?: AddressType
  /**
   * 'book': every field, with the address's name, type and default flag. 'checkout': the checkout decides those
   * (give the form's `address_type` as the section), and the tax fields show for the billing address only.
   */
  variant: 'book' | 'checkout'
}

const required = rules.required()
const ROW = { xs: 'column', sm: 'row' } as const

export function AddressFields({ countries, section, variant }: AddressFieldsProps) {
  const intl = useIntl()
  const labelOf = useFieldLabel()
  const attrs = fieldAttributes(section)
  const validators = useMemo(() => addressRules(countries.list), [countries])
  const countryId = useField<string>('id_country', { subscription: { value: true } }).input.value
  const country = countries.list.find((c) => String(c.id) === countryId)
  const book = variant === 'book'
  return (
    <Stack spacing={2}>
      {book ? <TextInput {...attrs('alias')} {...labelOf(m.alias, false)} slotProps={{ htmlInput: { maxLength: 32 } }} /> : null}
      <Stack direction={ROW} spacing={2}>
        <TextInput
          {...attrs('firstname', 'given-name')}
          {...labelOf(nameMessages.firstName, true)}
          validate={nameRule}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <TextInput
          {...attrs('lastname', 'family-name')}
          {...labelOf(nameMessages.lastName, true)}
          validate={nameRule}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
      </Stack>
      <TextInput {...attrs('company', 'organization')} {...labelOf(m.company, false)} slotProps={{ htmlInput: { maxLength: 64 } }} />
      <Stack direction={ROW} spacing={2}>
        <TextInput {...attrs('address1', 'address-line1')} {...labelOf(m.street, true)} validate={required} slotProps={{ htmlInput: { maxLength: 128 } }} />
        <TextInput {...attrs('house_number')} {...labelOf(m.houseNumber, false)} slotProps={{ htmlInput: { maxLength: 16 } }} sx={{ maxWidth: { sm: 220 } }} />
      </Stack>
      <Address2Field attributes={attrs('address2', 'address-line2')} label={labelOf(m.address2, false).label} />
      <CountryFields countries={countries} country={country} validators={validators} attributesOf={attrs} />
      <TextInput
        {...attrs('phone', 'tel')}
        {...labelOf(m.phone, false)}
        type="tel"
        validate={validators.phone}
        slotProps={{ htmlInput: { maxLength: 32, inputMode: 'tel' } }}
      />
      {book ? (
        <SelectInput
          {...attrs('address_type')}
          label={intl.formatMessage(m.type)}
          options={[
            { value: 'shipping', label: intl.formatMessage(m.typeShipping) },
            { value: 'billing', label: intl.formatMessage(m.typeBilling) },
          ]}
        />
      ) : null}
      {book || section === 'billing' ? <TaxFields country={country} validators={validators} attributesOf={attrs} /> : null}
      {book ? <CheckboxInput name="is_default" label={intl.formatMessage(m.isDefault)} /> : null}
    </Stack>
  )
}
