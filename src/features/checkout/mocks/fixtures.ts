// psdata of the checkout calls as the reference API sends them: addresses, the reference shop's carriers with their
// prices per shipping zone (server/db/seed/data/carriers.ts), collection points in Milan and Rome, and the whole
// checkout built from a state (handlers.ts keeps that state).
import { roundCents } from '@contract/money'
import type { PsAddress, PsAddressInput } from '@/shared/address'
import type { PsCartLine } from '@/shared/cart'
import { cartFixture } from '@/shared/cart/mocks/fixtures'
import { countriesFixture } from '@/shared/address/mocks/fixtures'
import type { PsCarrier, PsCheckout, PsPudo } from '../api/dto'

function formatted(
  a: Pick<PsAddress, 'firstname' | 'lastname' | 'company' | 'address1' | 'house_number' | 'address2' | 'postcode' | 'city' | 'state' | 'country'>,
) {
  return [
    `${a.firstname} ${a.lastname}`.trim(),
    a.company,
    [a.address1, a.house_number].filter(Boolean).join(' '),
    a.address2,
    [a.postcode, a.city, a.state].filter(Boolean).join(' '),
    a.country,
  ].filter(Boolean)
}

export function addressFixture(overrides: Partial<PsAddress> = {}): PsAddress {
  const address: PsAddress = {
    id_address: 11,
    alias: 'Home',
    company: '',
    firstname: 'Giulia',
    lastname: 'Romano',
    address1: 'Via Roma',
    house_number: '1',
    address2: '',
    postcode: '20121',
    city: 'Milano',
    state: 'MI',
    state_name: 'Milano',
    id_country: 1,
    country: 'Italy',
    country_iso: 'IT',
    phone: '',
    vat_number: '',
    tax_code: '',
    pec: '',
    sdi: '',
    address_type: 'shipping',
    is_default: true,
    ...overrides,
  }
  return { ...address, formatted: overrides.formatted ?? formatted(address) }
}

/** A typed address as the API stores it (country names and ISO codes from the countries fixture). */
export function storedAddress(id: number, input: PsAddressInput): PsAddress {
  const country = countriesFixture.countries.find((c) => c.id_country === input.id_country)
  return addressFixture({
    ...input,
    id_address: id,
    alias: input.alias || 'Address',
    state_name: country?.states.find((s) => s.iso_code === input.state)?.name ?? null,
    country: country?.name ?? '',
    country_iso: country?.iso_code ?? '',
    formatted: undefined,
  })
}

export const zoneOf = (countryIso: string) => countriesFixture.countries.find((c) => c.iso_code === countryIso)?.zone ?? 'WORLD'

interface FixtureCarrier {
  id: number
  name: string
  delay: string
  pickup: boolean
  prices: Record<string, number>
  /** Working days in transit per zone; a zone without them has none (the carrier's words are shown). */
  days: Record<string, [number, number]>
  freeShipping: boolean
}

export const CARRIERS: FixtureCarrier[] = [
  {
    id: 1,
    name: 'ParcelLine Standard',
    delay: 'Standard courier, 2–3 working days in Italy, 3–6 in Europe',
    pickup: false,
    prices: { IT: 6.9, EU: 9.9, EUROPE_NON_EU: 14.9, WORLD: 29.9 },
    days: { IT: [2, 3], EU: [3, 6], EUROPE_NON_EU: [3, 6], WORLD: [6, 12] },
    freeShipping: true,
  },
  {
    id: 2,
    name: 'ParcelLine Express',
    delay: 'Express courier, next working day in Italy, 1–2 days in Europe',
    pickup: false,
    prices: { IT: 12.9, EU: 19.9, EUROPE_NON_EU: 29.9 },
    days: { IT: [1, 1], EU: [1, 2], EUROPE_NON_EU: [1, 2] },
    freeShipping: false,
  },
  {
    id: 3,
    name: 'PuntoRitiro',
    delay: 'Collection point or parcel locker near you, 3–5 working days',
    pickup: true,
    prices: { IT: 3.9, EU: 5.9 },
    days: { IT: [3, 5], EU: [3, 5] },
    freeShipping: true,
  },
  {
    id: 4,
    name: 'GlobeMail Economy',
    delay: 'International economy, 7–15 working days',
    pickup: false,
    prices: { EU: 7.9, EUROPE_NON_EU: 11.9, WORLD: 19.9 },
    days: { EU: [7, 15], EUROPE_NON_EU: [7, 15] },
    freeShipping: false,
  },
]

/** The carriers serving a country, priced for the bag (free to Italy from 150 EUR with the carriers taking part). */
export function carriersFor(countryIso: string, products: number): PsCarrier[] {
  const zone = zoneOf(countryIso)
  return CARRIERS.filter((c) => c.prices[zone] !== undefined).map((c) => {
    const free = c.freeShipping && countryIso === 'IT' && products >= 150
    const days = c.days[zone]
    return {
      id_carrier: c.id,
      name: c.name,
      delay: c.delay,
      delivery_days: days ? { min: days[0], max: days[1] } : null,
      is_pickup: c.pickup,
      price: free ? 0 : c.prices[zone]!,
      is_free: free,
    }
  })
}

