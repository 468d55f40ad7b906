// Country (grouped by shipping zone), then the fields whose rules depend on it: postcode with the country's
// pattern, city, and the state or province where the country has them (required where it needs one).
import Stack from '@mui/material/Stack'
import { useEffect, useRef } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { compose, rules, TextInput, type Validator } from '@/shared/forms'
import { addressFieldMessages as m } from '../../messages/address'
import type { Countries, Country } from '../../model/types'
import { SelectInput } from '../fields/SelectInput'

interface Props {
  countries: Countries
  country: Country | undefined
  validators: { country: Validator; postcode: Validator; state: Validator }
}

/** A state chosen for one country means nothing for another: clear it when the country changes. */
function useClearStateOnCountryChange(countryId: number | undefined) {
  const state = useField<string>('state', { subscription: {} }).input
  const previous = useRef(countryId)
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== countryId) state.onChange('')
    previous.current = countryId
  }, [countryId, state])
}

export function CountryFields({ countries, country, validators }: Props) {
  const intl = useIntl()
  useClearStateOnCountryChange(country?.id)
  const groups = countries.groups.map((g) => ({ label: g.name, options: g.countries.map((c) => ({ value: String(c.id), label: c.name })) }))
  const options = groups.length === 1 && !groups[0]?.label ? (groups[0]?.options ?? []) : groups
  const zipHint = country?.zipExample ? intl.formatMessage(m.zipExample, { example: country.zipExample }) : undefined
  return (
    <>
      <SelectInput
        name="id_country"
        autoComplete="country"
        label={intl.formatMessage(m.country)}
        placeholder={intl.formatMessage(m.chooseCountry)}
        options={options}
        validate={validators.country}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="postcode"
          autoComplete="postal-code"
          label={intl.formatMessage(m.postcode)}
          helperText={zipHint}
          validate={validators.postcode}
          slotProps={{ htmlInput: { maxLength: 12 } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
        <TextInput name="city" autoComplete="address-level2" label={intl.formatMessage(m.city)} validate={compose(rules.required())} slotProps={{ htmlInput: { maxLength: 64 } }} />
      </Stack>
      {country && country.states.length > 0 ? (
        <SelectInput
          name="state"
          autoComplete="address-level1"
          label={intl.formatMessage(m.state)}
          placeholder={intl.formatMessage(m.chooseState)}
          options={country.states.map((s) => ({ value: s.iso, label: s.name }))}
          validate={validators.state}
        />
      ) : null}
    </>
  )
}
