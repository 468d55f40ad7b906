// Google's rich-result requirements for the structured data the shop's pages carry, written down from Google Search
// Central's structured-data documentation (search/docs/appearance/structured-data/…): for each rich-result type the
// REQUIRED properties (without them the page is not eligible) and the RECOMMENDED ones (the Rich Results Test
// warns), plus the value rules those pages state (absolute URLs, ISO codes, numbers, schema.org enumeration URLs).
// `checkRichResult` answers the errors and, separately, the recommended properties left out, so a test can hold
// the page to "no errors, and only the recommended properties the shop cannot know are missing".
//
// Sources (each page's "Structured data type definitions"):
// - Product, merchant listings: merchant-listing — Product: name, image, offers required; Offer: price (> 0) and
//   priceCurrency required, availability, itemCondition, shippingDetails, hasMerchantReturnPolicy recommended;
//   OfferShippingDetails with shippingDestination (DefinedRegion.addressCountry, ISO 3166-1 alpha-2), shippingRate
//   (MonetaryAmount value + currency) and deliveryTime (ShippingDeliveryTime: handlingTime and transitTime as
//   QuantitativeValue in days); MerchantReturnPolicy: applicableCountry and returnPolicyCategory required,
//   merchantReturnDays (for a finite window), returnMethod, returnFees, returnShippingFeesAmount (for
//   ReturnShippingFees) recommended.
// - Product snippets and review snippets: product-snippet, review-snippet — one of review, aggregateRating, offers;
//   AggregateRating: ratingValue and ratingCount or reviewCount required, bestRating/worstRating recommended;
//   Review: author (with a name under 100 characters) and reviewRating.ratingValue required, datePublished
//   recommended; Offer: priceValidUntil recommended ("if applicable").
// - Breadcrumb: breadcrumb — BreadcrumbList.itemListElement with at least two ListItems; ListItem: position and name
//   required, item (the crumb's URL) required except for the last crumb.
// - Carousel (summary page): carousel — ItemList.itemListElement; ListItem: position and url required, every url on
//   the same domain as the page.
// - Organization: organization — no required property; recommended: address, alternateName, contactPoint,
//   description, duns, email, foundingDate, globalLocationNumber, iso6523Code, legalName, leiCode, logo (an image
//   URL), naics, numberOfEmployees, sameAs, taxID, telephone, url, vatID.
// - Site name: site-names — WebSite: name and url required, alternateName recommended. (The sitelinks search box
//   that read WebSite.potentialAction is no longer shown by Google; the SearchAction is checked as schema.org
//   describes it: an EntryPoint urlTemplate with {search_term_string} and query-input "required
//   name=search_term_string".)

type Node = Record<string, unknown>

export type RichResultKind = 'product' | 'breadcrumb' | 'itemList' | 'organization' | 'webSite'

export interface RichResultReport {
  errors: string[]
  /** Recommended properties left out, as "Type.property". */
  missingRecommended: string[]
}

const SCHEMA = 'https://schema.org/'
const AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'SoldOut',
]
const CONDITION = ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition']
const RETURN_CATEGORY = ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow']
const RETURN_METHOD = ['ReturnByMail', 'ReturnInStore', 'ReturnAtKiosk']
const RETURN_FEES = ['FreeReturn', 'ReturnFeesCustomerResponsibility', 'ReturnShippingFees']
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

const PRODUCT_RECOMMENDED = [
  'aggregateRating',
  'audience',
  'brand',
  'color',
  'description',
  'gtin',
  'hasCertification',
  'inProductGroupWithID',
  'isVariantOf',
  'material',
  'mpn',
  'pattern',
  'review',
  'size',
  'sku',
  'subjectOf',
]
const GTINS = ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'isbn']
const OFFER_RECOMMENDED = ['availability', 'hasMerchantReturnPolicy', 'itemCondition', 'shippingDetails', 'priceValidUntil']
const ORGANIZATION_RECOMMENDED = [
  'address',
  'alternateName',
  'contactPoint',
  'description',
  'duns',
  'email',
  'foundingDate',
  'globalLocationNumber',
  'iso6523Code',
  'legalName',
  'leiCode',
  'logo',
  'naics',
  'numberOfEmployees',
  'sameAs',
  'taxID',
  'telephone',
  'url',
  'vatID',
]
/** schema.org types Google reads as an Organization (OnlineStore is the one it suggests for online shops). */
const ORGANIZATION_TYPES = ['Organization', 'OnlineStore', 'OnlineBusiness', 'Corporation', 'LocalBusiness', 'Store']

