// Checkout end to end: addresses, carriers and collection points, the shipping and tax rules, points, and each
// gateway's outcome (approve, decline, cancel) with stock reserved and released, validation and confirmation mail.
import { appWith, Client, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, APPROVED_CARD, BOB, GUEST_ADDRESS, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const ROMA = { ...GUEST_ADDRESS, phone: '+39 06 1234567' }
const ZURICH = { ...ROMA, postcode: '8001', city: 'Zürich', state: null, country_iso: 'CH' }
const DECLINED = { ...APPROVED_CARD, number: '4000 0000 0000 0002' }

const stockOf = async (idProduct: number) =>
  (await ctx.db.query<{ quantity: number }>('select quantity from products where id_product = $1', [idProduct]))[0]!.quantity
const outbox = async (to: string) => (await ctx.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(to)}` })).json().psdata

/** A guest with `quantity` mugs (12.50 each) in the cart, an address and a carrier chosen. */
async function guestReady(quantity = 2, address: Record<string, unknown> = ROMA, carrier = 1) {
  const client = new Client(ctx.app)
  await client.call('bootstrap')
  await client.call('createCartItem', { id_product: 5, quantity })
  const addressed = await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: address })
  expect(addressed.status).toBe(200)
  const carried = await client.call('updateCheckoutCarrier', { id_carrier: carrier })
  expect(carried.status).toBe(200)
  return client
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

describe('checkout session', () => {
  it('tells what is missing, then becomes ready', async () => {
    const client = new Client(ctx.app)
    await client.call('createCartItem', { id_product: 5 })
    expect((await client.call('getCheckout')).body.psdata.missing).toEqual(['email', 'delivery_address', 'carrier'])
    const noEmail = await client.call('updateCheckoutAddress', { delivery_address: ROMA })
    expect(noEmail.body.errors.email).toBe('Email is required.')
    const addressed = await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: ROMA })
    const state = addressed.body.psdata
    expect(state.customer).toMatchObject({ email: 'gina@example.com', is_guest: true })
    expect(state.addresses.delivery).toMatchObject({ city: 'Roma', country_iso: 'IT' })
    expect(state.carriers.map((c: { id_carrier: number; price: number }) => [c.id_carrier, c.price])).toEqual([
      [1, 7],
      [2, 15],
      [3, 4],
    ])
    // Working days in transit to Italy, for the expected delivery dates.
    expect(state.carriers.map((c: { delivery_days: unknown }) => c.delivery_days)).toEqual([
      { min: 3, max: 5 },
      { min: 1, max: 1 },
      { min: 2, max: 4 },
    ])
    expect(state.missing).toEqual(['carrier'])
    const ready = (await client.call('updateCheckoutCarrier', { id_carrier: 1 })).body.psdata
    expect(ready).toMatchObject({ ready: true, missing: [], totals: { products: 12.5, shipping: 7, total: 19.5 } })
    expect(ready.totals.tax).toBeCloseTo(19.5 - 19.5 / 1.22, 2)
  })

  it('requires a collection point for the pickup carrier and finds points near a postcode', async () => {
    const client = await guestReady()
    expect((await client.call('updateCheckoutCarrier', { id_carrier: 3 })).body.errors.id_pudo).toBe('Please choose a collection point.')
    const near = await client.call('getPudos', { postcode: '20121', country_iso: 'IT' })
    expect(near.body.psdata.pudos.map((p: { id_pudo: number }) => p.id_pudo)).toEqual([1, 2, 3])
    expect(near.body.psdata.pudos[0].distance_km).toBe(0)
    const picked = await client.call('updateCheckoutCarrier', { id_carrier: 3, id_pudo: 2 })
    expect(picked.body.psdata).toMatchObject({ pudo: { id_pudo: 2, city: 'Milano' }, totals: { shipping: 4 } })
    expect((await client.call('updateCheckoutCarrier', { id_carrier: 1, id_pudo: 2 })).status).toBe(422)
  })

  it('keeps a delivery message, read by GET', async () => {
    const client = await guestReady()
    expect((await client.call('addOrEditDeliveryMessage', { message: 'Ring twice' })).body.psdata).toEqual({ message: 'Ring twice' })
    const res = await client.get('/api/getDeliveryMessage')
    expect(res.json()).toMatchObject({ code: 200, psdata: { message: 'Ring twice' } })
  })
})

describe('shipping and tax rules', () => {
  it('ships free to Italy from 150 EUR, except with carriers outside the offer', async () => {
    const client = await guestReady(2)
    await client.call('createCartItem', { id_product: 2 }) // 200 EUR jacket
    const state = (await client.call('getCheckout')).body.psdata
    expect(state.carriers.find((c: { id_carrier: number }) => c.id_carrier === 1)).toMatchObject({ price: 0, is_free: true })
    expect(state.carriers.find((c: { id_carrier: number }) => c.id_carrier === 2)).toMatchObject({ price: 15, is_free: false })
    expect(state.cart.free_shipping).toMatchObject({ qualifies: true, remaining: 0 })
  })

  it("ships a brand's products free from its own threshold (100 EUR)", async () => {
    const client = await guestReady(8) // 8 × 12.50 = 100 EUR of brand 1
    expect((await client.call('getCheckout')).body.psdata.totals.shipping).toBe(0)
    await client.call('updateCartItem', { id_product: 5, quantity: 7 })
    expect((await client.call('getCheckout')).body.psdata.totals.shipping).toBe(7)
  })

  it('recalculates shipping when the address changes; outside the EU no VAT is charged and duties are excluded', async () => {
    const client = await guestReady(2)
    const swiss = (await client.call('updateCheckoutAddress', { delivery_address: ZURICH })).body.psdata
    expect(swiss.id_carrier).toBe(1)
    expect(swiss.totals).toMatchObject({ products: 25, shipping: 20, tax: 0, duties_excluded: true })
    expect(swiss.totals.total).toBeCloseTo(45 / 1.22, 2)
    expect(swiss.totals.vat_exempt + swiss.totals.total).toBeCloseTo(45, 2)
    // Express does not go to Switzerland: it is dropped when the address moves there.
    await client.call('updateCheckoutAddress', { delivery_address: ROMA })
    await client.call('updateCheckoutCarrier', { id_carrier: 2 })
    expect((await client.call('updateCheckoutAddress', { delivery_address: ZURICH })).body.psdata.id_carrier).toBeNull()
  })
})

describe('CREDITCARD', () => {
  it('approves with the test card: order paid, stock taken, cart emptied, confirmation e-mail', async () => {
    const client = await guestReady(2)
    const created = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect(created.status).toBe(201)
    const { order, payment } = created.body.psdata
    expect(payment).toMatchObject({ gateway: 'CREDITCARD', status: 'approved' })
    expect(payment.redirect_url).toMatch(/^\/en\/checkout\/validate\?order=[A-Z]{9}&token=.+&status=approved$/)
    // Two of product 5: the answer counts them (it once said 0 where getOrder said 2).
    expect(order).toMatchObject({ status: 'payment_accepted', total_paid: 32, products_count: 2 })
    expect(await stockOf(5)).toBe(98)
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(0)
    const { token } = query(payment.redirect_url)
    const validated = await client.call('validateOrder', { order: order.reference, token })
    expect(validated.body.psdata).toMatchObject({
      status: 'approved',
      order: { reference: order.reference, status: 'payment_accepted', payment: { card_last4: '4242' } },
    })
    const mails = await outbox('gina@example.com')
    expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['order_confirmation'])
    expect(mails[0].subject).toBe(`Order ${order.reference} confirmed`)
    // The guest sees the order from this session only.
    expect((await client.call('getOrder', { reference: order.reference })).status).toBe(200)
    expect((await new Client(ctx.app).call('getOrder', { reference: order.reference })).status).toBe(404)
  })

  it('declines the decline test card: order failed, stock back, cart kept', async () => {
    const client = await guestReady(2)
    const created = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: DECLINED })
    expect(created.body.message).toBe('Payment declined')
    expect(created.body.psdata.payment.status).toBe('declined')
    expect(created.body.psdata.order.status).toBe('payment_error')
    expect(await stockOf(5)).toBe(100)
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(2)
    const retry = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect(retry.body.psdata.payment.status).toBe('approved')
  })

  it('checks the card before creating anything', async () => {
    const client = await guestReady(1)
    const res = await client.call('createOrder', {
      gateway: 'CREDITCARD',
      terms_accepted: true,
      card: { ...APPROVED_CARD, number: '4242 4242 4242 4241', expiry: '01/20', cvv: '1234' },
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['card.cvv', 'card.expiry', 'card.number'])
    expect((await ctx.db.query('select * from orders where email = $1', ['gina@example.com'])).length).toBe(0)
    expect((await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: false, card: APPROVED_CARD })).body.errors.terms_accepted).toBeDefined()
  })

  it('needs a complete checkout', async () => {
    const client = new Client(ctx.app)
    await client.call('createCartItem', { id_product: 5 })
    const res = await client.call('createOrder', { gateway: 'PAYPAL', terms_accepted: true })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({ email: expect.any(String), id_address_delivery: expect.any(String), id_carrier: expect.any(String) })
  })

  it('places one order for a retried createOrder with the same key', async () => {
    const client = await guestReady(1)
    const key = { 'idempotency-key': 'order-1' }
    const first = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD }, key)
    const second = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD }, key)
    expect(second.body).toEqual(first.body)
    expect((await ctx.db.query('select * from orders where email = $1', ['gina@example.com'])).length).toBe(1)
  })
})

describe.each(['PAYPAL', 'MULTISAFEPAY'])('%s hosted page', (gateway) => {
  async function startPayment() {
    const client = await guestReady(2)
    const created = await client.call('createOrder', { gateway, terms_accepted: true })
    expect(created.body.psdata.payment.status).toBe('pending')
    const url: string = created.body.psdata.payment.redirect_url
    expect(url).toMatch(new RegExp(`^/sandbox/pay/${gateway.toLowerCase()}/`))
    expect(await stockOf(5)).toBe(98)
    return { client, url, reference: created.body.psdata.order.reference as string }
  }

  async function choose(url: string, action: string) {
    const pageRes = await ctx.app.inject({ method: 'GET', url })
    expect(pageRes.statusCode).toBe(200)
    expect(pageRes.body).toContain('Approve payment')
    const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` })
    expect(res.statusCode).toBe(303)
    return res.headers.location as string
  }

  it('approves: validateOrder confirms once, mail sent once', async () => {
    const { client, url, reference } = await startPayment()
    const pending = await client.call('validateOrder', { order: reference, token: url.split('/').pop() })
    expect(pending.body.psdata.status).toBe('pending')
    const back = await choose(url, 'approve')
    expect(back).toMatch(new RegExp(`^/en/checkout/validate\\?order=${reference}&token=.+&status=approved$`))
    const { token } = query(back)
    const validated = await client.call('validateOrder', { order: reference, token, status: 'approved' })
    expect(validated.body.psdata).toMatchObject({ status: 'approved', order: { status: 'payment_accepted' } })
    await client.call('validateOrder', { order: reference, token })
    expect(await outbox('gina@example.com')).toHaveLength(1)
    expect(await stockOf(5)).toBe(98)
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(0)
  })

  it('declines: order failed, stock released, cart kept', async () => {
    const { client, url, reference } = await startPayment()
    const { token } = query(await choose(url, 'decline'))
    // A forged status in the URL changes nothing: the gateway's record decides.
    const validated = await client.call('validateOrder', { order: reference, token, status: 'approved' })
    expect(validated.body.psdata).toMatchObject({ status: 'declined', order: { status: 'payment_error' } })
    expect(await stockOf(5)).toBe(100)
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(2)
  })

  it('cancels: order cancelled, stock released', async () => {
    const { client, url, reference } = await startPayment()
    const { token } = query(await choose(url, 'cancel'))
    expect((await client.call('validateOrder', { order: reference, token })).body.psdata.order.status).toBe('canceled')
    expect(await stockOf(5)).toBe(100)
    expect((await client.call('validateOrder', { order: reference, token: 'forged' })).status).toBe(404)
  })
})

