// Payload schemas shared by several calls.
import { bool, id, nullable, obj, oneOf, str, text } from '@contract/schema'

export const addressFields = {
  alias: str(32),
  company: str(64),
  firstname: text(64),
  lastname: text(64),
  address1: text(128),
  house_number: str(16),
  address2: str(128),
  postcode: str(12),
  city: text(64),
  state: nullable(str(8)),
  id_country: id(),
  country_iso: str(2, 2, { pattern: '^[A-Za-z]{2}$' }),
  phone: str(32),
  vat_number: str(32),
  tax_code: str(16),
  pec: str(255),
  sdi: str(7),
  address_type: oneOf(['shipping', 'billing']),
  is_default: bool(),
}

export const ADDRESS_REQUIRED = ['firstname', 'lastname', 'address1', 'city'] as const

export const addressSchema = () => obj(addressFields, ADDRESS_REQUIRED)
