import { firstIncompleteStep, isCartEmpty, resolveStep, type StepFacts } from './steps'
import { mapCart } from '@/shared/cart'
import { cartFixture, cartLineFixture } from '@/shared/cart/mocks/fixtures'
import type { Checkout, Gateway } from './types'

const card: Gateway = { id: 'CREDITCARD', name: 'Card', kind: 'card', instalments: true, testCards: null }
const paypal: Gateway = { id: 'PAYPAL', name: 'PayPal', kind: 'redirect', instalments: true, testCards: null }

function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    cart: mapCart(cartFixture([cartLineFixture({ quantity: 2, price: 25 })])),
    customer: null,
    delivery: null,
    invoice: null,
    invoiceSameAsDelivery: true,
    addressBook: [],
    carriers: [],
    carrier: null,
    pudo: null,
    deliveryMessage: null,
    points: { balance: 0, used: 0, value: 0, pointValue: 0.05, maxUsable: 0 },
    gateways: [card, paypal],
    ready: false,
    missing: ['email', 'delivery_address', 'carrier'],
    ...overrides,
  }
}

const facts = (c: Partial<Checkout>, draft: Partial<StepFacts['draft']> = {}, cardReady = false): StepFacts => ({
  checkout: checkout(c),
  draft: { email: '', gateway: null, instalments: false, ...draft },
  cardReady,
})

const guest = { id: 7, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', guest: true }

describe('checkout steps from the API’s missing list', () => {
  it('starts a new guest at contact, and moves on to shipping once an e-mail is typed', () => {
    expect(firstIncompleteStep(facts({}))).toBe('contact')
    expect(firstIncompleteStep(facts({}, { email: 'ann@example.com' }))).toBe('shipping')
    expect(firstIncompleteStep(facts({}, { email: 'not-an-email' }))).toBe('contact')
  })

  it('goes to delivery when only the carrier is missing, and a pickup carrier without a point stays there', () => {
    expect(firstIncompleteStep(facts({ customer: guest, missing: ['carrier'] }))).toBe('delivery')
    expect(firstIncompleteStep(facts({ customer: guest, missing: ['pudo'] }))).toBe('delivery')
  })

  it('needs a chosen gateway, and for cards a card typed on this page, before review', () => {
    const ready = { customer: guest, missing: [] }
    expect(firstIncompleteStep(facts(ready))).toBe('payment')
    expect(firstIncompleteStep(facts(ready, { gateway: 'CREDITCARD' }))).toBe('payment')
    expect(firstIncompleteStep(facts(ready, { gateway: 'CREDITCARD' }, true))).toBe('review')
    expect(firstIncompleteStep(facts(ready, { gateway: 'PAYPAL' }))).toBe('review')
  })

  it('a gateway the shop no longer offers does not count as chosen', () => {
    expect(firstIncompleteStep(facts({ customer: guest, missing: [], gateways: [card] }, { gateway: 'PAYPAL' }))).toBe('payment')
  })

  it('shows an earlier step when asked, and sends a later one back to the first incomplete step', () => {
    const f = facts({ customer: guest, missing: ['carrier'] })
    expect(resolveStep('shipping', f)).toBe('shipping')
    expect(resolveStep('delivery', f)).toBe('delivery')
    expect(resolveStep('review', f)).toBe('delivery')
    expect(resolveStep('payment', f)).toBe('delivery')
    expect(resolveStep('nonsense', f)).toBe('delivery')
    expect(resolveStep(null, f)).toBe('delivery')
  })

  it('knows an empty bag', () => {
    expect(isCartEmpty(checkout({ missing: ['cart'], cart: mapCart(cartFixture([])) }))).toBe(true)
    expect(isCartEmpty(checkout())).toBe(false)
  })
})