describe('orders of a customer', () => {
  async function annaOrders() {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    return { anna, orders: (await anna.call('getOrders')).body.psdata.orders }
  }

  it("lists own orders and hides everyone else's", async () => {
    const { orders } = await annaOrders()
    // Newest first: one paid and not shipped yet, one delivered a few days ago, one long ago.
    expect(orders.map((o: { status_label: string }) => o.status_label)).toEqual(['Payment accepted', 'Delivered', 'Delivered'])
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    expect((await bob.call('getOrder', { id_order: orders[0].id_order })).status).toBe(404)
    expect((await bob.call('updateOrder', { id_order: orders[0].id_order, action: 'cancel' })).status).toBe(404)
  })

  it('pays part of an order with points and earns new ones', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const before = (await anna.call('getLoyaltyPoints')).body.psdata.balance
    expect(before).toBeGreaterThan(100)
    await anna.call('createCartItem', { id_product: 5, quantity: 4 })
    const addresses = (await anna.call('getAddresses')).body.psdata
    await anna.call('updateCheckoutAddress', { id_address_delivery: addresses[0].id_address, invoice_same_as_delivery: true })
    await anna.call('updateCheckoutCarrier', { id_carrier: 1 })
    expect((await anna.call('updateCheckoutPoints', { points: before + 1 })).body.errors.points).toBeDefined()
    const withPoints = await anna.call('updateCheckoutPoints', { points: 100 })
    expect(withPoints.body.psdata.totals).toMatchObject({ products: 50, points: 5, shipping: 7, total: 52 })
    const created = await anna.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect(created.body.psdata.order.total_paid).toBe(52)
    const after = (await anna.call('getLoyaltyPoints')).body.psdata
    expect(after.balance).toBe(before - 100 + 50)
    expect(after.history[0]).toMatchObject({ reason: 'order', points: 50 })
  })

  it('cancels an order that has not shipped: stock and points come back', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const addresses = (await anna.call('getAddresses')).body.psdata
    await anna.call('createCartItem', { id_product: 2, quantity: 1 })
    await anna.call('updateCheckoutAddress', { id_address_delivery: addresses[0].id_address })
    await anna.call('updateCheckoutCarrier', { id_carrier: 1 })
    const created = await anna.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect(await stockOf(2)).toBe(3)
    const balance = (await anna.call('getLoyaltyPoints')).body.psdata.balance
    const cancelled = await anna.call('updateOrder', { id_order: created.body.psdata.order.id_order, action: 'cancel' })
    expect(cancelled.body.psdata.history.map((h: { status: string }) => h.status)).toEqual(['awaiting_payment', 'payment_accepted', 'canceled', 'refunded'])
    expect(await stockOf(2)).toBe(4)
    expect((await anna.call('getLoyaltyPoints')).body.psdata.balance).toBe(balance - 200)
    expect((await anna.call('updateOrder', { id_order: created.body.psdata.order.id_order, action: 'cancel' })).status).toBe(422)
  })

  it('returns products within 14 days of delivery, never more than bought', async () => {
    const { anna, orders } = await annaOrders()
    const [, recent, old] = orders
    const detail = (await anna.call('getOrder', { id_order: recent.id_order })).body.psdata
    expect(detail.is_returnable).toBe(true)
    const line = detail.products[0]
    const tooMany = await anna.call('createReturn', {
      id_order: recent.id_order,
      lines: [{ id_order_detail: line.id_order_detail, quantity: 2, reason: 'Too small' }],
    })
    expect(tooMany.body.errors['lines.0.quantity']).toBe('At most 1 can be returned.')
    expect(tooMany.body.codes).toEqual({ _: 'validation.failed', 'lines.0.quantity': 'return.quantity_too_high' })
    expect(tooMany.body.params).toEqual({ 'lines.0.quantity': { max: 1 } })
    const mistaken = await anna.call('createReturn', {
      id_order: recent.id_order,
      lines: [
        { id_order_detail: line.id_order_detail, quantity: 1, reason: 'Too small' },
        { id_order_detail: line.id_order_detail, quantity: 1, reason: 'Again' },
        { id_order_detail: 999999, quantity: 1, reason: 'Not mine' },
      ],
    })
    expect(mistaken.body.codes).toEqual({
      _: 'validation.failed',
      'lines.1.id_order_detail': 'return.duplicate_line',
      'lines.2.id_order_detail': 'return.unknown_line',
    })
    expect(mistaken.body.errors['lines.2.id_order_detail']).toBe('This product is not part of the order.')
    const created = await anna.call('createReturn', {
      id_order: recent.id_order,
      lines: [{ id_order_detail: line.id_order_detail, quantity: 1, reason: 'Too small' }],
    })
    expect(created.status).toBe(201)
    expect(created.body.psdata).toMatchObject({ status: 'requested', lines: [{ quantity: 1, reason: 'Too small' }] })
    expect((await anna.call('getReturns')).body.psdata.returns).toHaveLength(1)
    const expired = await anna.call('createReturn', { id_order: old.id_order, lines: [{ id_order_detail: 1, quantity: 1, reason: 'Late' }] })
    expect(expired.body.errors.id_order).toMatch(/14 days/)
    expect(expired.body.codes).toEqual({ _: 'validation.failed', id_order: 'return.period_over' })
    expect(expired.body.params).toEqual({ id_order: { days: 14 } })
  })
})

