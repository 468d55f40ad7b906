// The address form's values: from a saved address (edit) or from defaults (new: the customer's name, the shop's
// usual country, and the type the caller wants — the checkout asks for the section it fills).
import type { Address, AddressFormValues, AddressType } from './types'

interface Defaults {
  firstName?: string
  lastName?: string
  countryId?: number
  type?: AddressType
}

/** Every field of the form, for landing the API's field errors on them. */
export const ADDRESS_FIELDS: readonly (keyof AddressFormValues)[] = [
  'alias',
  'company',
  'firstname',
  'lastname',
  'address1',
  'house_number',
  'address2',
  'postcode',
  'city',
  'state',
  'id_country',
  'phone',
  'vat_number',
  'tax_code',
  'pec',
  'sdi',
  'address_type',
  'is_default',
]

export function addressFormValues(address: Address | null, defaults: Defaults): AddressFormValues {
  if (!address) {
    return {
      alias: '',
      company: '',
      firstname: defaults.firstName ?? '',
      lastname: defaults.lastName ?? '',
      address1: '',
      house_number: '',
      address2: '',
      postcode: '',
      city: '',
      state: '',
      id_country: defaults.countryId ? String(defaults.countryId) : '',
      phone: '',
      vat_number: '',
      tax_code: '',
      pec: '',
      sdi: '',
      address_type: defaults.type ?? 'shipping',
      is_default: false,
    }
  }
  return {
    alias: address.alias,
    company: address.company,
    firstname: address.firstName,
    lastname: address.lastName,
    address1: address.street,
    house_number: address.houseNumber,
    address2: address.address2,
    postcode: address.postcode,
    city: address.city,
    state: address.stateIso ?? '',
    id_country: String(address.countryId),
    phone: address.phone,
    vat_number: address.vatNumber,
    tax_code: address.taxCode,
    pec: address.pec,
    sdi: address.sdi,
    address_type: address.type,
    is_default: address.isDefault,
  }
}