class Checker {
  readonly report: RichResultReport = { errors: [], missingRecommended: [] }

  constructor(private readonly origin: string | null) {}

  error(path: string, problem: string) {
    this.report.errors.push(`${path}: ${problem}`)
  }

  recommend(type: string, node: Node, props: string[]) {
    for (const p of props) if (!present(node[p])) this.report.missingRecommended.push(`${type}.${p}`)
  }

  require(path: string, node: Node, props: string[]) {
    for (const p of props) if (!present(node[p])) this.error(`${path}.${p}`, 'required, missing')
  }

  type(path: string, node: unknown, types: string[]): node is Node {
    if (!isNode(node)) {
      this.error(path, `must be an object of type ${types.join(' or ')}`)
      return false
    }
    const type = node['@type']
    if (typeof type !== 'string' || !types.includes(type)) {
      this.error(path, `@type ${JSON.stringify(type)} is not ${types.join(' or ')}`)
      return false
    }
    return true
  }

  url(path: string, value: unknown, { sameSite = false } = {}) {
    if (typeof value !== 'string' || !/^https?:\/\/[^/]/.test(value) || !parses(value))
      return this.error(path, `${JSON.stringify(value)} is not an absolute URL`)
    if (sameSite && this.origin && new URL(value).origin !== this.origin) this.error(path, `${value} is not on the page's site ${this.origin}`)
  }

  enumeration(path: string, value: unknown, allowed: string[]) {
    if (typeof value !== 'string' || !allowed.some((a) => value === `${SCHEMA}${a}`))
      this.error(path, `${JSON.stringify(value)} is not one of ${allowed.map((a) => SCHEMA + a).join(', ')}`)
  }

  number(path: string, value: unknown, { min = -Infinity, integer = false, exclusiveMin = false } = {}) {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN
    if (Number.isNaN(n)) return this.error(path, `${JSON.stringify(value)} is not a number (a number, or a string of digits with a "." decimal point)`)
    if (integer && !Number.isInteger(n)) this.error(path, `${n} is not a whole number`)
    if (exclusiveMin ? n <= min : n < min) this.error(path, `${n} must be ${exclusiveMin ? 'above' : 'at least'} ${min}`)
  }

  currency(path: string, value: unknown) {
    if (typeof value !== 'string' || !CURRENCIES.has(value)) this.error(path, `${JSON.stringify(value)} is not an ISO 4217 currency code`)
  }

