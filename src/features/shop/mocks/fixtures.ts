// psdata of the shop-wide calls as the reference API sends them, with what the app does not read (held to the API's
// answers by src/test/contract).
import type { PsEnvelope } from '@/shared/api'
import { ALL_CAPABILITIES, type Capability } from '@/shared/capabilities'
import type { PsBootstrap, PsMenuNode } from '../api/dto'

type Settings = NonNullable<PsBootstrap['settings']>

/** bootstrap's psdata with the fields the app does not read. */
export type PsBootstrapAnswer = PsBootstrap & {
  settings: Settings & { currency: string; prices_include_tax: boolean; loyalty_point_value: number }
  languages: { iso_code: string; name: string }[]
  current_language: { iso_code: string; name: string }
  currencies: { currencies: { iso_code: string; name: string; sign: string }[]; current_currency: { iso_code: string; name: string; sign: string } }
  cms_pages: { id_cms: number; title: string; link_rewrite: string; url: string; role: 'terms' | 'privacy' | null }[]
  featuredProductsList: unknown[]
}

const node = (id: number, slug: string, label: string, depth: number, children: PsMenuNode[] = []): PsMenuNode & { current: boolean } => ({
  id,
  slug,
  type: 'category',
  label,
  url: `/en/${id}-${slug}`,
  depth,
  page_identifier: `category-${id}`,
  current: false,
  children,
})

const EUR = { iso_code: 'EUR', name: 'Euro', sign: '€' }

/** Delivery to the door per zone, as the reference API's demo shop answers it (cheapest first). */
export const HOME_DELIVERY = [
  {
    countries: ['IT'],
    carriers: [
      { name: 'ParcelLine Standard', price: 6.9, free_shipping_applies: true, delivery_days: { min: 2, max: 3 } },
      { name: 'ParcelLine Express', price: 12.9, free_shipping_applies: false, delivery_days: { min: 1, max: 1 } },
    ],
  },
  {
    countries: ['DE'],
    carriers: [
      { name: 'GlobeMail Economy', price: 7.9, free_shipping_applies: false, delivery_days: { min: 7, max: 15 } },
      { name: 'ParcelLine Standard', price: 9.9, free_shipping_applies: true, delivery_days: { min: 3, max: 6 } },
    ],
  },
  { countries: ['CH'], carriers: [{ name: 'GlobeMail Economy', price: 11.9, free_shipping_applies: false, delivery_days: { min: 7, max: 15 } }] },
  { countries: ['US'], carriers: [{ name: 'GlobeMail Economy', price: 19.9, free_shipping_applies: false, delivery_days: { min: 7, max: 15 } }] },
]

export function bootstrapFixture(overrides: Partial<Settings> = {}, extra: Partial<PsBootstrapAnswer> = {}): PsEnvelope<PsBootstrapAnswer> {
  return {
    success: true,
    code: 200,
    psdata: {
      settings: {
        maintenance_mode: false,
        theme: 'blue',
        shop_name: 'Ridgeline',
        currency: 'EUR',
        free_shipping: { country: 'IT', from: 150, brands: [{ id_manufacturer: 3, from: 75 }] },
        home_delivery: HOME_DELIVERY,
        instalments: { min: 30, max: 2000 },
        return_days: 14,
        returns: { country: 'IT', method: 'mail', free_countries: ['IT'], label_fee: 5.9 },
        same_as: [],
        prices_include_tax: true,
        loyalty_point_value: 0.05,
        ...overrides,
      },
      menuItems: [node(2, 'apparel', 'Apparel', 1, [node(10, 'clothing', 'Clothing', 2)]), node(3, 'motorcycle-accessories', 'Motorcycle accessories', 1)],
      languages: [
        { iso_code: 'en', name: 'English' },
        { iso_code: 'de', name: 'Deutsch' },
        { iso_code: 'it', name: 'Italiano' },
        { iso_code: 'es', name: 'Español' },
        { iso_code: 'fr', name: 'Français' },
      ],
      current_language: { iso_code: 'en', name: 'English' },
      currencies: { currencies: [EUR], current_currency: EUR },
      customer: null,
      cart_count: 0,
      detected_country: 'IT',
      countries: [
        { iso_code: 'IT', name: 'Italy', is_eu: true },
        { iso_code: 'DE', name: 'Germany', is_eu: true },
        { iso_code: 'CH', name: 'Switzerland', is_eu: false },
        { iso_code: 'US', name: 'United States', is_eu: false },
      ],
      cms_pages: [
        { id_cms: 1, title: 'About us', link_rewrite: 'about-us', url: '/en/about-us', role: null },
        { id_cms: 2, title: 'Terms and conditions', link_rewrite: 'terms', url: '/en/terms', role: 'terms' },
      ],
      featuredProductsList: [],
      capabilities: { ...ALL_CAPABILITIES },
      ...extra,
    },
  }
}

/** bootstrap of a back end that declares `capability` off (tests of the features it hides). */
export const bootstrapWithout = (capability: Capability, extra: Partial<PsBootstrapAnswer> = {}) =>
  bootstrapFixture({}, { ...extra, capabilities: { ...ALL_CAPABILITIES, [capability]: false } })
