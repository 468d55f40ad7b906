// Every refusal carries a code of the catalogue (contract/errorCodes.ts) — `_` for the answer, one per field — and
// the values its message needs (`params`), family by family; the English `errors` and `message` stay as they were.
// And docs/api.md's "Refusal codes" table is the catalogue.
import fs from 'node:fs'
import path from 'node:path'
import { ERROR_CODES } from '@contract/errorCodes'
import { Client, loggedIn, resetDb, startTestApp, type CallResponse } from './harness'
import { ANNA, APPROVED_CARD, BOB, GUEST_ADDRESS, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

async function shopper() {
  const client = new Client(ctx.app)
  await client.call('bootstrap')
  return client
}

/** The refusal as a client reads it: status, codes and params (the English text is asserted where it matters). */
const refusal = (res: CallResponse) => ({ status: res.status, codes: res.body.codes, params: res.body.params })

describe('the catalogue', () => {
  it('is the table of docs/api.md, code for code and message for message', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/api.md'), 'utf8')
    const section = doc.slice(doc.indexOf('## Refusal codes'), doc.indexOf('## Calls'))
    const documented = Object.fromEntries([...section.matchAll(/^\| `([a-z_.]+)` \|.*\| `(.*)` \|$/gm)].map((m) => [m[1], m[2]]))
    expect(documented).toEqual(ERROR_CODES)
  })
})

describe('refusals of the request as a whole', () => {
  it('401 without a customer, 404 for what is not there, 400 for what cannot be read', async () => {
    const client = await shopper()
    expect(refusal(await client.call('getCustomer'))).toEqual({ status: 401, codes: { _: 'auth.required' }, params: undefined })
    expect((await client.call('getProduct', { product_id: 999_999 })).body).toMatchObject({ message: 'Product not found', codes: { _: 'product.not_found' } })
    expect((await client.call('getContent', { slug: 'no-such-page' })).body.codes).toEqual({ _: 'page.not_found' })
    expect((await client.call('removeCartItem', { id_product: 1 })).body.codes).toEqual({ _: 'cart.line_not_found' })
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/noSuchCall', payload: {} })
    expect(unknown.json()).toMatchObject({
      code: 404,
      message: 'Unknown call: /api/noSuchCall',
      codes: { _: 'request.unknown_call' },
      params: { _: { path: '/api/noSuchCall' } },
    })
    const foreign = await client.call('logout', {}, { origin: 'https://elsewhere.example' })
    expect(refusal(foreign)).toEqual({ status: 403, codes: { _: 'origin.forbidden' }, params: undefined })
  })

  it('the schema’s refusals: a field.* code per field, with the limit the message names', async () => {
    const client = await shopper()
    const res = await client.call('register', { email: 'not-an-email', password: 'x', firstname: '', lastname: 'L'.repeat(300), terms_accepted: false, age: 3 })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({ firstname: 'Firstname is required.', lastname: 'Lastname must be at most 64 characters.', age: 'Unknown field.' })
    expect(res.body.codes).toMatchObject({
      _: 'validation.failed',
      email: 'field.email',
      firstname: 'field.required',
      lastname: 'field.too_long',
      terms_accepted: 'field.not_accepted',
      age: 'field.unknown',
    })
    expect(res.body.params).toMatchObject({ lastname: { max: 64 } })
    expect(res.body.params?.firstname).toBeUndefined()
  })
})

