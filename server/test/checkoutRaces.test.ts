// Checkout races: requests that reach the API at the same moment (a double click, two tabs or devices, a payment
// notification landing while the shopper cancels or tries again) must leave the shop as if they had come one after
// the other: one live order per cart, points redeemed and given back once, and money taken either on a paid order
// or on record to be refunded. Each test fires its requests together (Promise.all) and checks the outcome.
import type { Db, Row, Tx } from '../db/client'
import { settlePayment } from '../services/orders/settle'
import { type CallResponse, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, APPROVED_CARD, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

/** Called once the next transaction opened has locked rows its statement names (or has ended without that). */
let onNextTransactionLock: { rows: RegExp; locked: () => void } | null = null

/**
 * Two instruments on the test's database. (1) PGlite answers a query without ever yielding to the event loop, so
 * of two requests sent together one would run to its end before the other starts and no race could show; a
 * database server answers over a socket — yielding once per query makes requests interleave between their queries
 * as they do on PostgreSQL. (2) `overlap` below needs to know when a transaction holds the lock a race is about.
 */
function instrument(db: Db): void {
  const { query, transaction } = db
  const yields = db.driver === 'pglite'
  const tick = () => (yields ? new Promise((resolve) => setImmediate(resolve)) : Promise.resolve())
  const watched = (tx: Tx, watch: typeof onNextTransactionLock): Tx => ({
    async query<T extends Row>(sql: string, params?: unknown[]) {
      await tick()
      const rows = await tx.query<T>(sql, params)
      if (watch && /\bfor (no key )?update\b/i.test(sql) && watch.rows.test(sql)) watch.locked()
      return rows
    },
    exec: (sql) => tx.exec(sql),
  })
  Object.assign(db, {
    query: async (sql: string, params?: unknown[]) => (await tick(), query(sql, params)),
    transaction: async (fn: (tx: Tx) => Promise<unknown>) => {
      await tick()
      return transaction(async (tx) => {
        const watch = onNextTransactionLock
        onNextTransactionLock = null
        try {
          return await fn(watched(tx, watch))
        } finally {
          watch?.locked()
        }
      })
    },
  })
}

/**
 * Runs `first`, and `second` as soon as `first`'s transaction has locked the rows both contend for (from the table
 * `rows` names): the two overlap with `first` ahead, whichever engine and however busy the machine, so each order
 * of a race is tested rather than the one the machine happens to favour.
 */
async function overlap<A, B>(first: () => Promise<A>, second: () => Promise<B>, rows: RegExp): Promise<[A, B]> {
  let release!: () => void
  const locked = new Promise<void>((resolve) => (release = resolve))
  onNextTransactionLock = { rows, locked: release }
  return Promise.all([first().finally(release), locked.then(second)])
}

/** Lock statements on the rows a race contends for: the cart's (checkouts, approvals) or the order's (cancels, approvals). */
const CART = /\bfrom carts\b/
const ORDER = /\bjoin orders\b|\bfrom orders\b/

beforeAll(async () => {
  ctx = await startTestApp()
  instrument(ctx.db)
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const CARD = { ...APPROVED_CARD, name: 'Anna Rossi' }
const MUGS = 4 // 4 × 12.50 EUR: earns 50 points when paid

interface OrderState {
  id_order: number
  status: string
  points_used: number
  total_points: number
  payment: string
  refund: string | null
}

/** The cart's orders with their payment, oldest first. */
const ordersOfCart = (idCart: number) =>
  ctx.db.query<OrderState>(
    `select o.id_order, o.status, o.points_used, o.total_points, p.status as payment, p.refund_status as refund
       from orders o join payments p on p.id_order = o.id_order where o.id_cart = $1 order by o.id_order`,
    [idCart],
  )
const historyOf = async (idOrder: number) =>
  (await ctx.db.query<{ status: string }>('select status from order_history where id_order = $1 order by id_order_history', [idOrder])).map((h) => h.status)
const mugStock = async () => (await ctx.db.query<{ quantity: number }>('select quantity from products where id_product = 5'))[0]!.quantity
const statuses = (responses: CallResponse[]) => responses.map((r) => r.status).sort()
const orderStates = (orders: OrderState[]) => orders.map((o) => [o.status, o.payment, o.refund])

/** Anna with mugs in her cart, her home address and the standard carrier, spending all her points. */
async function annaReady() {
  const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
  await anna.call('createCartItem', { id_product: 5, quantity: MUGS })
  const addresses = (await anna.call('getAddresses')).body.psdata
  await anna.call('updateCheckoutAddress', { id_address_delivery: addresses[0].id_address, invoice_same_as_delivery: true })
  const checkout = (await anna.call('updateCheckoutCarrier', { id_carrier: 1 })).body.psdata
  expect(checkout.ready).toBe(true)
  const points: number = checkout.points.max_usable
  expect((await anna.call('updateCheckoutPoints', { points })).status).toBe(200)
  const balance = async (): Promise<number> => (await anna.call('getLoyaltyPoints')).body.psdata.balance
  const before = await balance()
  // All of them: a second redemption would show as a negative balance.
  expect(points).toBe(before)
  return { anna, points, before, balance, idCart: checkout.cart.id_cart as number }
}

/**
 * The gateway's word that a payment was approved, as its server-to-server notification delivers it (the shopper's
 * return only settles a payment that is still pending; a notification settles whatever our record says).
 */
async function gatewayApproves(idOrder: number): Promise<boolean> {
  const [payment] = await ctx.db.query<{ id_payment: number }>('select id_payment from payments where id_order = $1', [idOrder])
  return settlePayment(ctx.shop, payment!.id_payment, 'approved', {
    order: (lang, reference) => `http://shop.test/${lang}/my-account/orders?order=${reference}`,
    withdrawal: (lang) => `http://shop.test/${lang}/withdrawal`,
  })
}

describe('one cart, several createOrder at once', () => {
  it('pays by card once: one paid order, the other attempt refused, points redeemed once', async () => {
    const { anna, points, before, balance, idCart } = await annaReady()
    const pay = (key: string) => anna.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: CARD }, { 'idempotency-key': key })
    const results = await Promise.all([pay('click-1'), pay('click-2')])

    expect(statuses(results)).toEqual([201, 422])
    expect(results.find((r) => r.status === 201)!.body.psdata.payment.status).toBe('approved')
    // Refused while the first card is being charged, or once it has emptied the cart.
    const refused = results.find((r) => r.status === 422)!
    expect(refused.body.errors).toEqual({ cart: expect.stringMatching(/^(A payment for this cart is already in progress\.|Your cart is empty\.)$/) })
    // One card charge, on the one paid order.
    expect(await ordersOfCart(idCart)).toEqual([
      expect.objectContaining({ status: 'payment_accepted', points_used: points, payment: 'approved', refund: null }),
    ])
    expect(await balance()).toBe(before - points + 50)
    expect(await mugStock()).toBe(100 - MUGS)
  })

  it('lets redirect attempts replace each other: one order awaits payment, points redeemed once, stock taken once', async () => {
    const { anna, points, before, balance, idCart } = await annaReady()
    const pay = (gateway: string) => anna.call('createOrder', { gateway, terms_accepted: true })
    const results = await Promise.all([pay('PAYPAL'), pay('PAYPAL'), pay('MULTISAFEPAY')])

    expect(statuses(results)).toEqual([201, 201, 201])
    const orders = await ordersOfCart(idCart)
    const live = orders.filter((o) => o.status === 'awaiting_payment')
    expect(live).toEqual([expect.objectContaining({ payment: 'pending', points_used: points })])
    expect(orders.filter((o) => o !== live[0]).map((o) => [o.status, o.payment, o.points_used])).toEqual([
      ['canceled', 'canceled', 0],
      ['canceled', 'canceled', 0],
    ])
    expect(await balance()).toBe(before - points)
    expect(await mugStock()).toBe(100 - MUGS)
  })

  it('an attempt made while the previous one holds the cart replaces it and may spend the same points', async () => {
    const { anna, points, before, balance, idCart } = await annaReady()
    const pay = (gateway: string) => () => anna.call('createOrder', { gateway, terms_accepted: true })
    const results = await overlap(pay('PAYPAL'), pay('MULTISAFEPAY'), CART)

    expect(statuses(results)).toEqual([201, 201])
    expect((await ordersOfCart(idCart)).map((o) => [o.status, o.payment, o.points_used])).toEqual([
      ['canceled', 'canceled', 0],
      ['awaiting_payment', 'pending', points],
    ])
    expect(await balance()).toBe(before - points)
    expect(await mugStock()).toBe(100 - MUGS)
  })

  it('never redeems more points than the balance while the points are being changed', async () => {
    const { anna, before, balance, idCart } = await annaReady()
    const pay = (gateway: string) => anna.call('createOrder', { gateway, terms_accepted: true })
    const spend = (points: number) => anna.call('updateCheckoutPoints', { points })
    const results = await Promise.all([pay('PAYPAL'), spend(before - 20), pay('MULTISAFEPAY'), spend(before), pay('PAYPAL'), spend(0)])

    expect(results.filter((_, i) => i % 2 === 0).map((r) => r.status)).toEqual([201, 201, 201])
    // A change may be refused (an attempt holds the points); nothing fails otherwise.
    expect(results.filter((_, i) => i % 2 === 1).every((r) => r.status === 200 || r.status === 422)).toBe(true)
    const live = (await ordersOfCart(idCart)).filter((o) => o.status === 'awaiting_payment')
    expect(live).toHaveLength(1)
    const [order] = live
    expect([0, before - 20, before]).toContain(order!.points_used)
    // The discount given is the points redeemed, and the ledger took exactly those.
    expect(Number(order!.total_points)).toBeCloseTo(order!.points_used * 0.05, 2)
    expect(await balance()).toBe(before - order!.points_used)
  })
})

describe('cancel and payment outcomes at once', () => {
  it('cancels a paid order once when asked twice at once: points back once, the refund recorded once', async () => {
    const { anna, before, balance, idCart } = await annaReady()
    const created = await anna.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: CARD })
    const idOrder = created.body.psdata.order.id_order
    const otherDevice = await loggedIn(ctx.app, ANNA, PASSWORD)
    const results = await Promise.all([
      anna.call('updateOrder', { id_order: idOrder, action: 'cancel' }),
      otherDevice.call('updateOrder', { id_order: idOrder, action: 'cancel' }),
    ])

    expect(statuses(results)).toEqual([200, 422])
    expect(results.find((r) => r.status === 422)!.body.errors.action).toBe('This order can no longer be cancelled.')
    expect(await historyOf(idOrder)).toEqual(['awaiting_payment', 'payment_accepted', 'canceled', 'refunded'])
    expect(orderStates(await ordersOfCart(idCart))).toEqual([['refunded', 'approved', 'due']])
    // The redeemed points back and the earned ones gone, once each.
    expect(await balance()).toBe(before)
    expect(await mugStock()).toBe(100)
  })

  it.each([
    ['the cancel, then the approval arrives', 'cancel', ['awaiting_payment', 'canceled', 'refunded']],
    ['the approval, then the cancel arrives', 'approval', ['awaiting_payment', 'payment_accepted', 'canceled', 'refunded']],
  ])('a cancel racing the approval of the payment (%s): the order ends refunded, the money on record to go back', async (_, ahead, history) => {
    const { anna, before, balance, idCart } = await annaReady()
    const idOrder = (await anna.call('createOrder', { gateway: 'PAYPAL', terms_accepted: true })).body.psdata.order.id_order
    const cancel = () => anna.call('updateOrder', { id_order: idOrder, action: 'cancel' })
    const approve = () => gatewayApproves(idOrder)
    const [cancelled, approved] =
      ahead === 'cancel' ? await overlap(cancel, approve, ORDER) : await overlap(approve, cancel, ORDER).then(([a, c]) => [c, a] as const)

    expect(cancelled.status).toBe(200)
    expect(approved).toBe(true)
    expect(await historyOf(idOrder)).toEqual(history)
    expect(orderStates(await ordersOfCart(idCart))).toEqual([['refunded', 'approved', 'due']])
    // Redeemed points back, none earned by a refunded order.
    expect(await balance()).toBe(before)
    expect(await mugStock()).toBe(100)
  })

  it('a new attempt ahead of the approval of the previous one: one live order, the late payment on record for refund', async () => {
    const { anna, points, before, balance, idCart } = await annaReady()
    const idOrder = (await anna.call('createOrder', { gateway: 'PAYPAL', terms_accepted: true })).body.psdata.order.id_order
    const [second, approved] = await overlap(
      () => anna.call('createOrder', { gateway: 'MULTISAFEPAY', terms_accepted: true }),
      () => gatewayApproves(idOrder),
      CART,
    )

    expect(second.status).toBe(201)
    expect(approved).toBe(true)
    expect(orderStates(await ordersOfCart(idCart))).toEqual([
      ['refunded', 'approved', 'due'],
      ['awaiting_payment', 'pending', null],
    ])
    expect(await balance()).toBe(before - points)
    expect(await mugStock()).toBe(100 - MUGS)
  })

  it('the approval ahead of a new attempt: the order is paid and the new attempt finds the cart empty', async () => {
    const { anna, points, before, balance, idCart } = await annaReady()
    const idOrder = (await anna.call('createOrder', { gateway: 'PAYPAL', terms_accepted: true })).body.psdata.order.id_order
    // Once the approval holds the order, it holds the cart too (it locks the cart first).
    const [approved, second] = await overlap(
      () => gatewayApproves(idOrder),
      () => anna.call('createOrder', { gateway: 'MULTISAFEPAY', terms_accepted: true }),
      ORDER,
    )

    expect(approved).toBe(true)
    expect(second.status).toBe(422)
    expect(second.body.errors).toEqual({ cart: 'Your cart is empty.' })
    expect(orderStates(await ordersOfCart(idCart))).toEqual([['payment_accepted', 'approved', null]])
    expect(await balance()).toBe(before - points + 50)
    expect(await mugStock()).toBe(100 - MUGS)
  })
})
