// The demo catalogue's source data, re-exported in one place for the seeder.
// server/db/seed/demo.ts loads this module and uses `seedData` (or the default export).
import type { SeedData } from '../seedData'
import { attributeGroups } from './attributes'
import { brands } from './brands'
import { carriers } from './carriers'
import { categories } from './categories'
import { cmsPages } from './cms'
import { countries } from './countries'
import { customers } from './customers'
import { products } from './products'
import { pudos } from './pudos'
import { reviewCriteria, reviews } from './reviews'
import { vouchers } from './vouchers'

export * from './types'
export { attributeGroups, ALL_HELMET_SIZES, ALL_SIZES, BED, CAPACITY, COLOURS, GROUP, HELMET, SIZE, shoe, shoeRange } from './attributes'
export { brands } from './brands'
export { carriers } from './carriers'
export { categories } from './categories'
export { cmsPages } from './cms'
export { countries } from './countries'
export { customers, DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from './customers'
export { INJECTION_PRODUCT_IDS, products } from './products'
export { pudos } from './pudos'
export { reviewCriteria, reviews } from './reviews'
export { vouchers } from './vouchers'

/** Brand whose products ship free to Italy from 100 EUR (spec §9). */
export const FREE_SHIPPING_BRAND_ID = 1
/** CMS page whose content carries the three injection attempts (script, img onerror, javascript: link). */
export const INJECTION_CMS_PAGE_ID = 1
/** The storefront's "recommended" call asks for this category (spec §7). */
export const RECOMMENDED_CATEGORY_ID = 10

/** Everything in one object, in the shape the seeder expects. customers[0] is the demo customer. */
export const seedData: SeedData = {
  categories,
  brands,
  attributeGroups,
  products,
  cmsPages,
  reviewCriteria,
  reviews,
  countries,
  carriers,
  pudos,
  vouchers,
  customers,
}

export default seedData