describe('reviews', () => {
  const review = { title: 'Lovely tee', content: 'Soft and well made, fits true to size.', rating: 5, criteria: { quality: 5, value: 4 } }

  it('lets a buyer review once and edit or delete only their own review', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    expect((await anna.call('getProductReviews', { productId: 1 })).body.psdata).toMatchObject({ can_review: true, review_status: 'allowed', comments_nb: 0 })
    const created = await anna.call('createProductReview', { productId: 1, review })
    expect(created.status).toBe(201)
    expect(created.body.psdata).toMatchObject({ review: { title: 'Lovely tee', customer_name: 'Anna R.', is_own: true }, rating: { average: 5, count: 1 } })
    const reviewId = created.body.psdata.review.id_product_comment
    expect((await anna.call('createProductReview', { productId: 1, review })).body.errors.review).toBe('You have already reviewed this product.')
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    const notBought = await bob.call('createProductReview', { productId: 1, review })
    expect(notBought).toMatchObject({ status: 403, body: { message: 'You must purchase this product before you can leave a review.' } })
    expect((await bob.call('updateProductReview', { productId: 1, reviewId, review })).status).toBe(404)
    expect((await bob.call('deleteProductReview', { productId: 1, reviewId })).status).toBe(404)
    const updated = await anna.call('updateProductReview', { productId: 1, reviewId, review: { ...review, rating: 3 } })
    expect(updated.body.psdata.rating).toEqual({ average: 3, count: 1 })
    expect((await new Client(ctx.app).call('getProduct', { product_id: 1 })).body.psdata.rating).toEqual({ average: 3, count: 1 })
    expect((await anna.call('deleteProductReview', { productId: 1, reviewId })).body.psdata.rating).toEqual({ average: 0, count: 0 })
  })

  it('validates the review (spec §5) and lists reviews with averages', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const bad = await anna.call('createProductReview', { productId: 1, review: { title: 'No', content: 'Too short' } })
    expect(bad.body.errors).toEqual({
      'review.title': 'Title must be at least 3 characters.',
      'review.content': 'Content must be at least 10 characters.',
      'review.rating': 'Please select a rating',
    })
    const list = (await new Client(ctx.app).call('getProductReviews', { productId: 2 })).body.psdata
    expect(list).toMatchObject({
      comments_nb: 2,
      average_grade: 4.5,
      grades: { 4: 1, 5: 1 },
      criteria_averages: { quality: 5, value: 3 },
      review_status: 'login_required',
    })
  })
})

describe('catalogue cache', () => {
  it('shows stock taken by an order at once although answers are cached', async () => {
    const app = await appWith(ctx, { catalogCacheSeconds: 60 })
    const client = new Client(app)
    const before = await client.call('getProduct', { product_id: 2 })
    expect(before.body.psdata.quantity).toBe(4)
    await client.call('createCartItem', { id_product: 2, quantity: 3 })
    await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: ROMA })
    await client.call('updateCheckoutCarrier', { id_carrier: 1 })
    await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect((await client.call('getProduct', { product_id: 2 })).body.psdata).toMatchObject({ quantity: 1, availability: 'last_remaining_items' })
    const listing = await client.call('getProducts', { id_category: 10, q: 'availability-in_stock' })
    expect(listing.body.psdata.products.map((p: { id_product: number }) => p.id_product)).toContain(2)
    await app.close()
  })
})
