// The shapes of the contract's answers (docs/api.md), as JSON Schema, and the one function that checks an answer
// against them. Only what a storefront relies on is required; a back end may send more. This is the kit's one home of
// answer shapes: when docs/openapi.json (issue #26 part 1) publishes the answers' schemas, `answerSchema` reads them
// from there and the table below goes — the messages stay the same ("getProducts: psdata.products[0].id_product
// missing"), as they come from the schema validator's errors, not from the table.
import Ajv, { type ErrorObject } from 'ajv'
import { Failure } from './report'

type Schema = Record<string, unknown>

const int: Schema = { type: 'integer' }
const num: Schema = { type: 'number' }
const str: Schema = { type: 'string' }
const bool: Schema = { type: 'boolean' }
const orNull = (s: Schema): Schema => ({ ...s, type: [s.type as string, 'null'] })
const oneOf = (...values: string[]): Schema => ({ type: 'string', enum: values })
const arr = (items: Schema): Schema => ({ type: 'array', items })
/** An object with these fields, all required but those in `optional`; other fields are allowed. */
const obj = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
})

const size = obj({ url: str, width: int, height: int })
const image = obj({ url: str, width: int, height: int, sizes: obj({ small: size, home: size, medium: size, large: size }) })
const pagination = obj({ total_items: int, per_page: int, current_page: int, pages_count: int, items_shown_from: int, items_shown_to: int })
const listingItem = obj({
  id_product: int,
  id_product_attribute: orNull(int),
  name: str,
  link_rewrite: str,
  url: str,
  quantity: int,
  availability: oneOf('available', 'last_remaining_items', 'preorder', 'unavailable'),
  available_for_order: bool,
  price: num,
  regular_price: num,
  has_discount: bool,
  default_image: orNull(image),
  brand: orNull(obj({ id_manufacturer: int, name: str, link_rewrite: str })),
  rating: obj({ average: num, count: int }),
})
const listing = { products: arr(listingItem), pagination }
const facets = arr(obj({ label: str, type: str, filters: arr(obj({ label: str, magnitude: int, active: bool, nextEncodedFacets: str })) }))
const cartLine = obj({ id_product: int, id_product_attribute: orNull(int), name: str, cart_quantity: int, price: num, total: num, url: str })
const totals = obj({ products: num, discounts: num, shipping: orNull(num), tax: num, total: num })
const cart = obj({ products: arr(cartLine), products_count: int, totals, vouchers: obj({ added: arr(obj({ code: str })) }) })
const address = obj({ id_address: int, firstname: str, lastname: str, address1: str, postcode: str, city: str, country_iso: str, formatted: arr(str) })
const carrier = obj({ id_carrier: int, name: str, is_pickup: bool, price: num, is_free: bool })
const customer = obj({ id_customer: int, email: str, firstname: str, lastname: str })
const orderSummary = obj({ id_order: int, reference: str, date_add: str, status: str, status_label: str, total_paid: num })
const order = obj({
  id_order: int,
  reference: str,
  status: str,
  status_label: str,
  total_paid: num,
  products: arr(obj({ id_order_detail: int, id_product: int, name: str, quantity: int, total: num })),
  totals,
  history: arr(obj({ status: str, label: str, date_add: str })),
  addresses: obj({ delivery: address, invoice: address }),
})
const returnRecord = obj({ id_order_return: int, id_order: int, status: str, lines: arr(obj({ id_order_detail: int, quantity: int })) })
const reviewsPage = obj({
  comments_nb: int,
  page: int,
  average_grade: num,
  comments: arr(obj({ id_product_comment: int, title: str, content: str, grade: num, customer_name: str })),
  can_review: bool,
  review_status: oneOf('login_required', 'purchase_required', 'already_reviewed', 'allowed'),
})
const checkout = obj({
  cart,
  carriers: arr(carrier),
  id_carrier: orNull(int),
  addresses: obj({ delivery: orNull(address), invoice: orNull(address) }),
  ready: bool,
  missing: arr(str),
})
const menuNode = obj({ type: str, label: str, url: str, children: arr({ type: 'object' }) })

