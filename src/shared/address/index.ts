/** One address for the address book and the checkout: the fields (AddressFields) with the countries' rules, the
 * countries call, the domain types, and the mapping between psdata, the form's values and the request. */
export { AddressFields, type AddressFieldsProps } from './ui/AddressFields'
export { useGetCountriesQuery } from './api'
export { mapAddress, mapCountries, toAddressInput, addressLines } from './map'
export type { PsAddress, PsAddressInput, PsCountries, PsCountry, PsState, PsStoredAddress } from './dto'
export { addressRules, countryOf } from './model/addressRules'
export { addressFormValues, ADDRESS_FIELDS } from './model/addressFormValues'
export { addressFieldMessages, addressRuleMessages } from './messages'
export type { Address, AddressFormValues, AddressType, Countries, Country, CountryGroup, CountrySummary } from './model/types'
