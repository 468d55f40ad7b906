// The calls of paying and coming back, as the reference API answers them: a checkout ready for payment, the
// gateways, loyalty points, createOrder (a card approves, 4000 0000 0000 0002 is declined, PayPal goes to the
// sandbox page), validateOrder and createCheckoutFeedback. `answers` queues scripted answers per call (a status and
// envelope, or a network failure); `requests` records every call with its Idempotency-Key.
import { refusalBody } from '@/test/refusals'
import { http, HttpResponse } from 'msw'
import type { PsCheckout, PsCreatedOrder, PsValidatedOrder } from '../api/dto'
import { addressFixture, checkoutFixture, GATEWAYS } from './fixtures'
import { cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { orderFixture } from '@/features/orders/mocks/fixtures'

const API = 'http://localhost/api'

type Body = Record<string, unknown>
/** An answer to send, optionally only once `until` settles (to look at the page while a request is on its way). */
export type Scripted = { status: number; body: unknown; until?: Promise<unknown> } | 'network'

export const envelope = (psdata: unknown, code = 200) => ({ success: true, code, psdata })
/** A refusal as the reference API answers it (codes of the contract, English messages). */
export const failure = refusalBody

export const GUEST = { id_customer: 90, email: 'ann@example.com', firstname: 'Ann', lastname: 'Lee', is_guest: true }
export const CUSTOMER = { id_customer: 7, email: 'giulia@example.com', firstname: 'Giulia', lastname: 'Romano', is_guest: false }

/** A checkout with everything but the payment: a 60 EUR bag to Milan with the standard courier (6.90). */
export function readyCheckout(overrides: Partial<PsCheckout> = {}): PsCheckout {
  const base = checkoutFixture({
    items: [cartLineFixture({ price: 60 })],
    stockProblems: [],
    customer: GUEST,
    book: [],
    delivery: addressFixture(),
    invoice: null,
    carrierId: 1,
    pudoId: null,
    message: null,
  })
  return { ...base, gateways: [...GATEWAYS, { id: 'MULTISAFEPAY', name: 'MultiSafepay', kind: 'redirect', instalments: true }], ...overrides }
}

/** The order's row as createOrder answers it (the order history's fields, which the app does not read here). */
const placed = (reference: string) => ({
  id_order: 41,
  reference,
  date_add: '2026-11-23T10:00:00.000Z',
  status: 'awaiting_payment',
  status_label: 'Awaiting payment',
  total_paid: 66.9,
  total_tax: 12.06,
  products_count: 1,
  carrier_name: 'ParcelLine Standard',
  gateway: 'CREDITCARD',
})

export function createdOrder(status: PsCreatedOrder['payment']['status'], redirectUrl: string, reference = 'KQZPXWRTA'): PsCreatedOrder {
  return { order: placed(reference), payment: { gateway: 'CREDITCARD', status, redirect_url: redirectUrl } }
}

/** validateOrder's answer: the outcome and the whole order (as getOrder), of which the app reads the reference. */
export const validated = (status: PsValidatedOrder['status'], reference = 'KQZPXWRTA'): PsValidatedOrder => ({
  status,
  order: orderFixture({ ...placed(reference), status: 'payment_accepted', status_label: 'Payment accepted', products: orderFixture().products.slice(0, 1) }),
})

const DECLINED_CARD = '4000000000000002'

/** What the reference API answers to createOrder when nothing is scripted. */
function placeOrder(body: Body) {
  const card = body.card as { number?: string } | undefined
  if (body.gateway === 'CREDITCARD') {
    const status = card?.number === DECLINED_CARD ? 'declined' : 'approved'
    return { status: 201, body: envelope(createdOrder(status, `/en/checkout/validate?order=KQZPXWRTA&token=tok-1&status=${status}`), 201) }
  }
  return { status: 201, body: envelope(createdOrder('pending', '/sandbox/pay/paypal/tok-1'), 201) }
}

export function paymentHandlers({ checkout = readyCheckout() }: { checkout?: PsCheckout } = {}) {
  const mock = {
    checkout,
    requests: [] as { call: string; body: Body; key: string | null }[],
    answers: {} as Record<string, Scripted[]>,
    /** Queues answers for the next calls of `call`, in order. */
    script(call: string, ...answers: Scripted[]) {
      mock.answers[call] = [...(mock.answers[call] ?? []), ...answers]
    },
  }
  const handle = (call: string, run: (body: Body) => { status: number; body: unknown }) =>
    http.post(`${API}/${call}`, async ({ request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Body
      mock.requests.push({ call, body, key: request.headers.get('Idempotency-Key') })
      const scripted = mock.answers[call]?.shift()
      if (scripted === 'network') return HttpResponse.error()
      const answer = scripted ?? run(body)
      if ('until' in answer) await answer.until
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status })
    })
  const handlers = [
    handle('getCheckout', () => ({ status: 200, body: envelope(mock.checkout) })),
    handle('getGateways', () => ({ status: 200, body: envelope(mock.checkout.gateways) })),
    handle('updateCheckoutPoints', (body) => {
      const points = Number(body.points)
      if (points > mock.checkout.points.balance)
        return { status: 422, body: failure(422, 'validation.failed', { points: ['points.balance', { balance: mock.checkout.points.balance }] }) }
      const value = Math.round(points * mock.checkout.points.point_value * 100) / 100
      const total = Math.round((mock.checkout.totals.products + (mock.checkout.totals.shipping ?? 0) - value) * 100) / 100
      const totals = { ...mock.checkout.totals, points: value, total }
      mock.checkout = { ...mock.checkout, points: { ...mock.checkout.points, used: points, value }, totals, cart: { ...mock.checkout.cart, totals } }
      return { status: 200, body: envelope(mock.checkout) }
    }),
    handle('createOrder', placeOrder),
    handle('validateOrder', () => ({ status: 200, body: envelope(validated('approved')) })),
    handle('createCheckoutFeedback', (body) => ({
      status: 201,
      body: envelope({ reference: body.reference, rating: body.rating, comment: body.comment ?? null }, 201),
    })),
  ]
  return { handlers, mock, calls: (call: string) => mock.requests.filter((r) => r.call === call) }
}