/** psdata of each call (and of a variant of a call: `search.suggest`). */
const ANSWERS: Record<string, Schema> = {
  bootstrap: obj(
    {
      settings: obj({ maintenance_mode: bool, theme: str }),
      menuItems: arr(menuNode),
      languages: arr(obj({ iso_code: str, name: str })),
      current_language: obj({ iso_code: str, name: str }),
      customer: orNull(customer),
      cart_count: int,
      countries: arr(obj({ iso_code: str, name: str, is_eu: bool })),
      cms_pages: arr(obj({ id_cms: int, title: str, link_rewrite: str, url: str })),
      capabilities: { type: 'object', additionalProperties: bool },
    },
    ['capabilities'],
  ),
  getRedirect: obj({ to: orNull(str) }),
  getContent: obj({ id_cms: int, title: str, content: str, link_rewrite: str, alternates: { type: 'object' } }),
  getCountries: obj({
    countries: arr(
      obj({ id_country: int, iso_code: str, name: str, is_eu: bool, needs_zip: bool, needs_state: bool, states: arr(obj({ iso_code: str, name: str })) }),
    ),
  }),
  getCountry: obj({ id_country: int, iso_code: str, name: str }),
  getProducts: obj({ ...listing, facets, sort_orders: arr(obj({ label: str, urlParameter: str, current: bool })) }),
  getCategory: obj({ id_category: int, name: str, link_rewrite: str, url: str, breadcrumb: arr({ type: 'object' }), alternates: { type: 'object' } }),
  getProduct: {
    ...listingItem,
    properties: {
      ...(listingItem.properties as object),
      description: str,
      images: arr(image),
      groups: arr({ type: 'object' }),
      combinations: arr({ type: 'object' }),
    },
    required: [...(listingItem.required as string[]), 'description', 'images', 'groups', 'combinations'],
  },
  getRelatedProducts: obj(listing),
  getProductsFeatured: obj(listing),
  getProductsBestsellers: obj(listing),
  getProductsLatest: obj(listing),
  getBrands: obj({ brands: arr(obj({ id_manufacturer: int, name: str, link_rewrite: str, url: str, nb_products: int })) }),
  getBrand: obj({ id_manufacturer: int, name: str, link_rewrite: str, ...listing }),
  search: obj({ ...listing, search_string: str }),
  'search.suggest': obj({
    search_string: str,
    suggestions: obj({ products: arr(obj({ id_product: int, name: str, url: str })), categories: arr({ type: 'object' }), brands: arr({ type: 'object' }) }),
  }),
  getProductReviews: reviewsPage,
  getCartItems: cart,
  createCartItem: cart,
  updateCartItem: cart,
  removeCartItem: cart,
  addOrRemoveCoupon: cart,
  login: obj({ customer, cart_count: int }),
  register: obj({ customer, cart_count: int }),
  getCustomer: obj({ id_customer: int, email: str, firstname: str, lastname: str, newsletter: bool, is_guest: bool }),
  getAddresses: arr(address),
  createAddress: address,
  updateAddress: address,
  updateCustomer: obj({ id_customer: int, email: str, firstname: str, lastname: str }),
  removeAddress: obj({ id_address: int, deleted: bool }),
  getWishlist: obj({ products: arr(listingItem) }),
  addToWishlist: obj({ products: arr(listingItem) }),
  removeFromWishlist: obj({ products: arr(listingItem) }),
  getLoyaltyPoints: obj({ balance: int, value: num, point_value: num, history: arr(obj({ points: int, reason: str })) }),
  getOrders: obj({ orders: arr(orderSummary), pagination }),
  getOrder: order,
  getReturns: obj({ returns: arr(returnRecord) }),
  getCheckout: checkout,
  updateCheckoutAddress: checkout,
  updateCheckoutCarrier: checkout,
  getCarriers: obj({ country_iso: str, carriers: arr(carrier) }),
  getPudos: obj({ country_iso: str, pudos: arr(obj({ id_pudo: { type: ['integer', 'string'] }, name: str, address: str, postcode: str, city: str })) }),
  addOrEditDeliveryMessage: obj({ message: orNull(str) }),
  getDeliveryMessage: obj({ message: orNull(str) }),
  getGateways: arr(obj({ id: str, name: str, kind: oneOf('card', 'redirect') })),
  createOrder: obj({ order: orderSummary, payment: obj({ gateway: str, status: oneOf('approved', 'declined', 'pending'), redirect_url: str }) }),
  createCheckoutFeedback: obj({ reference: str, rating: int, comment: orNull(str) }),
  getWithdrawalOrder: obj({
    id_order: int,
    reference: str,
    status: str,
    withdrawal: obj({ mode: oneOf('withdraw', 'cancel', 'closed'), deadline: orNull(str), closed_reason: orNull(str) }),
    products: arr(obj({ id_order_detail: int, name: str, quantity: int, withdrawable_quantity: int })),
  }),
  validateOrder: obj({ status: oneOf('approved', 'declined', 'canceled', 'pending'), order }),
}