  country(path: string, value: unknown) {
    if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) this.error(path, `${JSON.stringify(value)} is not an ISO 3166-1 alpha-2 country code`)
  }

  text(path: string, value: unknown, max = Infinity) {
    if (typeof value !== 'string' || value.trim() === '') return this.error(path, `${JSON.stringify(value)} is not a text`)
    if (value.length >= max) this.error(path, `longer than ${max - 1} characters`)
    if (/<[a-z/!]/i.test(value)) this.error(path, 'contains markup (plain text expected)')
  }

  date(path: string, value: unknown) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value)))
      this.error(path, `${JSON.stringify(value)} is not an ISO 8601 date`)
  }

  positions(path: string, items: Node[]) {
    items.forEach((item, i) => {
      if (item.position !== i + 1) this.error(`${path}[${i}].position`, `${JSON.stringify(item.position)}, expected ${i + 1}`)
    })
  }

  // ─── Types ───

  product(path: string, node: unknown) {
    if (!this.type(path, node, ['Product'])) return
    this.require(path, node, ['name', 'image', 'offers'])
    if (present(node.name)) this.text(`${path}.name`, node.name)
    for (const [i, image] of list(node.image).entries()) this.url(`${path}.image[${i}]`, isNode(image) ? image.url : image)
    if (present(node.description)) this.text(`${path}.description`, node.description)
    if (present(node.brand) && this.type(`${path}.brand`, node.brand, ['Brand', 'Organization'])) this.require(`${path}.brand`, node.brand, ['name'])
    if (present(node.url)) this.url(`${path}.url`, node.url, { sameSite: true })
    for (const [i, offer] of list(node.offers).entries()) this.offer(`${path}.offers[${i}]`, offer)
    if (present(node.aggregateRating)) this.aggregateRating(`${path}.aggregateRating`, node.aggregateRating)
    for (const [i, review] of list(node.review).entries()) this.review(`${path}.review[${i}]`, review)
    const withGtin = { ...node, gtin: GTINS.map((g) => node[g]).find(present) }
    this.recommend('Product', withGtin, PRODUCT_RECOMMENDED)
  }

  offer(path: string, node: unknown) {
    if (!this.type(path, node, ['Offer'])) return
    this.require(path, node, ['price', 'priceCurrency'])
    if (present(node.price)) this.number(`${path}.price`, node.price, { min: 0, exclusiveMin: true })
    if (present(node.priceCurrency)) this.currency(`${path}.priceCurrency`, node.priceCurrency)
    if (present(node.availability)) this.enumeration(`${path}.availability`, node.availability, AVAILABILITY)
    if (present(node.itemCondition)) this.enumeration(`${path}.itemCondition`, node.itemCondition, CONDITION)
    if (present(node.url)) this.url(`${path}.url`, node.url, { sameSite: true })
    if (present(node.priceValidUntil)) this.date(`${path}.priceValidUntil`, node.priceValidUntil)
    for (const [i, details] of list(node.shippingDetails).entries()) this.shippingDetails(`${path}.shippingDetails[${i}]`, details)
    for (const [i, policy] of list(node.hasMerchantReturnPolicy).entries()) this.returnPolicy(`${path}.hasMerchantReturnPolicy[${i}]`, policy)
    this.recommend('Offer', node, OFFER_RECOMMENDED)
  }

  monetaryAmount(path: string, node: unknown) {
    if (!this.type(path, node, ['MonetaryAmount'])) return
    this.require(path, node, ['value', 'currency'])
    if (present(node.value)) this.number(`${path}.value`, node.value, { min: 0 })
    if (present(node.currency)) this.currency(`${path}.currency`, node.currency)
  }

  days(path: string, node: unknown) {
    if (!this.type(path, node, ['QuantitativeValue'])) return
    this.require(path, node, ['minValue', 'maxValue', 'unitCode'])
    this.number(`${path}.minValue`, node.minValue, { min: 0, integer: true })
    this.number(`${path}.maxValue`, node.maxValue, { min: Number(node.minValue) || 0, integer: true })
    if (node.unitCode !== 'DAY' && node.unitCode !== 'd') this.error(`${path}.unitCode`, `${JSON.stringify(node.unitCode)} is not "DAY" or "d"`)
  }

  shippingDetails(path: string, node: unknown) {
    if (!this.type(path, node, ['OfferShippingDetails'])) return
    this.require(path, node, ['shippingDestination', 'shippingRate'])
    for (const [i, region] of list(node.shippingDestination).entries()) {
      const at = `${path}.shippingDestination[${i}]`
      if (this.type(at, region, ['DefinedRegion'])) {
        this.require(at, region, ['addressCountry'])
        if (present(region.addressCountry)) this.country(`${at}.addressCountry`, region.addressCountry)
      }
    }
    if (present(node.shippingRate)) this.monetaryAmount(`${path}.shippingRate`, node.shippingRate)
    if (present(node.deliveryTime) && this.type(`${path}.deliveryTime`, node.deliveryTime, ['ShippingDeliveryTime'])) {
      this.require(`${path}.deliveryTime`, node.deliveryTime, ['handlingTime', 'transitTime'])
      if (present(node.deliveryTime.handlingTime)) this.days(`${path}.deliveryTime.handlingTime`, node.deliveryTime.handlingTime)
      if (present(node.deliveryTime.transitTime)) this.days(`${path}.deliveryTime.transitTime`, node.deliveryTime.transitTime)
    }
    this.recommend('OfferShippingDetails', node, ['deliveryTime'])
  }

  returnPolicy(path: string, node: unknown) {
    if (!this.type(path, node, ['MerchantReturnPolicy'])) return
    this.require(path, node, ['applicableCountry', 'returnPolicyCategory'])
    for (const [i, country] of list(node.applicableCountry).entries()) this.country(`${path}.applicableCountry[${i}]`, country)
    if (present(node.returnPolicyCountry)) this.country(`${path}.returnPolicyCountry`, node.returnPolicyCountry)
    if (!present(node.returnPolicyCategory)) return
    this.enumeration(`${path}.returnPolicyCategory`, node.returnPolicyCategory, RETURN_CATEGORY)
    if (node.returnPolicyCategory === `${SCHEMA}MerchantReturnNotPermitted`) return
    if (node.returnPolicyCategory === `${SCHEMA}MerchantReturnFiniteReturnWindow`) {
      this.require(path, node, ['merchantReturnDays'])
      if (present(node.merchantReturnDays)) this.number(`${path}.merchantReturnDays`, node.merchantReturnDays, { min: 1, integer: true })
    }
    if (present(node.returnMethod)) this.enumeration(`${path}.returnMethod`, node.returnMethod, RETURN_METHOD)
    if (present(node.returnFees)) this.enumeration(`${path}.returnFees`, node.returnFees, RETURN_FEES)
    if (node.returnFees === `${SCHEMA}ReturnShippingFees`) {
      this.require(path, node, ['returnShippingFeesAmount'])
      if (present(node.returnShippingFeesAmount)) this.monetaryAmount(`${path}.returnShippingFeesAmount`, node.returnShippingFeesAmount)
    }
    this.recommend('MerchantReturnPolicy', node, ['returnMethod', 'returnFees'])
  }

  aggregateRating(path: string, node: unknown) {
    if (!this.type(path, node, ['AggregateRating'])) return
    this.require(path, node, ['ratingValue'])
    if (!present(node.ratingCount) && !present(node.reviewCount)) this.error(path, 'ratingCount or reviewCount required, both missing')
    for (const key of ['ratingCount', 'reviewCount']) if (present(node[key])) this.number(`${path}.${key}`, node[key], { min: 1, integer: true })
    this.rating(path, node)
    this.recommend('AggregateRating', node, ['bestRating', 'worstRating'])
  }

  rating(path: string, node: Node) {
    const best = present(node.bestRating) ? Number(node.bestRating) : 5
    const worst = present(node.worstRating) ? Number(node.worstRating) : 1
    for (const key of ['bestRating', 'worstRating']) if (present(node[key])) this.number(`${path}.${key}`, node[key])
    if (present(node.ratingValue)) this.number(`${path}.ratingValue`, node.ratingValue, { min: worst })
    if (Number(node.ratingValue) > best) this.error(`${path}.ratingValue`, `${String(node.ratingValue)} is above the best rating ${best}`)
  }

  review(path: string, node: unknown) {
    if (!this.type(path, node, ['Review'])) return
    this.require(path, node, ['author', 'reviewRating'])
    if (present(node.author) && this.type(`${path}.author`, node.author, ['Person', 'Organization'])) {
      this.require(`${path}.author`, node.author, ['name'])
      if (present(node.author.name)) this.text(`${path}.author.name`, node.author.name, 100)
    }
    if (present(node.reviewRating) && this.type(`${path}.reviewRating`, node.reviewRating, ['Rating'])) {
      this.require(`${path}.reviewRating`, node.reviewRating, ['ratingValue'])
      this.rating(`${path}.reviewRating`, node.reviewRating)
      this.recommend('Rating', node.reviewRating, ['bestRating', 'worstRating'])
    }
    if (present(node.datePublished)) this.date(`${path}.datePublished`, node.datePublished)
    if (present(node.reviewBody)) this.text(`${path}.reviewBody`, node.reviewBody)
    this.recommend('Review', node, ['datePublished'])
  }

  breadcrumb(path: string, node: unknown) {
    if (!this.type(path, node, ['BreadcrumbList'])) return
    this.require(path, node, ['itemListElement'])
    const items = list(node.itemListElement)
    if (items.length < 2) this.error(`${path}.itemListElement`, `${items.length} crumb(s), at least two needed`)
    items.forEach((item, i) => {
      const at = `${path}.itemListElement[${i}]`
      if (!this.type(at, item, ['ListItem'])) return
      this.require(at, item, i === items.length - 1 ? ['name', 'position'] : ['name', 'position', 'item'])
      if (present(item.name)) this.text(`${at}.name`, item.name)
      if (present(item.item)) this.url(`${at}.item`, isNode(item.item) ? item.item['@id'] : item.item, { sameSite: true })
    })
    this.positions(`${path}.itemListElement`, items.filter(isNode))
  }

  itemList(path: string, node: unknown) {
    if (!this.type(path, node, ['ItemList'])) return
    this.require(path, node, ['itemListElement'])
    const items = list(node.itemListElement)
    items.forEach((item, i) => {
      const at = `${path}.itemListElement[${i}]`
      if (!this.type(at, item, ['ListItem'])) return
      this.require(at, item, ['position', 'url'])
      if (present(item.url)) this.url(`${at}.url`, item.url, { sameSite: true })
    })
    this.positions(`${path}.itemListElement`, items.filter(isNode))
    const urls = items.filter(isNode).map((i) => i.url)
    if (new Set(urls).size !== urls.length) this.error(`${path}.itemListElement`, 'lists a URL twice')
  }

  organization(path: string, node: unknown) {
    if (!this.type(path, node, ORGANIZATION_TYPES)) return
    if (present(node.name)) this.text(`${path}.name`, node.name)
    if (present(node.url)) this.url(`${path}.url`, node.url, { sameSite: true })
    if (present(node.logo)) this.url(`${path}.logo`, isNode(node.logo) ? node.logo.url : node.logo)
    for (const [i, profile] of list(node.sameAs).entries()) this.url(`${path}.sameAs[${i}]`, profile)
    for (const [i, policy] of list(node.hasMerchantReturnPolicy).entries()) this.returnPolicy(`${path}.hasMerchantReturnPolicy[${i}]`, policy)
    this.recommend('Organization', node, ORGANIZATION_RECOMMENDED)
  }

  webSite(path: string, node: unknown) {
    if (!this.type(path, node, ['WebSite'])) return
    this.require(path, node, ['name', 'url'])
    if (present(node.name)) this.text(`${path}.name`, node.name)
    if (present(node.url)) this.url(`${path}.url`, node.url, { sameSite: true })
    if (present(node.potentialAction) && this.type(`${path}.potentialAction`, node.potentialAction, ['SearchAction'])) {
      const action = node.potentialAction
      const target = isNode(action.target) ? action.target.urlTemplate : action.target
      if (typeof target !== 'string' || !target.includes('{search_term_string}'))
        this.error(`${path}.potentialAction.target`, 'no {search_term_string} in the URL template')
      else this.url(`${path}.potentialAction.target`, target.replace('{search_term_string}', 'x'), { sameSite: true })
      if (action['query-input'] !== 'required name=search_term_string')
        this.error(`${path}.potentialAction.query-input`, `${JSON.stringify(action['query-input'])}`)
    }
    this.recommend('WebSite', node, ['alternateName'])
  }
}

