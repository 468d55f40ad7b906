// The address form's values: from a saved address (edit) or from defaults (new: the customer's name, the shop's
// usual country).
import type { AddressFormValues } from './addressRules'
import type { Address } from './types'

export function addressFormValues(address: Address | null, defaults: { firstName?: string; lastName?: string; countryId?: number }): AddressFormValues {
  if (!address) {
    return {
      alias: '', company: '', firstname: defaults.firstName ?? '', lastname: defaults.lastName ?? '', address1: '', house_number: '',
      address2: '', postcode: '', city: '', state: '', id_country: defaults.countryId ? String(defaults.countryId) : '', phone: '',
      vat_number: '', tax_code: '', pec: '', sdi: '', address_type: 'shipping', is_default: false,
    }
  }
  return {
    alias: address.alias, company: address.company, firstname: address.firstName, lastname: address.lastName, address1: address.street,
    house_number: address.houseNumber, address2: address.address2, postcode: address.postcode, city: address.city,
    state: address.stateIso ?? '', id_country: String(address.countryId), phone: address.phone, vat_number: address.vatNumber,
    tax_code: address.taxCode, pec: address.pec, sdi: address.sdi, address_type: address.type, is_default: address.isDefault,
  }
}
