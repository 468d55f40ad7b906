// Sign-in and the customer's calls: the guest's bag merged into the customer's at login and registration, a new
// session id at login (the old cookie signs nobody in), logout, the login-only calls refused to guests, the address
// book (a write retried with its Idempotency-Key saves one address), wishlist, orders, and the optional parts a
// customer meets (loyalty points, returns, editing a review) unless declared off.
import { need, newKey, requireCapability, type Credentials, type KitContext } from '../context'
import { expectRefusal, expectSuccess, expectThat } from '../expect'
import type { Session } from '../http'
import { Skip } from '../report'

const KIT_PASSWORD = 'Conformance-Kit-2026!'
const ADDRESS = {
  alias: 'Conformance',
  firstname: 'Conny',
  lastname: 'Formance',
  address1: 'Via Cavour',
  house_number: '10',
  postcode: '00184',
  city: 'Roma',
  state: 'RM',
  country_iso: 'IT',
}

/** Removes the bag's line of a product, whatever combination the back end chose for it. */
async function removeLine(session: Session, id_product: number): Promise<void> {
  const cart = expectSuccess(await session.call('getCartItems'))
  const line = cart.products.find((p: { id_product: number }) => p.id_product === id_product)
  expectThat(line, `getCartItems psdata.products has no line of product ${id_product}`)
  expectSuccess(
    await session.call('removeCartItem', { id_product, id_product_attribute: line.id_product_attribute ?? undefined }, { idempotencyKey: newKey() }),
  )
}

