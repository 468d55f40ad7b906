// Opens /{lang}/checkout against a cart and a checkout that behave like the reference API and stay in step (the
// checkout reads the cart mock's lines), for the checkout page's tests.
import { screen } from '@testing-library/react'
import type { PsCartLine } from '@/shared/cart'
import type { Locale } from '@/shared/config'
import { cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { cartHandlers } from '@/features/cart/mocks/handlers'
import { addressFixture } from '@/features/checkout/mocks/fixtures'
import { checkoutHandlers, type CheckoutMock, type CheckoutMockOptions } from '@/features/checkout/mocks/handlers'
import { renderApp } from './renderApp'
import { server } from './server'

export const tote = cartLineFixture({ id_product: 1, name: 'Canvas tote', price: 40, quantity: 1, quantity_available: 5 })

export const giulia = { id_customer: 7, email: 'giulia@example.com', firstname: 'Giulia', lastname: 'Romano', is_guest: false }
export const guest = { id_customer: 90, email: 'anna@example.com', firstname: 'Anna', lastname: 'Bianchi', is_guest: true }
export const home = addressFixture()
export const office = addressFixture({ id_address: 12, alias: 'Office', address1: 'Via Torino', house_number: '5', postcode: '20123', is_default: false })
export const newYork = addressFixture({
  id_address: 13,
  alias: 'NY',
  address1: 'Broadway',
  house_number: '200',
  postcode: '10001',
  city: 'New York',
  state: 'NY',
  state_name: 'New York',
  id_country: 4,
  country: 'United States',
  country_iso: 'US',
  is_default: false,
})
export const annasAddress = addressFixture({ id_address: 20, firstname: 'Anna', lastname: 'Bianchi', is_default: false })

/** A guest who has given an e-mail and an address: the delivery step is next. */
export const guestWithAddress: CheckoutMockOptions = { customer: guest, delivery: annasAddress }

interface OpenOptions {
  lines?: PsCartLine[]
  checkout?: CheckoutMockOptions
  /** Runs before the page opens (e.g. to make the first calls fail). */
  before?: (checkout: CheckoutMock) => void
  /** The page's heading in the path's language (the page is open once it shows). */
  heading?: string
}

export async function openCheckout(path = '/en/checkout', options: OpenOptions = {}) {
  const cart = cartHandlers((options.lines ?? [tote]).map((l) => ({ ...l })))
  const checkout = checkoutHandlers({ lines: () => cart.mock.lines, ...options.checkout })
  server.use(...cart.handlers, ...checkout.handlers)
  options.before?.(checkout.mock)
  const app = await renderApp(path, path.split('/')[1] as Locale)
  await screen.findByRole('heading', { level: 1, name: options.heading ?? 'Checkout' })
  return { ...app, cart: cart.mock, checkout: checkout.mock }
}

export const bodiesOf = (mock: CheckoutMock | { requests: { call: string; body: unknown }[] }, call: string) =>
  mock.requests.filter((r) => r.call === call).map((r) => r.body)