describe('account', () => {
  it('login failed, e-mail taken, weak password, names, and a wrong current password', async () => {
    const client = await shopper()
    expect(refusal(await client.call('login', { email: ANNA, password: 'wrong' }))).toEqual({ status: 401, codes: { _: 'auth.failed' }, params: undefined })
    const taken = await client.call('register', { email: ANNA, password: PASSWORD, firstname: 'Anna', lastname: 'Rossi', terms_accepted: true })
    expect(refusal(taken)).toEqual({ status: 422, codes: { _: 'validation.failed', email: 'email.taken' }, params: undefined })
    const weak = await client.call('register', { email: 'new@example.com', password: 'password', firstname: 'N4ra', lastname: 'Neri', terms_accepted: true })
    expect(weak.body.errors.password).toBe('Password must meet the following requirements: an uppercase letter, a digit, a special character')
    expect(weak.body.codes).toEqual({ _: 'validation.failed', password: 'password.weak', firstname: 'name.invalid' })
    expect(weak.body.params).toEqual({ password: { unmet: 'uppercase,digit,special' } })
    expect(weak.body.errors.firstname).toBe('Firstname is not valid.')

    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const wrong = await anna.call('updateCustomer', { email: 'anna.new@example.com', password: 'not-hers' })
    expect(wrong.body).toMatchObject({ message: 'Invalid Password', codes: { _: 'password.wrong', password: 'password.wrong' } })
    const missing = await anna.call('updateCustomer', { new_password: 'N3w-Passw0rd!' })
    expect(missing.body.codes).toEqual({ _: 'password.wrong', password: 'field.required' })
    expect(missing.body.errors.password).toBe('Password is required')
    const mismatch = await client.call('resetPasswordEnter', { token: 'x', password: PASSWORD, confirmation: 'other' })
    expect(mismatch.body.codes).toEqual({ _: 'validation.failed', confirmation: 'password.mismatch' })
  })

  it('addresses: postcode with its example, state, phone, VAT number and the Italian invoice', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const res = await anna.call('createAddress', { ...GUEST_ADDRESS, postcode: '123', state: 'XX', phone: 'call me', vat_number: 'DE136695976' })
    expect(res.body.errors.postcode).toBe('Invalid postcode - should look like "00184"')
    expect(res.body.codes).toEqual({
      _: 'validation.failed',
      postcode: 'address.postcode_invalid',
      state: 'address.state_required',
      phone: 'address.phone_invalid',
      vat_number: 'vat.other_country',
    })
    expect(res.body.params).toEqual({ postcode: { example: '00184' } })
    const invoice = await anna.call('createAddress', { ...GUEST_ADDRESS, address_type: 'billing', company: 'Rossi srl' })
    expect(invoice.body.codes).toEqual({
      _: 'validation.failed',
      vat_number: 'invoice.vat_required',
      tax_code: 'invoice.tax_code_required',
      sdi: 'invoice.pec_or_sdi_required',
    })
    expect(refusal(await anna.call('removeAddress', { id_address: 999_999 }))).toEqual({ status: 404, codes: { _: 'address.not_found' }, params: undefined })
  })
})

describe('cart', () => {
  it('stock: out, limited with what is left, the line limit; an unknown combination', async () => {
    const client = await shopper()
    const soldOut = await client.call('createCartItem', { id_product: 1, id_product_attribute: 102 })
    expect(refusal(soldOut)).toEqual({ status: 422, codes: { _: 'cart.not_added', quantity: 'stock.out' }, params: undefined })
    const tooMany = await client.call('createCartItem', { id_product: 2, quantity: 5 })
    expect(tooMany.body).toMatchObject({ message: 'Product not added to cart', errors: { quantity: 'Only 4 left in stock.' } })
    expect(refusal(tooMany)).toEqual({ status: 422, codes: { _: 'cart.not_added', quantity: 'stock.limited' }, params: { quantity: { available: 4 } } })
    const combination = await client.call('createCartItem', { id_product: 1, id_product_attribute: 999 })
    expect(combination.body.codes).toEqual({ _: 'cart.not_added', id_product_attribute: 'combination.unknown' })
  })

  it('vouchers: unknown, expired, the minimum amount as a number, already in the cart', async () => {
    const client = await shopper()
    await client.call('createCartItem', { id_product: 5 })
    expect((await client.call('addOrRemoveCoupon', { code: 'NOPE' })).body.codes).toEqual({ _: 'validation.failed', code: 'voucher.unknown' })
    expect((await client.call('addOrRemoveCoupon', { code: 'OLD2019' })).body.codes).toEqual({ _: 'validation.failed', code: 'voucher.expired' })
    const minimum = await client.call('addOrRemoveCoupon', { code: 'FIVEOFF' })
    expect(minimum.body.errors.code).toBe('The minimum amount to benefit from this voucher is €20.00.')
    expect(refusal(minimum)).toEqual({ status: 422, codes: { _: 'validation.failed', code: 'voucher.minimum' }, params: { code: { amount: 20 } } })
    await client.call('addOrRemoveCoupon', { code: 'SAVE10' })
    expect((await client.call('addOrRemoveCoupon', { code: 'SAVE10' })).body.codes).toEqual({ _: 'validation.failed', code: 'voucher.already_added' })
    expect((await client.call('addOrRemoveCoupon', { code: 'FREESHIP', action: 'remove' })).body.codes).toEqual({ _: 'voucher.not_in_cart' })
  })

  it('stock problems of the lines already in the cart come with their codes', async () => {
    const client = await shopper()
    await client.call('createCartItem', { id_product: 2, quantity: 3 })
    await ctx.db.query('update products set quantity = 1 where id_product = 2')
    const { errors, problems, products } = (await client.call('getCartItems')).body.psdata
    const name = products[0].name
    expect(errors).toEqual([`Only 1 left in stock for ${name}`])
    expect(problems).toEqual([{ code: 'stock.line_limited', message: errors[0], params: { available: 1, name } }])
  })
})

