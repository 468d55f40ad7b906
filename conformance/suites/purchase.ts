// A guest's whole purchase: bag, e-mail and address, carriers for that address, a carrier (and the collection-point
// search and the delivery message unless declared off), the gateways, the order paid with the sandbox card when the
// back end offers test payments (getGateways' test_cards), the validate call of the return page, and the order as the
// guest sees it afterwards — with createOrder retried under its Idempotency-Key placing one order.
import { need, newKey, requireCapability, type KitContext } from '../context'
import { expectRefusal, expectSuccess, expectThat } from '../expect'
import { Skip } from '../report'

const ADDRESS = {
  firstname: 'Gina',
  lastname: 'Ospite',
  address1: 'Via Cavour',
  house_number: '10',
  postcode: '00184',
  city: 'Roma',
  state: 'RM',
  country_iso: 'IT',
}

/** createOrder's refusal as a whole: the checkout is incomplete, or (a schema error) the payload is invalid. */
const ORDER_REFUSED = ['checkout.incomplete', 'validation.failed']

interface Carrier {
  id_carrier: number
  is_pickup: boolean
}

export async function purchaseSuite(ctx: KitContext): Promise<void> {
  const { report } = ctx
  const guest = ctx.newSession()
  await guest.call('bootstrap')
  const product = ctx.facts.buyable?.[0]

  await report.check('createOrder', 'an empty bag cannot be ordered (422 cart.empty or checkout.incomplete)', async () => {
    const answer = await guest.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true }, { idempotencyKey: newKey() })
    const body = expectRefusal(answer, 422, ORDER_REFUSED)
    expectThat(body.codes?.cart === 'cart.empty', `codes.cart is ${JSON.stringify(body.codes?.cart)}, expected "cart.empty"`)
  })
  const inBag = await report.check('createCartItem', 'the guest puts a product in the bag', async () => {
    const { id_product } = need(product, 'a product in stock')
    expectSuccess(await guest.call('createCartItem', { id_product, quantity: 1 }, { idempotencyKey: newKey() }), 201)
    return id_product
  })
  await report.check('updateCheckoutAddress', 'a guest without an e-mail is 422 checkout.email_required', async () => {
    need(inBag, 'a bag')
    expectRefusal(
      await guest.call('updateCheckoutAddress', { delivery_address: ADDRESS, invoice_same_as_delivery: true }, { idempotencyKey: newKey() }),
      422,
      'validation.failed',
      {
        email: 'checkout.email_required',
      },
    )
  })
  const withAddress = await report.check('updateCheckoutAddress', "takes the guest's e-mail and delivery address and offers carriers for it", async () => {
    need(inBag, 'a bag')
    const email = `conformance-guest+${Date.now().toString(36)}@example.com`
    const checkout = expectSuccess(
      await guest.call('updateCheckoutAddress', { email, delivery_address: ADDRESS, invoice_same_as_delivery: true }, { idempotencyKey: newKey() }),
    )
    expectThat(
      checkout.addresses.delivery?.postcode === ADDRESS.postcode,
      `psdata.addresses.delivery.postcode is ${JSON.stringify(checkout.addresses.delivery?.postcode)}, expected "${ADDRESS.postcode}"`,
    )
    expectThat(checkout.carriers.length > 0, 'psdata.carriers is empty for an address in Italy')
    return { checkout, email }
  })
  const carriers: Carrier[] = withAddress?.checkout.carriers ?? []
  const pickup = carriers.find((c) => c.is_pickup)
  const home = carriers.find((c) => !c.is_pickup)

  await report.check('getCarriers', 'answers the carriers for the checkout’s destination', async () => {
    need(withAddress, 'a checkout address')
    expectSuccess(await guest.call('getCarriers', { country_iso: 'IT' }))
  })
  await report.check('getPudos', 'finds collection points near a postcode', async () => {
    requireCapability(ctx, 'pickup_points')
    const psdata = expectSuccess(await guest.call('getPudos', { country_iso: 'IT', postcode: ADDRESS.postcode }))
    expectThat(psdata.pudos.length > 0, 'psdata.pudos is empty near 00184 Roma')
  })
  await report.check('updateCheckoutCarrier', 'a pick-up carrier without a collection point is 422 pudo.required', async () => {
    requireCapability(ctx, 'pickup_points')
    const { id_carrier } = need(pickup, 'a pick-up carrier in psdata.carriers')
    expectRefusal(await guest.call('updateCheckoutCarrier', { id_carrier }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      id_pudo: 'pudo.required',
    })
  })
  await report.check('updateCheckoutCarrier', 'an unknown carrier is 422 carrier.unknown', async () => {
    need(withAddress, 'a checkout address')
    expectRefusal(await guest.call('updateCheckoutCarrier', { id_carrier: 987654321 }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      id_carrier: 'carrier.unknown',
    })
  })
  const ready = await report.check('updateCheckoutCarrier', 'chooses a carrier to the door; the checkout is then ready', async () => {
    const { id_carrier } = need(home, 'a carrier to the door in psdata.carriers')
    const checkout = expectSuccess(await guest.call('updateCheckoutCarrier', { id_carrier }, { idempotencyKey: newKey() }))
    expectThat(checkout.id_carrier === id_carrier, `psdata.id_carrier is ${checkout.id_carrier}, expected ${id_carrier}`)
    expectThat(checkout.ready === true, `psdata.ready is ${checkout.ready} (psdata.missing: ${JSON.stringify(checkout.missing)})`)
    return checkout
  })
  await report.check('getCheckout', 'answers the whole checkout: bag, addresses, carriers, the carrier chosen, ready', async () => {
    const chosen = need(ready, 'a ready checkout')
    const checkout = expectSuccess(await guest.call('getCheckout'))
    expectThat(checkout.id_carrier === chosen.id_carrier, `psdata.id_carrier is ${checkout.id_carrier}, expected ${chosen.id_carrier}`)
    expectThat(checkout.ready === true, `psdata.ready is ${checkout.ready} (psdata.missing: ${JSON.stringify(checkout.missing)})`)
  })
  await report.check('addOrEditDeliveryMessage', 'keeps a message for the courier; getDeliveryMessage (GET) answers it', async () => {
    requireCapability(ctx, 'delivery_messages')
    need(inBag, 'a bag')
    const message = 'Conformance kit: please ring twice.'
    expectSuccess(await guest.call('addOrEditDeliveryMessage', { message }, { idempotencyKey: newKey() }))
    const kept = expectSuccess(await guest.call('getDeliveryMessage'), 200, 'getDeliveryMessage')
    expectThat(kept.message === message, `getDeliveryMessage psdata.message is ${JSON.stringify(kept.message)}, expected the message sent`)
  })
  await report.check('updateCheckoutPoints', 'a guest is refused with 401 auth.required', async () => {
    requireCapability(ctx, 'loyalty_points')
    expectRefusal(await guest.call('updateCheckoutPoints', { points: 1 }, { idempotencyKey: newKey() }), 401, 'auth.required')
  })

  const gateways = await report.check('getGateways', 'answers the payment methods', async () => {
    const psdata = expectSuccess(await guest.call('getGateways')) as { id: string; kind: string; test_cards?: { approve?: string } }[]
    expectThat(psdata.length > 0, 'psdata is empty: no payment method')
    return psdata
  })
  const card = gateways?.find((g) => g.kind === 'card' && g.test_cards?.approve)
  await report.check('createOrder', 'terms not accepted is 422 field.not_accepted', async () => {
    need(ready, 'a ready checkout')
    const gateway = need(gateways?.[0]?.id, 'a payment method')
    const answer = await guest.call('createOrder', { gateway, terms_accepted: false }, { idempotencyKey: newKey() })
    const body = expectRefusal(answer, 422, ORDER_REFUSED)
    expectThat(
      body.codes?.terms_accepted === 'field.not_accepted',
      `codes.terms_accepted is ${JSON.stringify(body.codes?.terms_accepted)}, expected "field.not_accepted"`,
    )
  })
  await report.check('createOrder', 'an invalid card number is 422 card.number_invalid', async () => {
    need(ready, 'a ready checkout')
    const gateway = need(card, 'a card gateway with test cards').id
    const answer = await guest.call(
      'createOrder',
      { gateway, terms_accepted: true, card: { name: 'Gina Ospite', number: '4242 4242 4242 4241', expiry: '12/39', cvv: '123' } },
      { idempotencyKey: newKey() },
    )
    expectRefusal(answer, 422, ORDER_REFUSED, { 'card.number': 'card.number_invalid' })
  })

  const orderKey = newKey()
  const payload = card
    ? { gateway: card.id, terms_accepted: true, card: { name: 'Gina Ospite', number: card.test_cards!.approve!, expiry: '12/39', cvv: '123' } }
    : null
  const placed = await report.check('createOrder', 'places the order, paid with the sandbox card (201, payment approved)', async () => {
    need(ready, 'a ready checkout')
    if (!payload) throw new Skip('the back end offers no test payments (no card gateway with test_cards.approve in getGateways)')
    const psdata = expectSuccess(await guest.call('createOrder', payload, { idempotencyKey: orderKey }), 201)
    expectThat(psdata.payment.status === 'approved', `psdata.payment.status is ${JSON.stringify(psdata.payment.status)} for the approving test card`)
    const url = new URL(psdata.payment.redirect_url, 'http://shop.invalid')
    const token = url.searchParams.get('token')
    expectThat(
      url.searchParams.get('order') === psdata.order.reference && token,
      `psdata.payment.redirect_url ${psdata.payment.redirect_url} lacks order=<reference> and token=`,
    )
    return { reference: psdata.order.reference as string, token: token as string }
  })
  await report.check('createOrder', 'a retry with the same Idempotency-Key answers the same order (no second order)', async () => {
    const first = need(placed, 'a placed order')
    const again = await guest.call('createOrder', payload, { idempotencyKey: orderKey })
    const psdata = expectSuccess(again, 201)
    expectThat(
      psdata.order.reference === first.reference,
      `psdata.order.reference is ${psdata.order.reference} on the retry, expected ${first.reference}: a second order`,
    )
  })
  await report.check('validateOrder', 'the return page’s call confirms the payment (status approved, the order)', async () => {
    const { reference, token } = need(placed, 'a placed order')
    const psdata = expectSuccess(await guest.call('validateOrder', { order: reference, token }, { idempotencyKey: newKey() }))
    expectThat(psdata.status === 'approved', `psdata.status is ${JSON.stringify(psdata.status)}, expected "approved"`)
    expectThat(psdata.order.reference === reference, `psdata.order.reference is ${psdata.order.reference}, expected ${reference}`)
  })
  await report.check('validateOrder', 'an unknown reference and token is 404', async () => {
    need(placed, 'a placed order')
    const answer = await guest.call('validateOrder', { order: 'NOSUCHORDER', token: 'no-such-token' }, { idempotencyKey: newKey() })
    expectRefusal(answer, 404, ['payment.not_found', 'order.not_found'])
  })
  await report.check('getOrder', 'the guest sees the order they placed, paid', async () => {
    const { reference } = need(placed, 'a placed order')
    const order = expectSuccess(await guest.call('getOrder', { reference }))
    expectThat(order.status === 'payment_accepted', `psdata.status is ${JSON.stringify(order.status)}, expected "payment_accepted"`)
    expectThat(
      order.products.some((p: { id_product: number }) => p.id_product === inBag),
      `psdata.products has no line of product ${inBag}`,
    )
  })
  await report.check('getOrder', "another visitor cannot see the guest's order (404 order.not_found)", async () => {
    const { reference } = need(placed, 'a placed order')
    const stranger = ctx.newSession()
    await stranger.call('bootstrap')
    expectRefusal(await stranger.call('getOrder', { reference }), 404, 'order.not_found')
  })
  await report.check('createCheckoutFeedback', "takes the shopper's rating of the checkout (201); a rating of 6 is 422 field.too_large", async () => {
    const { reference } = need(placed, 'a placed order')
    expectRefusal(await guest.call('createCheckoutFeedback', { reference, rating: 6 }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      rating: 'field.too_large',
    })
    const psdata = expectSuccess(await guest.call('createCheckoutFeedback', { reference, rating: 5 }, { idempotencyKey: newKey() }), 201)
    expectThat(psdata.rating === 5, `psdata.rating is ${psdata.rating}, expected 5`)
  })
  await report.check('getWithdrawalOrder', 'finds the paid, unshipped order by reference and e-mail: it can be cancelled', async () => {
    const { reference } = need(placed, 'a placed order')
    const email = need(withAddress, 'the guest e-mail').email
    const psdata = expectSuccess(await ctx.newSession().call('getWithdrawalOrder', { reference: ` ${reference.toLowerCase()} `, email: email.toUpperCase() }))
    expectThat(
      psdata.withdrawal.mode === 'cancel',
      `psdata.withdrawal.mode is ${JSON.stringify(psdata.withdrawal.mode)}, expected "cancel" for an order not shipped`,
    )
  })
  await report.check('createWithdrawal', 'an unknown reference and e-mail is 404 withdrawal.order_not_found', async () => {
    const payload = { reference: 'NOSUCHORDER', email: 'nobody-conformance@example.com', name: 'Nobody' }
    expectRefusal(await guest.call('createWithdrawal', payload, { idempotencyKey: newKey() }), 404, 'withdrawal.order_not_found')
  })
  await report.check('getCartItems', 'the bag is empty once the order is paid', async () => {
    need(placed, 'a placed order')
    const cart = expectSuccess(await guest.call('getCartItems'))
    expectThat(cart.products.length === 0, `psdata.products has ${cart.products.length} lines after the paid order`)
  })
}
