// Countries (with address rules and zone groups), carriers with their price for the cart, and collection points.
import { Countries, Country } from '@contract/api/address'
import { CarrierChoices } from '@contract/api/cart'
import { Pudos } from '@contract/api/checkout'
import { call } from '../http/calls'
import { invalid, notFound } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { id, int, obj, str } from '@contract/schema'
import { currentCart } from '../services/cart/cart'
import { carrierChoices } from '../services/checkout/checkout'
import { countryDestination } from '../services/checkout/destination'
import { pricingContext } from '../services/checkout/summary'
import { countryGroups, countryList, findCountry } from '../services/geo/countries'
import { findPudos } from '../services/geo/pudos'
import type { Destination } from '../services/checkout/totals'

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
    const cart = await currentCart(shop.db, session)
    // The cart's destination; or the country asked; or Italy, the shop's home market, before any address.
    let override: Destination | undefined
    if (body.country_iso) {
      override = (await countryDestination(shop.db, body.country_iso.toUpperCase())) ?? undefined
      if (!override) throw notFound('country.not_found')
    }
    let ctx = await pricingContext(shop.db, lang, cart, override)
    if (!ctx.destination) ctx = await pricingContext(shop.db, lang, cart, (await countryDestination(shop.db, 'IT')) ?? undefined)
    return { psdata: { country_iso: ctx.destination?.country_iso ?? null, carriers: carrierChoices(ctx) } }
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