const pudo = (id_pudo: number, name: string, city: string, postcode: string, address: string, latitude: number, longitude: number, hours: string): PsPudo => ({
  id_pudo,
  name,
  address,
  postcode,
  city,
  country_iso: 'IT',
  latitude,
  longitude,
  opening_hours: hours,
  distance_km: null,
})

export const PUDOS: PsPudo[] = [
  pudo(1, 'Edicola Porta Venezia', 'Milano', '20124', 'Corso Buenos Aires 45', 45.4781, 9.2105, 'Mon–Sat 8:00–20:00'),
  pudo(2, 'Cartoleria Brera', 'Milano', '20121', 'Via Solferino 22', 45.4764, 9.1867, 'Mon–Fri 9:00–13:00 and 15:30–19:30, Sat 9:00–13:00'),
  pudo(3, 'Locker Stazione Centrale', 'Milano', '20124', 'Piazza Duca d’Aosta 1', 45.4854, 9.203, 'Open 24/7'),
  pudo(7, 'Tabacchi Prati', 'Roma', '00192', 'Via Cola di Rienzo 180', 41.907, 12.464, 'Every day 7:00–22:00'),
  pudo(8, 'Edicola Trastevere', 'Roma', '00153', 'Viale di Trastevere 62', 41.884, 12.4705, 'Mon–Sat 8:00–20:00'),
]

function km(a: PsPudo, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10
}

/** Like the API: the points matching the postcode or city give the centre, every point comes back nearest first. */
export function findPudos(countryIso: string, postcode?: string, city?: string) {
  const rows = PUDOS.filter((p) => p.country_iso === countryIso)
  const anchors = rows.filter((p) => (postcode && p.postcode === postcode) || (city && p.city.toLowerCase() === city.toLowerCase()))
  if (!anchors.length) return { country_iso: countryIso, located: false, pudos: rows }
  const centre = {
    latitude: anchors.reduce((s, p) => s + p.latitude, 0) / anchors.length,
    longitude: anchors.reduce((s, p) => s + p.longitude, 0) / anchors.length,
  }
  const pudos = rows.map((p) => ({ ...p, distance_km: km(p, centre) })).sort((a, b) => a.distance_km - b.distance_km)
  return { country_iso: countryIso, located: true, pudos }
}

export interface CheckoutFixtureState {
  items: PsCartLine[]
  /** Stock problems of the cart as the API sends them (`errors` and, with their codes, `problems`). */
  stockProblems: { code: string; message: string; params?: Record<string, string | number> }[]
  customer: PsCheckout['customer']
  book: PsAddress[]
  delivery: PsAddress | null
  /** null: the invoice goes to the delivery address. */
  invoice: PsAddress | null
  carrierId: number | null
  pudoId: number | null
  message: string | null
}

export const GATEWAYS: PsCheckout['gateways'] = [
  { id: 'CREDITCARD', name: 'Credit card', kind: 'card', instalments: true, test_cards: { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } },
  { id: 'PAYPAL', name: 'PayPal', kind: 'redirect', instalments: false },
]

export function checkoutFixture(s: CheckoutFixtureState): PsCheckout {
  const products = roundCents(s.items.reduce((sum, i) => sum + i.price * i.quantity, 0))
  const count = s.items.reduce((sum, i) => sum + i.quantity, 0)
  const carriers = s.delivery ? carriersFor(s.delivery.country_iso, products) : []
  const carrier = carriers.find((c) => c.id_carrier === s.carrierId) ?? null
  const shipping = carrier ? carrier.price : null
  const total = roundCents(products + (shipping ?? 0))
  const totals = {
    products,
    products_regular: products,
    discounts: 0,
    shipping,
    points: 0,
    vat_exempt: 0,
    tax: roundCents(total - total / 1.22),
    total,
    duties_excluded: false,
  }
  const missing: string[] = []
  if (!count) missing.push('cart')
  if (s.stockProblems.length) missing.push('stock')
  if (!s.customer) missing.push('email')
  if (!s.delivery) missing.push('delivery_address')
  if (!carrier) missing.push('carrier')
  else if (carrier.is_pickup && s.pudoId === null) missing.push('pudo')
  const pudo = s.pudoId !== null ? (PUDOS.find((p) => p.id_pudo === s.pudoId) ?? null) : null
  return {
    cart: {
      ...cartFixture(s.items),
      errors: s.stockProblems.map((p) => p.message),
      problems: s.stockProblems,
      totals: { ...totals, products_regular: cartFixture(s.items).totals.products_regular },
    },
    customer: s.customer,
    addresses: { delivery: s.delivery, invoice: s.invoice ?? s.delivery, invoice_same_as_delivery: s.invoice === null },
    address_book: s.customer && !s.customer.is_guest ? s.book : [],
    carriers,
    id_carrier: carrier?.id_carrier ?? null,
    carrier,
    pudo,
    delivery_message: s.message,
    points: { balance: 0, used: 0, value: 0, point_value: 0.05, max_usable: 0 },
    gateways: GATEWAYS,
    totals,
    ready: missing.length === 0,
    missing,
  }
}
