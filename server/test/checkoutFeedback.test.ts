// After the checkout the shopper may rate it: one feedback per order, only for an order they may see.
import { Client, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, APPROVED_CARD, BOB, GUEST_ADDRESS, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const feedbackRows = () => ctx.db.query<{ id_order: number; rating: number; comment: string | null }>('select id_order, rating, comment from checkout_feedback')

/** A guest who has just paid an order; returns the session and the order's reference. */
async function guestOrder() {
  const client = new Client(ctx.app)
  await client.call('bootstrap')
  await client.call('createCartItem', { id_product: 5 })
  await client.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: GUEST_ADDRESS })
  await client.call('updateCheckoutCarrier', { id_carrier: 1 })
  const created = await client.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
  expect(created.status).toBe(201)
  return { client, reference: created.body.psdata.order.reference as string, id_order: created.body.psdata.order.id_order as number }
}

describe('createCheckoutFeedback', () => {
  it('keeps one feedback per order: the guest who placed it rates it, a second one replaces the first', async () => {
    const { client, reference, id_order } = await guestOrder()
    const first = await client.call('createCheckoutFeedback', { reference, rating: 4, comment: '  Quick and clear.  ' })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ success: true, code: 201, psdata: { reference, rating: 4, comment: 'Quick and clear.' } })
    const second = await client.call('createCheckoutFeedback', { reference, rating: 5 })
    expect(second.body.psdata).toEqual({ reference, rating: 5, comment: null })
    expect(await feedbackRows()).toEqual([{ id_order, rating: 5, comment: null }])
  })

  it("answers 404 for someone else's order and for an unknown one", async () => {
    const { reference } = await guestOrder()
    expect((await new Client(ctx.app).call('createCheckoutFeedback', { reference, rating: 5 })).status).toBe(404)
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    expect((await bob.call('createCheckoutFeedback', { reference, rating: 1 })).status).toBe(404)
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const annas = (await anna.call('getOrders')).body.psdata.orders[0].reference
    expect((await bob.call('createCheckoutFeedback', { reference: annas, rating: 1 })).status).toBe(404)
    expect((await anna.call('createCheckoutFeedback', { reference: 'NOSUCHREF', rating: 3 })).status).toBe(404)
    expect(await feedbackRows()).toEqual([])
    // The customer rates her own order.
    expect((await anna.call('createCheckoutFeedback', { reference: annas, rating: 3 })).status).toBe(201)
  })

  it('answers 422 for a rating outside 1–5 or a comment over 1000 characters', async () => {
    const { client, reference } = await guestOrder()
    const bad = async (payload: Record<string, unknown>) => {
      const res = await client.call('createCheckoutFeedback', { reference, ...payload })
      expect(res.status).toBe(422)
      return res.body.errors
    }
    expect(await bad({ rating: 0 })).toEqual({ rating: 'Rating must be at least 1.' })
    expect(await bad({ rating: 6 })).toEqual({ rating: 'Rating must be at most 5.' })
    expect(await bad({ rating: 3.5 })).toEqual({ rating: 'Rating must be a whole number.' })
    expect(await bad({ rating: '4' })).toEqual({ rating: 'Rating must be a whole number.' })
    expect(await bad({})).toEqual({ rating: 'Rating is required.' })
    expect(await bad({ rating: 4, comment: 'x'.repeat(1001) })).toEqual({ comment: 'Comment must be at most 1000 characters.' })
    expect((await client.call('createCheckoutFeedback', { reference, rating: 4, comment: 'x'.repeat(1000) })).status).toBe(201)
  })

  it('is a write: JSON only, and a retry with the same Idempotency-Key answers the same', async () => {
    const { client, reference } = await guestOrder()
    const form = await client.post('/api/createCheckoutFeedback', `reference=${reference}&rating=5`, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.statusCode).toBe(400)
    const key = { 'idempotency-key': 'feedback-1' }
    const once = await client.call('createCheckoutFeedback', { reference, rating: 2 }, key)
    const again = await client.call('createCheckoutFeedback', { reference, rating: 2 }, key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(once.body)
  })
})