/** Signs in with --customer, or registers an account of the kit's own; either way from a guest with a bag. */
async function signIn(ctx: KitContext, guest: Session, productId: number | undefined): Promise<Credentials | undefined> {
  const { report } = ctx
  if (ctx.customer) {
    const customer = ctx.customer
    return report.check('login', 'signs in the --customer', async () => {
      expectSuccess(await guest.call('login', customer, { idempotencyKey: newKey() }))
      return customer
    })
  }
  return report.check('register', 'registers a new customer and signs them in (201)', async () => {
    const email = `conformance+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
    const answer = await guest.call(
      'register',
      { email, password: KIT_PASSWORD, firstname: 'Conny', lastname: 'Formance', terms_accepted: true },
      { idempotencyKey: newKey() },
    )
    if (answer.status === 429) throw new Error('registration is throttled here (429): run the kit with --customer email:password')
    const psdata = expectSuccess(answer, 201)
    expectThat(psdata.customer.email === email, `psdata.customer.email is ${JSON.stringify(psdata.customer.email)}, expected ${email}`)
    if (productId !== undefined)
      expectThat(psdata.cart_count >= 1, `psdata.cart_count is ${psdata.cart_count} after registering with a guest bag of 1: the bag was not merged`)
    return { email, password: KIT_PASSWORD }
  })
}

export async function accountSuite(ctx: KitContext): Promise<void> {
  const { report } = ctx
  const visitor = ctx.newSession()
  await visitor.call('bootstrap')

  await report.check('login', 'a wrong password is 401 auth.failed', async () => {
    expectRefusal(
      await visitor.call('login', { email: 'nobody-conformance@example.com', password: 'Wrong-Password-1!' }, { idempotencyKey: newKey() }),
      401,
      'auth.failed',
    )
  })
  for (const call of ['getCustomer', 'getAddresses', 'getOrders', 'getWishlist']) {
    await report.check(call, 'a guest is refused with 401 auth.required', async () => {
      expectRefusal(await visitor.call(call), 401, 'auth.required')
    })
  }
  await report.check('getOrder', 'an unknown order is 404 order.not_found', async () => {
    expectRefusal(await visitor.call('getOrder', { reference: 'NOSUCHORDER' }), 404, 'order.not_found')
  })
  await report.check('getWithdrawalOrder', 'an unknown reference and e-mail is 404 withdrawal.order_not_found', async () => {
    expectRefusal(
      await visitor.call('getWithdrawalOrder', { reference: 'NOSUCHORDER', email: 'nobody-conformance@example.com' }),
      404,
      'withdrawal.order_not_found',
    )
  })
  await report.check('resetPasswordEmail', 'answers 200 for any address (no account enumeration)', async () => {
    expectSuccess(await visitor.call('resetPasswordEmail', { email: 'nobody-conformance@example.com' }, { idempotencyKey: newKey() }), 200, null)
  })
  await report.check('resetPasswordEnter', 'an invalid link is 422 reset.link_invalid on token', async () => {
    const payload = { token: 'no-such-token-conformance', password: 'Conformance-Kit-2026!', confirmation: 'Conformance-Kit-2026!' }
    expectRefusal(await visitor.call('resetPasswordEnter', payload, { idempotencyKey: newKey() }), 422, 'validation.failed', { token: 'reset.link_invalid' })
  })
  await report.check('unsubscribeNewsletter', 'an unknown token is 404 newsletter.not_found', async () => {
    expectRefusal(
      await visitor.call('unsubscribeNewsletter', { token: 'no-such-token-conformance' }, { idempotencyKey: newKey() }),
      404,
      'newsletter.not_found',
    )
  })
  await report.check('updateOrder', 'a guest is refused with 401 auth.required', async () => {
    expectRefusal(await visitor.call('updateOrder', { id_order: 1, action: 'cancel' }, { idempotencyKey: newKey() }), 401, 'auth.required')
  })
  await report.check('subscribeNewsletter', 'an invalid e-mail is 422 field.email', async () => {
    expectRefusal(await visitor.call('subscribeNewsletter', { email: 'not-an-address' }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      email: 'field.email',
    })
  })

  // Guest → customer: the bag comes along.
  const guest = ctx.newSession()
  await guest.call('bootstrap')
  const product = ctx.facts.buyable?.[0]
  const inBag = await report.check('createCartItem', "a guest's bag before signing in", async () => {
    const { id_product } = need(product, 'a product in stock')
    expectSuccess(await guest.call('createCartItem', { id_product, quantity: 1 }, { idempotencyKey: newKey() }), 201)
    return id_product
  })
  const guestCookies = guest.copy()
  const credentials = await signIn(ctx, guest, inBag)
  await report.check('getCartItems', "the guest's bag is merged into the customer's at sign-in", async () => {
    need(credentials, 'a signed-in customer')
    const cart = expectSuccess(await guest.call('getCartItems'))
    const id = need(inBag, 'a line in the guest bag')
    expectThat(
      cart.products.some((p: { id_product: number }) => p.id_product === id),
      `psdata.products has no line of product ${id}: the guest's bag was not merged at sign-in`,
    )
  })
  await report.check('getCustomer', 'the cookie from before sign-in signs nobody in (a new session id at sign-in)', async () => {
    need(credentials, 'a signed-in customer')
    expectRefusal(await guestCookies.call('getCustomer'), 401, 'auth.required')
  })
  await report.check('getCustomer', 'answers the signed-in customer', async () => {
    const { email } = need(credentials, 'a signed-in customer')
    const psdata = expectSuccess(await guest.call('getCustomer'))
    expectThat(String(psdata.email).toLowerCase() === email.toLowerCase(), `psdata.email is ${JSON.stringify(psdata.email)}, expected ${email}`)
  })
  await report.check('bootstrap', 'names the signed-in customer (psdata.customer)', async () => {
    need(credentials, 'a signed-in customer')
    const psdata = expectSuccess(await guest.call('bootstrap'))
    expectThat(psdata.customer?.email, 'psdata.customer missing for a signed-in customer')
  })

  const before = await report.check('getAddresses', "answers the customer's address book", async () => {
    need(credentials, 'a signed-in customer')
    return expectSuccess(await guest.call('getAddresses')) as { id_address: number }[]
  })
  const addressKey = newKey()
  const saved = await report.check('createAddress', 'saves an address (201)', async () => {
    need(before, 'the address book')
    return expectSuccess(await guest.call('createAddress', ADDRESS, { idempotencyKey: addressKey }), 201) as { id_address: number }
  })
  await report.check('createAddress', 'a retry with the same Idempotency-Key saves no second address', async () => {
    const first = need(saved, 'a saved address')
    const again = expectSuccess(await guest.call('createAddress', ADDRESS, { idempotencyKey: addressKey }), 201)
    expectThat(
      again.id_address === first.id_address,
      `psdata.id_address is ${again.id_address} on the retry, expected ${first.id_address}: the retry saved again`,
    )
    const book = expectSuccess(await guest.call('getAddresses'), 200, 'getAddresses')
    expectThat(book.length === need(before, 'the address book').length + 1, `getAddresses has ${book.length} addresses, expected ${before!.length + 1}`)
  })
  await report.check('updateAddress', 'changes the saved address', async () => {
    const { id_address } = need(saved, 'a saved address')
    const psdata = expectSuccess(await guest.call('updateAddress', { id_address, ...ADDRESS, address2: 'Scala B' }, { idempotencyKey: newKey() }))
    expectThat(psdata.address2 === 'Scala B', `psdata.address2 is ${JSON.stringify(psdata.address2)}, expected "Scala B"`)
  })
  await report.check('createAddress', 'a bad postcode is 422 address.postcode_invalid', async () => {
    need(credentials, 'a signed-in customer')
    expectRefusal(await guest.call('createAddress', { ...ADDRESS, postcode: '1' }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      postcode: 'address.postcode_invalid',
    })
  })
  await report.check('removeAddress', 'removes the address', async () => {
    const { id_address } = need(saved, 'a saved address')
    expectSuccess(await guest.call('removeAddress', { id_address }, { idempotencyKey: newKey() }))
  })
  await report.check('removeAddress', 'an address that is not the customer’s is 404 address.not_found', async () => {
    need(credentials, 'a signed-in customer')
    expectRefusal(await guest.call('removeAddress', { id_address: 987654321 }, { idempotencyKey: newKey() }), 404, 'address.not_found')
  })
  await report.check('getOrders', "answers the customer's orders with pagination", async () => {
    need(credentials, 'a signed-in customer')
    expectSuccess(await guest.call('getOrders', { page: 1 }))
  })
  const wishlist = await report.check('getWishlist', "answers the customer's wishlist", async () => {
    need(credentials, 'a signed-in customer')
    return expectSuccess(await guest.call('getWishlist')).products as { id_product: number }[]
  })
  await report.check('addToWishlist', 'adds a product (201); removeFromWishlist takes it out again', async () => {
    const before = need(wishlist, 'the wishlist')
    const product = need(
      ctx.facts.products?.find((p) => !before.some((w) => w.id_product === p.id_product)),
      'a product not in the wishlist',
    )
    const added = expectSuccess(await guest.call('addToWishlist', { id_product: product.id_product }, { idempotencyKey: newKey() }), 201)
    expectThat(
      added.products.some((p: { id_product: number }) => p.id_product === product.id_product),
      `psdata.products has no product ${product.id_product} after adding it`,
    )
    const removed = expectSuccess(
      await guest.call('removeFromWishlist', { id_product: product.id_product }, { idempotencyKey: newKey() }),
      200,
      'removeFromWishlist',
    )
    expectThat(
      !removed.products.some((p: { id_product: number }) => p.id_product === product.id_product),
      `removeFromWishlist psdata.products still has product ${product.id_product}`,
    )
  })
  await report.check('updateCustomer', 'an invalid e-mail is 422 field.email, and nothing changes', async () => {
    const { email } = need(credentials, 'a signed-in customer')
    expectRefusal(
      await guest.call('updateCustomer', { email: 'not-an-address' }, { idempotencyKey: newKey() }),
      422,
      ['validation.failed', 'profile.invalid'],
      { email: 'field.email' },
    )
    const customer = expectSuccess(await guest.call('getCustomer'), 200, 'getCustomer')
    expectThat(
      String(customer.email).toLowerCase() === email.toLowerCase(),
      `getCustomer psdata.email is ${JSON.stringify(customer.email)} after a refused change`,
    )
  })
  await report.check('updateOrder', 'an order that is not the customer’s is 404 order.not_found', async () => {
    need(credentials, 'a signed-in customer')
    expectRefusal(await guest.call('updateOrder', { id_order: 987654321, action: 'cancel' }, { idempotencyKey: newKey() }), 404, 'order.not_found')
  })
  await report.check('getProductReviews', 'a customer who has not bought the product may not review it (403 review.purchase_required)', async () => {
    need(credentials, 'a signed-in customer')
    const candidates = ctx.facts.products ?? []
    for (const p of candidates) {
      const page = expectSuccess(await guest.call('getProductReviews', { productId: p.id_product }), 200, 'getProductReviews')
      if (page.review_status !== 'purchase_required') continue
      const review = { title: 'Conformance', content: 'Written by the conformance kit.', rating: 5 }
      expectRefusal(await guest.call('createProductReview', { productId: p.id_product, review }, { idempotencyKey: newKey() }), 403, 'review.purchase_required')
      return
    }
    throw new Skip('every listed product is one the customer bought or reviewed: no product to try')
  })

  await report.check('getLoyaltyPoints', "answers the customer's points", async () => {
    requireCapability(ctx, 'loyalty_points')
    need(credentials, 'a signed-in customer')
    expectSuccess(await guest.call('getLoyaltyPoints'))
  })
  await report.check('getReturns', "answers the customer's return requests", async () => {
    requireCapability(ctx, 'returns')
    need(credentials, 'a signed-in customer')
    expectSuccess(await guest.call('getReturns'))
  })
  await report.check('createReturn', 'an order that is not the customer’s is 404 order.not_found', async () => {
    requireCapability(ctx, 'returns')
    need(credentials, 'a signed-in customer')
    const lines = [{ id_order_detail: 1, quantity: 1, reason: 'Conformance check' }]
    expectRefusal(await guest.call('createReturn', { id_order: 987654321, lines }, { idempotencyKey: newKey() }), 404, 'order.not_found')
  })
  await report.check('updateProductReview', 'a review that is not the customer’s is 404 review.not_found', async () => {
    requireCapability(ctx, 'review_editing')
    const productId = need(ctx.facts.products?.[0]?.id_product, 'a product')
    need(credentials, 'a signed-in customer')
    const review = { title: 'Conformance', content: 'Written by the conformance kit.', rating: 4 }
    expectRefusal(await guest.call('updateProductReview', { productId, reviewId: 987654321, review }, { idempotencyKey: newKey() }), 404, 'review.not_found')
  })
  await report.check('deleteProductReview', 'a review that is not the customer’s is 404 review.not_found', async () => {
    requireCapability(ctx, 'review_editing')
    const productId = need(ctx.facts.products?.[0]?.id_product, 'a product')
    need(credentials, 'a signed-in customer')
    expectRefusal(await guest.call('deleteProductReview', { productId, reviewId: 987654321 }, { idempotencyKey: newKey() }), 404, 'review.not_found')
  })
  await report.check('updateProductReview', 'a guest is refused with 401 auth.required', async () => {
    requireCapability(ctx, 'review_editing')
    const review = { title: 'Conformance', content: 'Written by the conformance kit.', rating: 4 }
    expectRefusal(await visitor.call('updateProductReview', { productId: 1, reviewId: 1, review }, { idempotencyKey: newKey() }), 401, 'auth.required')
  })

  // Leave the customer's bag as it was (the kit's line goes), then sign out.
  await report.check('removeCartItem', "takes the kit's line out of the customer's bag again", async () => {
    need(credentials, 'a signed-in customer')
    await removeLine(guest, need(inBag, 'a line in the bag'))
  })
  await report.check('logout', 'signs out; the customer calls are then refused', async () => {
    need(credentials, 'a signed-in customer')
    expectSuccess(await guest.call('logout', {}, { idempotencyKey: newKey() }), 200, null)
    expectRefusal(await guest.call('getCustomer'), 401, 'auth.required')
  })
  await report.check('login', "signing in again brings the customer's bag and the new guest bag together", async () => {
    const creds = need(credentials, 'a customer to sign in')
    const { id_product } = need(product, 'a product in stock')
    const again = ctx.newSession()
    await again.call('bootstrap')
    expectSuccess(await again.call('createCartItem', { id_product, quantity: 1 }, { idempotencyKey: newKey() }), 201, 'createCartItem')
    expectSuccess(await again.call('login', creds, { idempotencyKey: newKey() }))
    const cart = expectSuccess(await again.call('getCartItems'), 200, 'getCartItems')
    expectThat(
      cart.products.some((p: { id_product: number }) => p.id_product === id_product),
      `getCartItems psdata.products has no line of product ${id_product} after login: the guest bag was not merged`,
    )
    await removeLine(again, id_product)
  })
}
