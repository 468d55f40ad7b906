// Country (grouped by shipping zone), then the fields whose rules depend on it: postcode with the country's
// pattern, city, and the state or province where the country has them (required where it needs one).
import Stack from '@mui/material/Stack'
import { useEffect, useRef } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { rules, SelectInput, TextInput, type Validator } from '@/shared/forms'
import { addressFieldMessages as m } from '../messages'
import type { Countries, Country } from '../model/types'
import { useFieldLabel, type AttributesOf } from './fieldProps'

interface Props {
  countries: Countries
  country: Country | undefined
  validators: { country: Validator; postcode: Validator; state: Validator }
  attributesOf: AttributesOf
}

const required = rules.required()

/** A state chosen for one country means nothing for another: clear it when the country changes. */
function useClearStateOnCountryChange(countryId: number | undefined) {
  const state = useField<string>('state', { subscription: {} }).input
  const previous = useRef(countryId)
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== countryId) state.onChange('')
    previous.current = countryId
  }, [countryId, state])
}

export function CountryFields({ countries, country, validators, attributesOf: attrs }: Props) {
  const intl = useIntl()
  const labelOf = useFieldLabel()
  useClearStateOnCountryChange(country?.id)
  const groups = countries.groups.map((g) => ({ label: g.name, options: g.countries.map((c) => ({ value: String(c.id), label: c.name })) }))
  const options = groups.length === 1 && !groups[0]?.label ? (groups[0]?.options ?? []) : groups
  const zipHint = country?.zipExample ? intl.formatMessage(m.zipExample, { example: country.zipExample }) : undefined
  return (
    <>
      <SelectInput
        {...attrs('id_country', 'country')}
        {...labelOf(m.country, true)}
        placeholder={intl.formatMessage(m.chooseCountry)}
        options={options}
        validate={validators.country}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...attrs('postcode', 'postal-code')}
          // Before a country is chosen most countries' rule applies: a postcode is expected.
          {...labelOf(m.postcode, country?.needsZip ?? true)}
          helperText={zipHint}
          validate={validators.postcode}
          slotProps={{ htmlInput: { maxLength: 12 } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
        <TextInput {...attrs('city', 'address-level2')} {...labelOf(m.city, true)} validate={required} slotProps={{ htmlInput: { maxLength: 64 } }} />
      </Stack>
      {country && country.states.length > 0 ? (
        <SelectInput
          {...attrs('state', 'address-level1')}
          {...labelOf(m.state, country.needsState)}
          placeholder={intl.formatMessage(m.chooseState)}
          options={country.states.map((s) => ({ value: s.iso, label: s.name }))}
          validate={validators.state}
        />
      ) : null}
    </>
  )
}
