// Everything the seeder needs, in the shapes of data/types.ts: the demo catalogue (data/index.ts) and the
// small test fixture (server/test/fixture.ts) both provide one.
import type {
  SeedAttributeGroup,
  SeedBrand,
  SeedCarrier,
  SeedCategory,
  SeedCmsPage,
  SeedCountry,
  SeedCustomer,
  SeedProduct,
  SeedPudo,
  SeedReview,
  SeedReviewCriterion,
  SeedVoucher,
} from './data/types'

export interface SeedData {
  categories: SeedCategory[]
  brands: SeedBrand[]
  attributeGroups: SeedAttributeGroup[]
  products: SeedProduct[]
  cmsPages: SeedCmsPage[]
  reviewCriteria: SeedReviewCriterion[]
  reviews: SeedReview[]
  countries: SeedCountry[]
  carriers: SeedCarrier[]
  pudos: SeedPudo[]
  vouchers: SeedVoucher[]
  customers: SeedCustomer[]
}
