// The reference API's answers that the web tests' msw fixtures stand for: each call made on the demo shop as a guest
// or as the signed-in demo customer. `npm run record:api` (scripts/recordApiAnswers.ts) writes them to
// src/test/contract/recorded/, and recordedAnswers.test.ts makes the same calls again and fails when the recording
// has gone stale — one list of calls for both, here.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../db/seed/data/customers'
import { demoData } from '../db/seed/demo'
import { DEMO_GUEST } from '../db/seed/orders'
import type { Db } from '../db/client'
import { seedDatabase } from '../db/seed/seed'
import { Client, startTestApp, type Json } from './harness'
import { GUEST_ADDRESS, APPROVED_CARD } from './fixture'

export const RECORDED_DIR = path.join(__dirname, '..', '..', 'src', 'test', 'contract', 'recorded')

/** One answer: what was asked (call and payload) and the whole envelope the API sent, with its HTTP status. */
export interface Recording {
  name: string
  call: string
  request: Json
  status: number
  answer: Json
}

/** The API on a throw-away in-memory PGlite database with the demo shop (the harness of the server tests). */
export async function startDemoApi() {
  const ctx = await startTestApp()
  await seedDatabase(ctx.db, await demoData(), { imageDir: null })
  await addEdgeCases(ctx.db)
  return ctx
}

/**
 * What the demo shop lacks and the web tests' fixtures show, made real so that the answers show how the API sends it:
 * a brand without a logo (the last one), and a line of the oldest demo order whose product has since left the
 * catalogue (no picture, no page).
 */
async function addEdgeCases(db: Db) {
  await db.query('update brands set logo_key = null where id_manufacturer = (select max(id_manufacturer) from brands)')
  await db.query('update order_details set id_product = 0, image_key = null where id_order_detail = (select min(id_order_detail) from order_details)')
}

/** Demo products the answers need: one in several sizes (in the demo orders too), one sold out, one with 3 left. */
const TEE = 1
const SOLD_OUT = 28
const THREE_LEFT = 316

class Recorder {
  readonly recordings: Recording[] = []
  /** Random values (order references, payment tokens) and the fixed stand-ins the files get instead. */
  private readonly volatile = new Map<string, string>()

  /** Records `value` under a stand-in wherever it occurs (also inside other strings, such as a redirect URL). */
  standIn(value: string, standIn: string) {
    if (!this.volatile.has(value)) this.volatile.set(value, standIn)
  }

  /** The recordings with every random value replaced by its stand-in. */
  done(): Recording[] {
    const replace = (value: Json): Json => {
      if (Array.isArray(value)) return value.map(replace)
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]))
      if (typeof value !== 'string') return value
      let text = value
      for (const [random, standIn] of this.volatile) text = text.replaceAll(random, standIn)
      return text
    }
    return this.recordings.map(replace)
  }

  /** Makes the call and keeps its answer under `name`; a status other than `status` means the scenario broke. */
  async call(client: Client, name: string, call: string, request: Json, status: number): Promise<Json> {
    const res = await client.call(call, request)
    return this.keep({ name, call, request, status: res.status, answer: res.body }, status)
  }

  /** The same for a GET call (getDeliveryMessage). */
  async get(client: Client, name: string, call: string): Promise<Json> {
    const res = await client.get(`/api/${call}`)
    return this.keep({ name, call, request: null, status: res.statusCode, answer: res.json() }, 200)
  }

  /** The API's own failure of a call: the test control `fail-next` makes its next request answer `status`. */
  async failure(client: Client, name: string, call: string, request: Json, status: number): Promise<Json> {
    const res = await client.post('/sandbox/test/fail-next', JSON.stringify({ call, status }), { 'content-type': 'application/json' })
    if (res.statusCode !== 200) throw new Error(`fail-next answered ${res.statusCode} ${res.body}`)
    return this.call(client, name, call, request, status)
  }

  private keep(recording: Recording, status: number): Json {
    if (recording.status !== status)
      throw new Error(`${recording.name}: expected HTTP ${status}, the API answered ${recording.status} ${JSON.stringify(recording.answer)}`)
    if (this.recordings.some((r) => r.name === recording.name)) throw new Error(`${recording.name} is recorded twice`)
    this.recordings.push(recording)
    return recording.answer.psdata
  }
}

