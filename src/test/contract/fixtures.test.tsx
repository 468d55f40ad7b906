// The msw fixtures the web tests run on, held to the reference API's real answers (recorded/, `npm run record:api`):
// a fixture whose shape drifts from what the API answers the same call fails here with the paths that differ, so the
// SPA's tests cannot pass against a contract the back end no longer speaks. The rule is in shape.ts.
import { getResponse, type RequestHandler } from 'msw'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { addressFixture, customerFixture, signedInFixture } from '@/features/account/mocks/fixtures'
import { sessionHandlers } from '@/features/account/mocks/session'
import { carrierFixture, carriersHandler } from '@/features/cart/mocks/carriers'
import { emptyCartHandlers } from '@/features/cart/mocks/defaults'
import { cartHandlers } from '@/features/cart/mocks/handlers'
import { brandHandlers, brandsFixture, nordkapListing } from '@/features/catalog/mocks/brandHandlers'
import { categoryListing, productDetail } from '@/features/catalog/mocks/fixtures'
import { homeHandlers, homeLists } from '@/features/catalog/mocks/homeHandlers'
import { bestsellers, searchHandlers, searchResults } from '@/features/catalog/mocks/searchHandlers'
import { suggestHandler, suggestionsEnvelope, suggestionsFixture } from '@/features/catalog/mocks/searchSuggestions'
import { addressFixture as checkoutAddress, checkoutFixture, findPudos, GATEWAYS } from '@/features/checkout/mocks/fixtures'
import { checkoutHandlers } from '@/features/checkout/mocks/handlers'
import { createdOrder, paymentHandlers, readyCheckout, validated } from '@/features/checkout/mocks/paymentHandlers'
import { aboutUs, contentHandlers, CONTENT } from '@/features/content/mocks/contentHandlers'
import { newsletterHandlers } from '@/features/newsletter/mocks/handlers'
import { orderFixture, orderSummaryFixture, returnFixture } from '@/features/orders/mocks/fixtures'
import { orderHandlers } from '@/features/orders/mocks/handlers'
import { reviewsHandlers } from '@/features/reviews/mocks/handlers'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { shopHandlers } from '@/features/shop/mocks/handlers'
import { wishlistFixture, wishlistItemFixture } from '@/features/wishlist/mocks/fixtures'
import { orderRowFixture, unshippedOrderFixture, withdrawalOrderFixture } from '@/features/withdrawal/mocks/fixtures'
import { withdrawalHandlers } from '@/features/withdrawal/mocks/handlers'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { productHandlers } from '@/pages/product/mocks/productHandlers'
import { countriesFixture } from '@/shared/address/mocks/fixtures'
import { cartFixture, cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { API } from '@/test/server'
import { recordedAnswer, recordedNames } from './recorded'
import { drift, shapeOfAll } from './shape'
import { psPagination } from '@/shared/api/mocks/fixtures'

/** psdata of a recorded answer, by file name (`getCheckout.signedIn`). */
const recorded = (name: string): unknown => recordedAnswer(name).answer.psdata

/** What msw answers a call with these handlers: the psdata a web test's app receives. */
async function answerOf(handlers: RequestHandler[], call: string, body: unknown = {}, base = API): Promise<unknown> {
  const request =
    body === 'GET'
      ? new Request(`${base}/${call}`)
      : new Request(`${base}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`no handler answers ${call}`)
  const envelope = (await response.json()) as { success: boolean; psdata: unknown }
  if (!envelope.success) throw new Error(`${call} answered ${JSON.stringify(envelope)}`)
  return envelope.psdata
}

/** A fixture as the app receives it: through JSON (undefined keys gone). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

type Fixture = () => unknown

/** Recorded answers of one shape, by what the fixtures stand for. */
const CART = [
  'getCartItems',
  'getCartItems.empty',
  'createCartItem',
  'createCartItem.again',
  'createCartItem.signedIn',
  'updateCartItem',
  'removeCartItem',
  'addOrRemoveCoupon',
  'addOrRemoveCoupon.remove',
]
const CHECKOUT = [
  'getCheckout',
  'getCheckout.noCart',
  'getCheckout.nothingChosen',
  'getCheckout.signedIn',
  'updateCheckoutAddress',
  'updateCheckoutCarrier',
  'updateCheckoutPoints',
]
const ORDER = ['getOrder', 'getOrder.old', 'getOrder.guest', 'getOrder.withdrawn', 'updateOrder.cancel']
const WITHDRAWAL_ORDER = ['getWithdrawalOrder', 'getWithdrawalOrder.signedIn', 'getWithdrawalOrder.periodOver', 'getWithdrawalOrder.cancel']
const REVIEWS = ['getProductReviews', 'getProductReviews.signedIn', 'getProductReviews.own']
const WISHLIST = ['getWishlist', 'getWishlist.empty', 'addToWishlist', 'removeFromWishlist']
const SIGNED_IN = ['login', 'register']
const LISTINGS = ['getProductsFeatured', 'getProductsBestsellers', 'getProductsLatest', 'getRelatedProducts']

const tote = cartLineFixture()
const voucher = { id_cart_rule: 1, code: 'WELCOME10', name: 'Welcome 10 €', voucher_type: 'amount', value: 10, amount: 10 }
const sweater = cartLineFixture({
  id_product: 42,
  id_product_attribute: 101,
  attributes: 'Size: S',
  attributes_array: [{ group: 'Size', name: 'S', id_attribute: 11 }],
})

/** Every fixture, named for the test's title, with the recorded answers of the call(s) it stands for. */
const fixtures: [string, string[], Fixture[]][] = [
  // Shop-wide
  ['shop: bootstrap', ['bootstrap', 'bootstrap.signedIn'], [() => bootstrapFixture().psdata]],
  ['shop: getRedirect', ['getRedirect', 'getRedirect.none'], [() => answerOf(shopHandlers, 'getRedirect', { path: '/en/x' })]],
  [
    'account: the session’s bootstrap',
    ['bootstrap', 'bootstrap.signedIn'],
    [() => answerOf(sessionHandlers().handlers, 'bootstrap'), () => answerOf(sessionHandlers({ signedIn: true, cartCount: 2 }).handlers, 'bootstrap')],
  ],
  ['address: getCountries', ['getCountries'], [() => countriesFixture]],
  ['content: getContent', ['getContent'], [() => aboutUs().psdata, () => answerOf(contentHandlers().handlers, 'getContent', { slug: 'about-us' }, CONTENT)]],

  // Catalogue
  ['catalog: getProducts', ['getProducts'], [() => categoryListing(1).psdata, () => answerOf(homeHandlers(), 'getProducts', { page: 1 })]],
  [
    'catalog: getProduct',
    ['getProduct'],
    [() => productDetail().psdata, () => answerOf(productHandlers(), 'getProduct', { product_id: 42, group: { 1: 13 } })],
  ],
  ['catalog: the home lists', LISTINGS, Object.values(homeLists).map((list) => () => list)],
  ['catalog: getRelatedProducts', LISTINGS, [() => answerOf(productHandlers(), 'getRelatedProducts', { id_product: 42 })]],
  ['catalog: getProductsBestsellers (no search results)', LISTINGS, [() => bestsellers().psdata]],
  [
    'catalog: getBrands',
    ['getBrands'],
    [() => ({ brands: brandsFixture() }), () => answerOf(brandHandlers().handlers, 'getBrands'), () => answerOf(homeHandlers(), 'getBrands')],
  ],
  [
    'catalog: getBrand',
    ['getBrand', 'getBrand.plain'],
    [() => nordkapListing(1).psdata, () => answerOf(brandHandlers().handlers, 'getBrand', { id_manufacturer: 3, page: 1 })],
  ],
  [
    'catalog: search',
    ['search'],
    [() => searchResults('merino', 1).psdata, () => answerOf(searchHandlers().handlers, 'search', { s: 'merino', page: 1, q: '', order: 'relevance' })],
  ],
  [
    'catalog: search suggestions',
    ['search.suggest', 'search.suggest.brand'],
    [() => suggestionsEnvelope('merino', suggestionsFixture()).psdata, () => answerOf([suggestHandler().handler], 'search', { s: 'merino', suggest: true })],
  ],
  [
    'reviews: getProductReviews',
    REVIEWS,
    [
      () => answerOf(reviewsHandlers().handlers, 'getProductReviews', { productId: 42 }),
      () => answerOf(reviewsHandlers({ own: true }).handlers, 'getProductReviews', { productId: 42 }),
    ],
  ],
  [
    'reviews: createProductReview',
    ['createProductReview'],
    [
      () =>
        answerOf(reviewsHandlers().handlers, 'createProductReview', {
          productId: 42,
          review: { title: 'Nice', content: 'Nice and warm.', rating: 5, criteria: { quality: 5 } },
        }),
    ],
  ],
  [
    'reviews: updateProductReview',
    ['updateProductReview'],
    [
      () =>
        answerOf(reviewsHandlers({ own: true }).handlers, 'updateProductReview', {
          productId: 42,
          reviewId: 100,
          review: { title: 'Nice', content: 'Nice and warm.', rating: 5, criteria: {} },
        }),
    ],
  ],
  [
    'reviews: deleteProductReview',
    ['deleteProductReview'],
    [() => answerOf(reviewsHandlers({ own: true }).handlers, 'deleteProductReview', { productId: 42, reviewId: 100 })],
  ],

  // Cart
  ['cart: the cart', CART, [() => cartFixture([]), () => cartFixture([tote, sweater], [voucher])]],
  ['cart: the default empty cart', CART, [() => answerOf(emptyCartHandlers, 'getCartItems')]],
  [
    'cart: the cart calls',
    CART,
    [
      () => answerOf(cartHandlers([tote]).handlers, 'getCartItems'),
      () => answerOf(cartHandlers().handlers, 'createCartItem', { id_product: 5, id_product_attribute: 0, quantity: 1 }),
      () => answerOf(cartHandlers([tote]).handlers, 'updateCartItem', { id_product: 1, id_product_attribute: 0, quantity: 2 }),
      () => answerOf(cartHandlers([tote]).handlers, 'removeCartItem', { id_product: 1, id_product_attribute: 0 }),
    ],
  ],
  [
    'cart: getCarriers',
    ['getCarriers'],
    [() => ({ country_iso: 'IT', carriers: [carrierFixture(1, 6.9)] }), () => answerOf([carriersHandler()], 'getCarriers', { country_iso: 'IT' })],
  ],

  // Checkout
  [
    'checkout: getCheckout',
    CHECKOUT,
    [
      () => readyCheckout(),
      () =>
        checkoutFixture({
          items: [],
          stockProblems: [],
          customer: null,
          book: [],
          delivery: null,
          invoice: null,
          carrierId: null,
          pudoId: null,
          message: null,
        }),
      () => answerOf(checkoutHandlers().handlers, 'getCheckout'),
      () =>
        answerOf(
          checkoutHandlers({
            customer: { id_customer: 7, email: 'giulia@example.com', firstname: 'Giulia', lastname: 'Romano', is_guest: false },
            delivery: checkoutAddress(),
            carrierId: 3,
            pudoId: 1,
            message: 'Ring twice',
          }).handlers,
          'getCheckout',
        ),
    ],
  ],
  [
    'checkout: getPudos',
    ['getPudos'],
    [() => findPudos('IT', '20121'), () => answerOf(checkoutHandlers().handlers, 'getPudos', { country_iso: 'IT', postcode: '20121' })],
  ],
  ['checkout: getGateways', ['getGateways'], [() => GATEWAYS, () => readyCheckout().gateways]],
  [
    'checkout: the delivery message',
    ['addOrEditDeliveryMessage', 'getDeliveryMessage', 'getDeliveryMessage.none'],
    [
      () => answerOf(checkoutHandlers().handlers, 'addOrEditDeliveryMessage', { message: 'Ring twice' }),
      () => answerOf(checkoutHandlers().handlers, 'getDeliveryMessage', 'GET'),
    ],
  ],
  ['checkout: createOrder', ['createOrder'], [() => createdOrder('approved', '/en/checkout/validate?order=KQZPXWRTA&token=tok-1&status=approved')]],
  [
    'checkout: validateOrder',
    ['validateOrder'],
    [() => validated('approved'), () => answerOf(paymentHandlers().handlers, 'validateOrder', { order: 'KQZPXWRTA', token: 'tok-1' })],
  ],
  [
    'checkout: createCheckoutFeedback',
    ['createCheckoutFeedback'],
    [() => answerOf(paymentHandlers().handlers, 'createCheckoutFeedback', { reference: 'KQZPXWRTA', rating: 5, comment: 'Quick' })],
  ],
  ['checkout: updateCheckoutPoints', CHECKOUT, [() => answerOf(paymentHandlers().handlers, 'updateCheckoutPoints', { points: 0 })]],

  // Account
  [
    'account: login, register, resetPasswordEnter',
    SIGNED_IN,
    [() => signedInFixture(), ...['login', 'register', 'resetPasswordEnter'].map((call) => () => answerOf(accountHandlers, call))],
  ],
  [
    'account: getCustomer, updateCustomer',
    ['getCustomer', 'updateCustomer'],
    [() => customerFixture(), () => answerOf(accountHandlers, 'updateCustomer', { firstname: 'Giulia' })],
  ],
  ['account: getAddresses', ['getAddresses'], [() => [addressFixture()], () => answerOf(accountHandlers, 'getAddresses')]],
  [
    'account: createAddress, updateAddress',
    ['createAddress', 'updateAddress'],
    [() => addressFixture(), () => answerOf(accountHandlers, 'createAddress'), () => answerOf(accountHandlers, 'updateAddress')],
  ],
  ['account: removeAddress', ['removeAddress'], [() => answerOf(accountHandlers, 'removeAddress', { id_address: 11 })]],
  ['account: logout', ['logout'], [() => answerOf(accountHandlers, 'logout')]],

  // Orders
  [
    'orders: getOrders',
    ['getOrders'],
    [() => answerOf(orderHandlers, 'getOrders', { page: 1 }), () => ({ orders: [orderSummaryFixture()], pagination: psPagination(1) })],
  ],
  ['orders: getOrder', ORDER, [() => orderFixture(), () => answerOf(orderHandlers, 'getOrder', { id_order: 31 })]],
  ['orders: getReturns', ['getReturns', 'getReturns.empty'], [() => answerOf(orderHandlers, 'getReturns')]],
  ['orders: createReturn', ['createReturn'], [() => returnFixture(), () => answerOf(orderHandlers, 'createReturn', { id_order: 31, lines: [] })]],
  [
    'withdrawal: getWithdrawalOrder',
    WITHDRAWAL_ORDER,
    [
      () => withdrawalOrderFixture(),
      () => unshippedOrderFixture(),
      () => answerOf(withdrawalHandlers().handlers, 'getWithdrawalOrder', { reference: 'XKBKNABJK', email: 'giulia@example.com' }),
    ],
  ],
  [
    'withdrawal: createWithdrawal',
    ['createWithdrawal', 'createWithdrawal.partial', 'createWithdrawal.cancellation'],
    [
      () => answerOf(withdrawalHandlers().handlers, 'createWithdrawal', { id_order: 31, name: 'Giulia Romano' }),
      () => answerOf(withdrawalHandlers(() => unshippedOrderFixture()).handlers, 'createWithdrawal', { id_order: 31, name: 'Giulia Romano' }),
    ],
  ],
  [
    'withdrawal: the customer’s orders (getOrders)',
    ['getOrders'],
    [() => answerOf(withdrawalHandlers().handlers, 'getOrders', { page: 1 }), () => ({ orders: [orderRowFixture()], pagination: psPagination(1) })],
  ],
  [
    'wishlist: the wishlist calls',
    WISHLIST,
    [
      () => wishlistFixture(wishlistItemFixture()),
      () => answerOf(wishlistHandlers([wishlistItemFixture()]), 'getWishlist'),
      () => answerOf(wishlistHandlers(), 'addToWishlist', { id_product: 5 }),
      () => answerOf(wishlistHandlers([wishlistItemFixture()]), 'removeFromWishlist', { id_product: 5 }),
    ],
  ],
  [
    'newsletter: subscribeNewsletter',
    ['subscribeNewsletter'],
    [() => answerOf(newsletterHandlers().handlers, 'subscribeNewsletter', { email: 'fan@example.com' })],
  ],
  [
    'newsletter: unsubscribeNewsletter',
    ['unsubscribeNewsletter'],
    [() => answerOf(newsletterHandlers().handlers, 'unsubscribeNewsletter', { token: 'tok-1' })],
  ],
]

describe('the msw fixtures speak the reference API’s contract', () => {
  it.each(fixtures)('%s', async (_name, calls, builders) => {
    const api = shapeOfAll(calls.map(recorded))
    const fixture = shapeOfAll(await Promise.all(builders.map(async (build) => json(await build()))))
    const problems = drift(fixture, api)
    if (problems.length)
      throw new Error(`The fixture drifted from the API's answer to ${calls.join(', ')} (src/test/contract/recorded/):\n  ${problems.join('\n  ')}`)
  })

  it('has a fixture for every recorded answer of a success', () => {
    const covered = new Set(fixtures.flatMap(([, calls]) => calls))
    // Recorded for the API's sake only: no web test mocks them.
    const unmocked = ['getLoyaltyPoints', 'resetPasswordEmail']
    const successes = recordedNames().filter((name) => recordedAnswer(name).answer.success)
    expect(successes.filter((name) => !covered.has(name) && !unmocked.includes(name))).toEqual([])
  })
})
