// The shape of the demo catalogue's source data. The data files in this folder are written per language by hand;
// the seeder (server/db/seed) turns them into rows, images and combinations.
import { LOCALES, type Locale } from '@contract/locales'

export const LANGS = LOCALES
export type Lang = Locale
/** A text written in each of the shop's languages (never an English copy). */
export type I18n = Record<Lang, string>

export interface SeedCategory {
  id: number
  parentId: number | null // null = top level (under the root)
  position: number
  name: I18n
  slug: I18n // link_rewrite per language, lowercase ascii, hyphens
  description: I18n // HTML
  metaDescription: I18n
}

export interface SeedBrand {
  id: number
  name: string
  slug: string
  description: I18n // HTML
  /** Free shipping to Italy starts at this order total for this brand's products (spec §9: 100 EUR for one brand). */
  freeShippingFrom?: number
  logoColor: string // hex, used to draw the generated logo
}

export interface SeedAttribute {
  id: number
  name: I18n
  color?: string // hex for colour groups
}

export interface SeedAttributeGroup {
  id: number
  type: 'select' | 'radio' | 'color'
  name: I18n
  attributes: SeedAttribute[]
}

/** A product family: the seeder expands it into products by crossing `variants` (e.g. one per colourway or model). */
export interface SeedProduct {
  id: number
  reference: string // SKU, unique
  categoryId: number // the deepest category; products also belong to its ancestors
  brandId: number
  name: I18n
  slug: I18n
  descriptionShort: I18n // HTML, one or two sentences
  description: I18n // HTML, several paragraphs / lists
  price: number // EUR, tax included
  discount?: { type: 'percentage' | 'amount'; value: number } // percentage 0-100 or EUR amount
  quantity: number // stock when the product has no combinations; 0 = out of stock
  preorder?: { availableDate: string } // ISO date; orderable while out of stock
  /** Attribute group ids the combinations are built from, e.g. [1 (size), 2 (colour)]. */
  groups?: number[]
  /** Explicit combinations (attribute ids, one per group); stock 0 = out of stock; missing crossings do not exist. */
  combinations?: { attributes: number[]; quantity: number; priceImpact?: number }[]
  sizeGuide?: boolean
  manual?: boolean // a PDF manual is generated for it
  related?: number[] // product ids
  palette: string[] // 2-3 hex colours that make its generated images distinct
  imageCount: number // 1-4
  features?: { name: I18n; value: I18n }[]
  dateAdd: string // ISO date
  sales: number // for bestsellers/popularity
  weight?: number // kg
}

export interface SeedCmsPage {
  id: number
  slug: I18n
  title: I18n
  content: I18n // HTML
  metaDescription: I18n
}

export interface SeedReview {
  productId: number
  customerEmail: string
  title: string
  content: string
  lang: Lang
  rating: number // 1-5 main rating
  criteria: Record<string, number> // criterion key (quality, fit, value) -> 1-5
  dateAdd: string
}

// ---------------------------------------------------------------------------------------------------------------
// Added for the shop's reference data (countries, carriers, collection points, vouchers, customers, review criteria).

/** Shipping zone a country belongs to; carriers price per zone. */
export type SeedZone = 'IT' | 'EU' | 'EUROPE_NON_EU' | 'WORLD'

export interface SeedCountry {
  iso: string // ISO 3166-1 alpha-2
  name: I18n
  eu: boolean
  zone: SeedZone
  /** Regex source, anchored (^…$); null when the country has no postcodes. */
  zipPattern: string | null
  zipExample: string | null
  needsState: boolean
  states?: { iso: string; name: string }[]
  /** VIES prefix for EU VAT numbers (note: Greece is EL, not GR). */
  vatPrefix?: string
  callingCode: string // e.g. '+39'
}

export interface SeedCarrier {
  id: number
  key: string
  name: string
  delay: I18n
  pickup: boolean // delivers to a collection point (see pudos)
  /** One row per zone served (price, and working days in transit); no row = the carrier does not ship to that zone. */
  prices: { zone: SeedZone; price: number; days: [min: number, max: number] }[]
  /** Whether the free-shipping threshold (150 EUR to Italy, 100 EUR for one brand) applies to this carrier. */
  freeShippingApplies: boolean
}

export interface SeedPudo {
  id: number
  name: string
  countryIso: string
  city: string
  postcode: string
  address: string
  lat: number
  lon: number
  openingHours: I18n
}

export interface SeedVoucher {
  code: string
  name: I18n
  type: 'percentage' | 'amount' | 'free_shipping'
  value: number // percentage 0-100, EUR amount, or 0 for free shipping
  minAmount: number // minimum cart total (EUR, tax incl.); 0 = none
  validFrom: string // ISO date
  validTo: string // ISO date
  active: boolean
}

export interface SeedCustomerAddress {
  alias: string
  firstname: string
  lastname: string
  company?: string
  address1: string
  houseNumber?: string
  address2?: string
  postcode: string
  city: string
  stateIso?: string // e.g. 'MI' for an Italian province
  countryIso: string
  phone: string
  vatNumber?: string
  taxCode?: string // Italian codice fiscale
  pec?: string // Italian certified e-mail for e-invoicing
  sdi?: string // Italian SDI recipient code
  type: 'shipping' | 'billing'
  isDefault: boolean
}

export interface SeedCustomer {
  email: string
  password: string
  firstname: string
  lastname: string
  gender: 'm' | 'f' | null
  lang: Lang
  newsletter: boolean
  addresses: SeedCustomerAddress[]
}

export interface SeedReviewCriterion {
  key: string // 'quality' | 'fit' | 'value'
  name: I18n
}