async function catalogue(r: Recorder, guest: Client) {
  await r.call(guest, 'getRedirect', 'getRedirect', { path: '/en/home' }, 200)
  await r.call(guest, 'getRedirect.none', 'getRedirect', { path: '/en/10-clothing' }, 200)
  await r.call(guest, 'getContent', 'getContent', { slug: 'about-us' }, 200)
  await r.call(guest, 'getCountries', 'getCountries', {}, 200)
  await r.call(guest, 'getProducts', 'getProducts', { id_category: 10, categorySlug: 'clothing', page: 1 }, 200)
  await r.call(guest, 'getProduct', 'getProduct', { product_id: TEE }, 200)
  await r.call(guest, 'getRelatedProducts', 'getRelatedProducts', { id_product: TEE }, 200)
  for (const call of ['getProductsFeatured', 'getProductsBestsellers', 'getProductsLatest']) await r.call(guest, call, call, {}, 200)
  const { brands } = await r.call(guest, 'getBrands', 'getBrands', {}, 200)
  // One brand with a free-shipping threshold and a logo, one with neither.
  const withThreshold = brands.find((b: Json) => b.free_shipping_from !== null && b.image)
  const plain = brands.find((b: Json) => b.free_shipping_from === null && !b.image)
  await r.call(guest, 'getBrand', 'getBrand', { id_manufacturer: withThreshold.id_manufacturer, page: 1 }, 200)
  await r.call(guest, 'getBrand.plain', 'getBrand', { id_manufacturer: plain.id_manufacturer, page: 1 }, 200)
  await r.call(guest, 'search', 'search', { s: 'merino', page: 1 }, 200)
  // Suggestions with categories, and with brands (no text suggests both in the demo shop).
  await r.call(guest, 'search.suggest', 'search', { s: 'knit', suggest: true }, 200)
  await r.call(guest, 'search.suggest.brand', 'search', { s: 'alba', suggest: true }, 200)
  await r.call(guest, 'getProductReviews', 'getProductReviews', { productId: TEE }, 200)
}