function parses(url: string): boolean {
  try {
    return Boolean(new URL(url))
  } catch {
    return false
  }
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])

/**
 * Holds one node to a rich-result type's requirements. `origin` is the page's: the URLs search engines follow
 * (product, crumbs, list items, site) must be on it.
 */
export function checkRichResult(kind: RichResultKind, node: unknown, origin: string | null = null): RichResultReport {
  const checker = new Checker(origin)
  checker[kind](kind, node)
  return checker.report
}

/** Every node of the page's JSON-LD documents (a document's @graph flattened), each with its document's @context. */
export function jsonLdNodes(documents: unknown[]): Node[] {
  return documents.flatMap((doc) => {
    if (!isNode(doc) || doc['@context'] !== 'https://schema.org') throw new Error(`not a schema.org JSON-LD document: ${JSON.stringify(doc).slice(0, 200)}`)
    return Array.isArray(doc['@graph']) ? (doc['@graph'] as Node[]) : [doc]
  })
}

/** The JSON-LD documents of an HTML text (a server-rendered page), parsed. */
export function jsonLdOfHtml(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown)
}

/** The JSON-LD documents in a DOM (a page rendered in jsdom), parsed. */
export function jsonLdOfDocument(root: ParentNode = document): unknown[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as unknown)
}