describe('checkout', () => {
  it('address, carrier and collection point refusals', async () => {
    const client = await shopper()
    await client.call('createCartItem', { id_product: 5 })
    expect((await client.call('updateCheckoutAddress', { delivery_address: GUEST_ADDRESS })).body.codes).toEqual({
      _: 'validation.failed',
      email: 'checkout.email_required',
    })
    expect((await client.call('updateCheckoutCarrier', { id_carrier: 1 })).body.codes).toEqual({ _: 'validation.failed', id_carrier: 'checkout.address_first' })
    const postcode = await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: { ...GUEST_ADDRESS, postcode: '' } })
    expect(postcode.body).toMatchObject({
      errors: { postcode: 'Postcode is required.' },
      codes: { _: 'validation.failed', postcode: 'field.required' },
    })
    await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: GUEST_ADDRESS })
    expect((await client.call('updateCheckoutCarrier', { id_carrier: 999 })).body.codes).toEqual({ _: 'validation.failed', id_carrier: 'carrier.unknown' })
  })

  it('points: the balance and the most this order takes, as numbers', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const balance = (await anna.call('getLoyaltyPoints')).body.psdata.balance
    await anna.call('createCartItem', { id_product: 5 })
    const over = await anna.call('updateCheckoutPoints', { points: balance + 1 })
    expect(over.body.errors.points).toBe(`You have ${balance} points.`)
    expect(refusal(over)).toEqual({ status: 422, codes: { _: 'validation.failed', points: 'points.balance' }, params: { points: { balance } } })
    const tooMany = await anna.call('updateCheckoutPoints', { points: balance })
    expect(refusal(tooMany)).toEqual({ status: 422, codes: { _: 'validation.failed', points: 'points.max' }, params: { points: { max: 250 } } })
  })

  it('placing the order: what is missing, the card’s fields, the instalments’ range in EUR', async () => {
    const client = await shopper()
    await client.call('createCartItem', { id_product: 5 })
    const missing = await client.call('createOrder', { gateway: 'PAYPAL', terms_accepted: true })
    expect(missing.body.codes).toEqual({
      _: 'checkout.incomplete',
      email: 'checkout.email_missing',
      id_address_delivery: 'checkout.delivery_address_required',
      id_carrier: 'carrier.required',
    })
    await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: GUEST_ADDRESS })
    await client.call('updateCheckoutCarrier', { id_carrier: 1 })
    const card = { name: ' ', number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12a' }
    const refused = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card, instalments: true })
    expect(refused.body.errors['card.cvv']).toBe('Please enter the 3-digit security code.')
    expect(refusal(refused)).toEqual({
      status: 422,
      codes: {
        _: 'checkout.incomplete',
        'card.name': 'field.required',
        'card.number': 'card.number_invalid',
        'card.expiry': 'card.expired',
        'card.cvv': 'card.cvv_invalid',
        instalments: 'instalments.range',
      },
      params: { 'card.cvv': { digits: 3 }, instalments: { min: 30, max: 2000 } },
    })
    expect((await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true })).body.codes).toMatchObject({ card: 'card.required' })
    expect((await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })).status).toBe(201)
  })
})

describe('orders, returns and reviews', () => {
  it('a return too late names the days; another customer’s order is not found; a review needs a purchase', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    const { orders } = (await anna.call('getOrders', { page: 1 })).body.psdata
    const details = await Promise.all(orders.map((o: { id_order: number }) => anna.call('getOrder', { id_order: o.id_order })))
    const closed = details.map((d) => d.body.psdata).find((o) => !o.is_returnable && ['shipped', 'delivered'].includes(o.status))
    const late = await anna.call('createReturn', {
      id_order: closed.id_order,
      lines: [{ id_order_detail: closed.products[0].id_order_detail, quantity: 1, reason: 'Late' }],
    })
    expect(late.body.errors.id_order).toBe('This order can no longer be returned (14 days after delivery).')
    expect(refusal(late)).toEqual({ status: 422, codes: { _: 'validation.failed', id_order: 'return.period_over' }, params: { id_order: { days: 14 } } })
    expect((await bob.call('getOrder', { id_order: closed.id_order })).body.codes).toEqual({ _: 'order.not_found' })
    const review = { title: 'Lovely tee', content: 'Soft and well made, fits true to size.', rating: 5 }
    expect(refusal(await bob.call('createProductReview', { productId: 1, review }))).toEqual({
      status: 403,
      codes: { _: 'review.purchase_required' },
      params: undefined,
    })
    const bad = await anna.call('createProductReview', { productId: 1, review: { title: 'No', content: 'Too short', criteria: { colour: 3 } } })
    expect(bad.body.codes).toMatchObject({ 'review.title': 'field.too_short', 'review.rating': 'field.required' })
    expect(bad.body.params).toMatchObject({ 'review.title': { min: 3 }, 'review.content': { min: 10 } })
  })
})