/** A guest's bag: the cart calls, their stock and voucher refusals, then a checkout paid by card. */
async function guestJourney(r: Recorder, guest: Client) {
  await r.call(guest, 'getCartItems.empty', 'getCartItems', {}, 200)
  await r.call(guest, 'getCheckout.noCart', 'getCheckout', {}, 200)
  await r.call(guest, 'createCartItem', 'createCartItem', { id_product: TEE, quantity: 1 }, 201)
  await r.call(guest, 'createCartItem.outOfStock', 'createCartItem', { id_product: SOLD_OUT }, 422)
  await r.call(guest, 'createCartItem.onlyLeft', 'createCartItem', { id_product: THREE_LEFT, quantity: 5 }, 422)
  await r.call(guest, 'createCartItem.unknownProduct', 'createCartItem', { id_product: 999_999 }, 404)
  await r.failure(guest, 'createCartItem.serverError', 'createCartItem', { id_product: TEE }, 500)
  await r.call(guest, 'createCartItem.again', 'createCartItem', { id_product: THREE_LEFT, quantity: 1 }, 201)
  await r.call(guest, 'updateCartItem', 'updateCartItem', { id_product: THREE_LEFT, quantity: 2 }, 200)
  await r.call(guest, 'updateCartItem.onlyLeft', 'updateCartItem', { id_product: THREE_LEFT, quantity: 9 }, 422)
  await r.call(guest, 'removeCartItem', 'removeCartItem', { id_product: THREE_LEFT }, 200)
  await r.call(guest, 'removeCartItem.notInCart', 'removeCartItem', { id_product: THREE_LEFT }, 404)
  await r.call(guest, 'addOrRemoveCoupon', 'addOrRemoveCoupon', { code: 'WELCOME10' }, 200)
  await r.call(guest, 'addOrRemoveCoupon.alreadyInCart', 'addOrRemoveCoupon', { code: 'WELCOME10' }, 422)
  await r.call(guest, 'addOrRemoveCoupon.expired', 'addOrRemoveCoupon', { code: 'EXPIRED15' }, 422)
  await r.call(guest, 'addOrRemoveCoupon.unknown', 'addOrRemoveCoupon', { code: 'NOPE' }, 422)
  await r.call(guest, 'addOrRemoveCoupon.minimumAmount', 'addOrRemoveCoupon', { code: 'SAVE20' }, 422)
  await r.call(guest, 'addOrRemoveCoupon.remove', 'addOrRemoveCoupon', { code: 'WELCOME10', action: 'remove' }, 200)
  await r.call(guest, 'getCartItems', 'getCartItems', {}, 200)
  await r.call(guest, 'getCarriers', 'getCarriers', { country_iso: 'IT' }, 200)

  await r.call(guest, 'getCheckout.nothingChosen', 'getCheckout', {}, 200)
  await r.call(
    guest,
    'updateCheckoutAddress.postcode',
    'updateCheckoutAddress',
    { email: 'gina@example.com', delivery_address: { ...GUEST_ADDRESS, postcode: '2012' } },
    422,
  )
  const addressed = await r.call(guest, 'updateCheckoutAddress', 'updateCheckoutAddress', { email: 'gina@example.com', delivery_address: GUEST_ADDRESS }, 200)
  await r.call(guest, 'getPudos', 'getPudos', { country_iso: 'IT', postcode: '20121' }, 200)
  const courier = addressed.carriers.find((c: Json) => !c.is_pickup)
  await r.call(guest, 'updateCheckoutCarrier', 'updateCheckoutCarrier', { id_carrier: courier.id_carrier }, 200)
  await r.get(guest, 'getDeliveryMessage.none', 'getDeliveryMessage')
  await r.call(guest, 'addOrEditDeliveryMessage', 'addOrEditDeliveryMessage', { message: 'Ring twice' }, 200)
  await r.get(guest, 'getDeliveryMessage', 'getDeliveryMessage')
  await r.call(guest, 'getGateways', 'getGateways', {}, 200)
  await r.call(guest, 'getCheckout', 'getCheckout', {}, 200)
  const mistyped = { ...APPROVED_CARD, number: APPROVED_CARD.number.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) }
  await r.call(guest, 'createOrder.cardNumber', 'createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: mistyped }, 422)
  const { order, payment } = await r.call(guest, 'createOrder', 'createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD }, 201)
  const token = new URL(payment.redirect_url, 'http://shop').searchParams.get('token')!
  r.standIn(order.reference, 'GUESTORDR')
  r.standIn(token, 'payment-token')
  await r.call(guest, 'validateOrder', 'validateOrder', { order: order.reference, token }, 200)
  await r.call(guest, 'getOrder.guest', 'getOrder', { reference: order.reference }, 200)
  await r.call(guest, 'createCheckoutFeedback', 'createCheckoutFeedback', { reference: order.reference, rating: 5, comment: 'Quick and easy' }, 201)
  await r.call(guest, 'subscribeNewsletter', 'subscribeNewsletter', { email: 'fan@example.com' }, 200)
}

/** The demo customer: account, addresses, orders and a return, wishlist, points, a review, a checkout with points. */
async function customerJourney(r: Recorder, app: FastifyInstance) {
  const customer = new Client(app, { 'accept-language': 'en' })
  await r.call(customer, 'login.failed', 'login', { email: DEMO_CUSTOMER_EMAIL, password: 'not-the-password' }, 401)
  await r.call(customer, 'login', 'login', { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }, 200)
  await r.call(customer, 'bootstrap.signedIn', 'bootstrap', {}, 200)
  await r.call(customer, 'getCustomer', 'getCustomer', {}, 200)
  await r.call(customer, 'updateCustomer', 'updateCustomer', { firstname: 'Giulia' }, 200)

  const address = { ...GUEST_ADDRESS, alias: 'Holiday', firstname: 'Giulia', lastname: 'Ferraris' }
  await r.call(customer, 'getAddresses', 'getAddresses', {}, 200)
  const created = await r.call(customer, 'createAddress', 'createAddress', address, 201)
  await r.call(customer, 'updateAddress', 'updateAddress', { ...address, id_address: created.id_address, address2: 'Scala A' }, 200)
  await r.call(customer, 'removeAddress', 'removeAddress', { id_address: created.id_address }, 200)

  const { orders } = await r.call(customer, 'getOrders', 'getOrders', { page: 1 }, 200)
  orders.forEach((o: Json, i: number) => r.standIn(o.reference, `DEMOORDR${'ABCDEFGHIJ'[i]}`))
  // Newest first: paid and not shipped yet, delivered a few days ago (returnable, withdrawable), delivered long ago.
  const [unshipped, delivered, older] = orders
  const recent = await r.call(customer, 'getOrder', 'getOrder', { id_order: delivered.id_order }, 200)
  // Delivered long ago: no longer returnable, and one of its products has left the catalogue.
  const old = await r.call(customer, 'getOrder.old', 'getOrder', { id_order: older.id_order }, 200)
  await r.call(
    customer,
    'createReturn.periodOver',
    'createReturn',
    { id_order: older.id_order, lines: [{ id_order_detail: old.products[0].id_order_detail, quantity: 1 }] },
    422,
  )
  await r.call(customer, 'getReturns.empty', 'getReturns', {}, 200)
  const line = recent.products[0]
  await r.call(
    customer,
    'createReturn',
    'createReturn',
    { id_order: recent.id_order, lines: [{ id_order_detail: line.id_order_detail, quantity: 1, reason: 'Too small' }] },
    201,
  )
  await r.call(customer, 'getReturns', 'getReturns', {}, 200)

  // The withdrawal function for the customer: the returned item is no longer withdrawable, the other one is.
  const forWithdrawal = await r.call(customer, 'getWithdrawalOrder.signedIn', 'getWithdrawalOrder', { id_order: recent.id_order }, 200)
  const left = forWithdrawal.products.find((p: Json) => p.withdrawable_quantity > 0)
  await r.call(
    customer,
    'createWithdrawal.quantityTooHigh',
    'createWithdrawal',
    { id_order: recent.id_order, name: 'Giulia Ferraris', lines: [{ id_order_detail: left.id_order_detail, quantity: 2 }] },
    422,
  )
  await r.call(
    customer,
    'createWithdrawal.partial',
    'createWithdrawal',
    { id_order: recent.id_order, name: 'Giulia Ferraris', lines: [{ id_order_detail: left.id_order_detail, quantity: 1 }] },
    201,
  )
  await r.call(customer, 'getOrder.withdrawn', 'getOrder', { id_order: recent.id_order }, 200)
  await r.call(customer, 'updateOrder.cancel', 'updateOrder', { id_order: unshipped.id_order, action: 'cancel' }, 200)

  await r.call(customer, 'getWishlist.empty', 'getWishlist', {}, 200)
  await r.call(customer, 'addToWishlist', 'addToWishlist', { id_product: TEE }, 201)
  await r.call(customer, 'getWishlist', 'getWishlist', {}, 200)
  await r.call(customer, 'removeFromWishlist', 'removeFromWishlist', { id_product: TEE }, 200)
  await r.call(customer, 'getLoyaltyPoints', 'getLoyaltyPoints', {}, 200)

  // The product of the recent order: the customer bought it, so may review it.
  const productId = line.id_product
  const { criteria } = await r.call(customer, 'getProductReviews.signedIn', 'getProductReviews', { productId }, 200)
  const scores = Object.fromEntries(criteria.map((c: Json) => [c.key, 4]))
  const review = { title: 'Just right', content: 'Fits well and feels solid.', rating: 4, criteria: scores }
  const { review: written } = await r.call(customer, 'createProductReview', 'createProductReview', { productId, review }, 201)
  const reviewId = written.id_product_comment
  await r.call(customer, 'getProductReviews.own', 'getProductReviews', { productId }, 200)
  await r.call(customer, 'updateProductReview', 'updateProductReview', { productId, reviewId, review: { ...review, rating: 5 } }, 200)
  await r.call(customer, 'deleteProductReview', 'deleteProductReview', { productId, reviewId }, 200)

  await r.call(customer, 'createCartItem.signedIn', 'createCartItem', { id_product: TEE, quantity: 2 }, 201)
  await r.call(customer, 'getCheckout.signedIn', 'getCheckout', {}, 200)
  await r.call(customer, 'updateCheckoutPoints', 'updateCheckoutPoints', { points: 10 }, 200)
  await r.call(customer, 'unsubscribeNewsletter', 'unsubscribeNewsletter', {}, 200)
  await r.call(customer, 'logout', 'logout', {}, 200)

  const newcomer = new Client(app, { 'accept-language': 'en' })
  const registration = { email: 'new.customer@example.com', password: 'Passw0rd!', firstname: 'Nora', lastname: 'Neri', terms_accepted: true }
  await r.call(newcomer, 'register.emailTaken', 'register', { ...registration, email: DEMO_CUSTOMER_EMAIL }, 422)
  await r.call(newcomer, 'register', 'register', registration, 201)
  await r.call(newcomer, 'resetPasswordEmail', 'resetPasswordEmail', { email: 'new.customer@example.com' }, 200)
}

/** The withdrawal function for a guest: the seeded guest orders found by reference and e-mail, withdrawn, cancelled, refused. */
async function guestWithdrawals(r: Recorder, app: FastifyInstance) {
  const guest = new Client(app, { 'accept-language': 'en' })
  const email = DEMO_GUEST.email
  const { withinPeriod, outOfPeriod, notShipped } = DEMO_GUEST.references
  await r.call(guest, 'getWithdrawalOrder.notFound', 'getWithdrawalOrder', { reference: withinPeriod, email: 'someone@example.com' }, 404)
  await r.call(guest, 'getWithdrawalOrder', 'getWithdrawalOrder', { reference: withinPeriod, email }, 200)
  await r.call(guest, 'createWithdrawal', 'createWithdrawal', { reference: withinPeriod, email, name: 'Greta Gast', reason: 'Too big' }, 201)
  await r.call(guest, 'createWithdrawal.alreadyWithdrawn', 'createWithdrawal', { reference: withinPeriod, email, name: 'Greta Gast' }, 422)
  await r.call(guest, 'getWithdrawalOrder.periodOver', 'getWithdrawalOrder', { reference: outOfPeriod, email }, 200)
  await r.call(guest, 'createWithdrawal.periodOver', 'createWithdrawal', { reference: outOfPeriod, email, name: 'Greta Gast' }, 422)
  await r.call(guest, 'getWithdrawalOrder.cancel', 'getWithdrawalOrder', { reference: notShipped, email }, 200)
  await r.call(guest, 'createWithdrawal.cancellation', 'createWithdrawal', { reference: notShipped, email, name: 'Greta Gast' }, 201)
}

/** Makes every recorded call, in order, on a freshly seeded demo shop. */
export async function recordAnswers(app: FastifyInstance): Promise<Recording[]> {
  const r = new Recorder()
  const guest = new Client(app, { 'accept-language': 'en' })
  await r.call(guest, 'bootstrap', 'bootstrap', {}, 200)
  await catalogue(r, guest)
  await guestJourney(r, guest)
  await guestWithdrawals(r, app)
  await customerJourney(r, app)
  return r.done()
}

// An ISO date and time: creation dates are "now" and the demo orders' dates count back from now.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const RECORDED_AT = '2026-11-21T09:00:00.000Z'

/** The value with what changes from one run to the next replaced, so that re-recording an unchanged API changes no file. */
export function stable(value: Json): Json {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable(value[k])]),
    )
  if (typeof value === 'string' && TIMESTAMP.test(value)) return RECORDED_AT
  return value
}

export const fileOf = (name: string) => path.join(RECORDED_DIR, `${name}.json`)

export const serialise = (recording: Recording) => `${JSON.stringify(stable(recording), null, 2)}\n`

export function readRecording(name: string): Recording {
  return JSON.parse(fs.readFileSync(fileOf(name), 'utf8')) as Recording
}

/** The names of the recorded files. */
export function recordedNames(): string[] {
  if (!fs.existsSync(RECORDED_DIR)) return []
  return fs
    .readdirSync(RECORDED_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()
}