/** The nodes of one schema.org type (Organization matches its subtypes the shop uses). */
export function nodesOfType(nodes: Node[], type: string): Node[] {
  const types = type === 'Organization' ? ORGANIZATION_TYPES : [type]
  return nodes.filter((n) => typeof n['@type'] === 'string' && types.includes(n['@type']))
}

/**
 * Recommended properties the shop's pages leave out because the shop does not know them (its catalogue and settings
 * have no such data): the page tests allow exactly these to be missing, and only these.
 */
export const UNKNOWN_TO_THE_SHOP: Record<string, string> = {
  'Product.audience': 'the catalogue has no target groups',
  'Product.gtin': 'the catalogue has no GTIN/EAN/UPC codes',
  'Product.hasCertification': 'the catalogue has no certifications',
  'Product.inProductGroupWithID': 'variants are choices on one product page (?variant=), not a ProductGroup of pages',
  'Product.isVariantOf': 'likewise',
  'Product.material': 'materials are free-text features in each language, not a field',
  'Product.mpn': 'the catalogue has no manufacturer part numbers',
  'Product.pattern': 'the catalogue has no patterns',
  'Product.size': 'attribute groups other than colour are not known to be sizes',
  'Product.subjectOf': 'the catalogue has no 3D models',
  'Offer.priceValidUntil': 'prices have no end date ("if applicable")',
  'Organization.address': 'not in the shop’s settings',
  'Organization.alternateName': 'the shop has one name',
  'Organization.contactPoint': 'not in the shop’s settings',
  'Organization.description': 'not in the shop’s settings',
  'Organization.duns': 'not in the shop’s settings',
  'Organization.email': 'not in the shop’s settings',
  'Organization.foundingDate': 'not in the shop’s settings',
  'Organization.globalLocationNumber': 'not in the shop’s settings',
  'Organization.iso6523Code': 'not in the shop’s settings',
  'Organization.legalName': 'not in the shop’s settings',
  'Organization.leiCode': 'not in the shop’s settings',
  'Organization.naics': 'not in the shop’s settings',
  'Organization.numberOfEmployees': 'not in the shop’s settings',
  'Organization.taxID': 'not in the shop’s settings',
  'Organization.telephone': 'not in the shop’s settings',
  'Organization.vatID': 'not in the shop’s settings',
  'WebSite.alternateName': 'the shop has one name',
}

/** The recommended properties a node leaves out that the shop does know (what a page test expects to be none). */
export function knownButMissing(report: RichResultReport): string[] {
  return report.missingRecommended.filter((p) => !(p in UNKNOWN_TO_THE_SHOP))
}
