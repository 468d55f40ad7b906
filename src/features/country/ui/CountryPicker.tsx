// The shipping country picker (footer and mobile menu): the shop's countries grouped as the API groups them
// (Italy, the EU, the rest of Europe, the world), the current one selected; the choice is remembered.
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import { useGetCountriesQuery } from '@/shared/address'
import { useLocale } from '@/shared/i18n/useLocale'
import { LabelledSelect } from '@/shared/ui/LabelledSelect'
import { countryMessages as m } from '../messages'
import { shippingCountryChosen } from '../model/countrySlice'
import type { ShippingDestination } from '../model/useShippingDestination'

export function CountryPicker({ current }: { current: ShippingDestination | null }) {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const { data } = useGetCountriesQuery(useLocale())
  if (!current) return null
  return (
    <LabelledSelect
      label={intl.formatMessage(m.pickerLabel)}
      value={current.iso}
      onChange={(iso) => dispatch(shippingCountryChosen(iso))}
      testId="country-picker"
    >
      {data ? (
        data.groups.map((group) => (
          <optgroup key={group.id} label={group.name}>
            {group.countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </optgroup>
        ))
      ) : (
        // Until the grouped list arrives, the current country (what the select shows).
        <option value={current.iso}>{current.name}</option>
      )}
    </LabelledSelect>
  )
}