/** The envelope every answer comes in (docs/api.md, Envelope). */
const ENVELOPE = obj({ success: bool, code: int, psdata: {} })

const ajv = new Ajv({ allErrors: true, strict: false })
const validators = new Map<string, ReturnType<Ajv['compile']>>()

/** The schema of a call's psdata; none for a call whose answer the kit does not check beyond the envelope. */
export function answerSchema(call: string): Schema | undefined {
  return ANSWERS[call]
}

/** `psdata.products[0].id_product` from the validator's `/products/0/id_product`. */
function fieldPath(root: string, pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : `${path}.${part}`), root)
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value)

function describe(root: string, error: ErrorObject, data: unknown): string {
  const at = fieldPath(root, error.instancePath)
  const value = error.instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined), data)
  switch (error.keyword) {
    case 'required':
      return `${at}.${(error.params as { missingProperty: string }).missingProperty} missing`
    case 'type':
      return `${at} is ${typeOf(value)}, not ${[(error.params as { type: string | string[] }).type].flat().join(' or ')}`
    case 'enum':
      return `${at} is ${JSON.stringify(value)}, not one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
    default:
      return `${at} ${error.message ?? 'is not as documented'}`
  }
}

/**
 * The problems of `data` against `schema`, each naming the field from `root` (at most `limit`). A problem repeated in
 * every item of a list is told once, for the first item, with how many more have it.
 */
function problems(schema: Schema, key: string, data: unknown, root: string, limit = 3): string[] {
  let validate = validators.get(key)
  if (!validate) validators.set(key, (validate = ajv.compile(schema)))
  if (validate(data)) return []
  const byKind = new Map<string, { first: string; more: number }>()
  for (const error of validate.errors ?? []) {
    const text = describe(root, error, data)
    const kind = `${error.keyword}:${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')}:${JSON.stringify(error.params)}`
    const seen = byKind.get(kind)
    if (seen) seen.more++
    else byKind.set(kind, { first: text, more: 0 })
  }
  return [...byKind.values()].slice(0, limit).map(({ first, more }) => (more ? `${first} (and in ${more} more ${more === 1 ? 'item' : 'items'})` : first))
}

/** Fails with every problem of the answer's envelope ("answer is not the envelope: success missing"). */
export function checkEnvelope(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Failure(`the answer is not the envelope { success, code, psdata } but ${typeOf(body)}`)
  const found = problems(ENVELOPE, '$envelope', body, 'envelope')
  if (found.length) throw new Failure(found.map((p) => p.replace(/^envelope\./, '')).join('; ') + ' (not the envelope { success, code, psdata })')
}

/** Fails naming each field of psdata that is not as documented for `call` (e.g. `search.suggest`). */
export function checkShape(call: string, psdata: unknown): void {
  const schema = answerSchema(call)
  if (!schema) return
  const found = problems(schema, call, psdata, 'psdata')
  if (found.length) throw new Failure(found.join('; '))
}
