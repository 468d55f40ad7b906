// Raw psdata of addresses and countries, as the reference API (server/routes/{account,geo,checkout}.ts) sends them.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Address, AddressInput, Countries, Country, State, StoredAddress } from '@contract/api/address'

export type PsState = State
export type PsCountry = Country
export type PsCountries = Countries
export type PsAddress = Address
export type PsStoredAddress = StoredAddress
export type PsAddressInput = AddressInput
