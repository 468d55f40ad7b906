// psdata → domain for addresses and countries, and the form's values → request. Pure functions; a contract change
// stops here.
import type { PsAddress, PsAddressInput, PsCountries, PsCountry, PsStoredAddress } from './dto'
import type { Address, AddressFormValues, Countries, Country } from './model/types'

function mapCountry(c: PsCountry): Country {
  return {
    id: c.id_country,
    iso: c.iso_code,
    name: c.name,
    isEu: c.is_eu,
    needsZip: c.needs_zip && Boolean(c.zip_pattern),
    zipPattern: c.zip_pattern,
    zipExample: c.zip_example,
    needsState: c.needs_state,
    states: (c.states ?? []).map((s) => ({ iso: s.iso_code, name: s.name })),
    vatPrefix: c.vat_prefix,
  }
}

export function mapCountries(p: PsCountries): Countries {
  const list = p.countries.map(mapCountry)
  const byIso = new Map(list.map((c) => [c.iso, c]))
  const groups = (p.groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    countries: g.countries.flatMap((iso) => byIso.get(iso) ?? []),
  }))
  return { list, groups: groups.length ? groups : [{ id: 'all', name: '', countries: list }] }
}

/** Printable lines of an address; built from the fields when the back end sent none. */
export function addressLines(a: PsStoredAddress): string[] {
  if (a.formatted?.length) return a.formatted
  const street = [a.address1, a.house_number].filter(Boolean).join(' ')
  return [
    [a.firstname, a.lastname].filter(Boolean).join(' '),
    a.company,
    street,
    a.address2,
    [a.postcode, a.city, a.state ?? a.state_iso].filter(Boolean).join(' '),
    a.country,
  ].filter((line): line is string => Boolean(line))
}

export function mapAddress(a: PsAddress): Address {
  return {
    id: a.id_address,
    alias: a.alias,
    company: a.company,
    firstName: a.firstname,
    lastName: a.lastname,
    street: a.address1,
    houseNumber: a.house_number,
    address2: a.address2,
    postcode: a.postcode,
    city: a.city,
    stateIso: a.state,
    countryId: a.id_country,
    countryIso: a.country_iso,
    phone: a.phone,
    vatNumber: a.vat_number,
    taxCode: a.tax_code,
    pec: a.pec,
    sdi: a.sdi,
    type: a.address_type,
    isDefault: a.is_default,
    lines: addressLines(a),
  }
}

/** The address form's values as the createAddress / updateAddress payload. */
export function toAddressInput(v: AddressFormValues, country: Country | undefined): PsAddressInput {
  const t = (s: string | undefined) => (s ?? '').trim()
  const italian = country?.iso === 'IT'
  return {
    alias: t(v.alias),
    company: t(v.company),
    firstname: t(v.firstname),
    lastname: t(v.lastname),
    address1: t(v.address1),
    house_number: t(v.house_number),
    address2: t(v.address2),
    postcode: t(v.postcode).toUpperCase(),
    city: t(v.city),
    state: country?.states.length && v.state ? v.state : null,
    id_country: Number(v.id_country),
    phone: t(v.phone),
    // Fields that do not apply to the chosen country are not sent, even if typed before the country changed.
    vat_number: country?.vatPrefix ? t(v.vat_number).toUpperCase() : '',
    tax_code: italian ? t(v.tax_code).toUpperCase() : '',
    pec: italian ? t(v.pec).toLowerCase() : '',
    sdi: italian ? t(v.sdi).toUpperCase() : '',
    address_type: v.address_type,
    is_default: Boolean(v.is_default),
  }
}
