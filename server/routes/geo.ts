// Countries (with address rules and zone groups), carriers with their price for the cart, and collection points.
import { Countries, Country } from '@contract/api/address'
import { CarrierChoices } from '@contract/api/cart'
import { Pudos } from '@contract/api/checkout'
import { call } from '../http/calls'
import { invalid, notFound } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { id, int, obj, str } from '@contract/schema'
import { carriersFor } from '../services/checkout/checkout'
import { countryGroups, countryList, findCountry } from '../services/geo/countries'
import { findPudos } from '../services/geo/pudos'

const iso2 = () => str(2, 2, { pattern: '^[A-Za-z]{2}$' })

const getCountries = call({
  name: 'getCountries',
  answer: Countries,
  cached: true,
  async handler({ shop, lang }) {
    const countries = await countryList(shop, lang)
    return { psdata: { countries, groups: countryGroups(countries, lang) } }
  },
})

const getCountry = call({
  name: 'getCountry',
  answer: Country,
  cached: true,
  body: obj({ iso_code: iso2(), id_country: id() }),
  async handler({ shop, lang, body }) {
    if (body.iso_code === undefined && body.id_country === undefined) throw invalid({ iso_code: fieldRefusal('field.required', 'iso_code') })
    const country = await findCountry(shop, lang, body)
    if (!country) throw notFound('country.not_found')
    return { psdata: country }
  },
})

const getCarriers = call({
  name: 'getCarriers',
  answer: CarrierChoices,
  body: obj({ country_iso: iso2() }),
  async handler({ shop, session, lang, body }) {
    return { psdata: await carriersFor(shop.db, lang, session, body.country_iso) }
  },
})

const getPudos = call({
  name: 'getPudos',
  answer: Pudos,
  body: obj({ country_iso: iso2(), postcode: str(12), city: str(64), limit: int(1, 50) }),
  async handler({ shop, lang, body }) {
    return { psdata: await findPudos(shop.db, lang, body) }
  },
})

export const geoCalls = [getCountries, getCountry, getCarriers, getPudos]
