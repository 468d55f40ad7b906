// A back end that declares an optional part of the contract off (bootstrap's `capabilities`) gets a storefront
// without it: one render per capability, each of a screen that shows the part when every capability is on (the
// screens' own tests prove that).
import { asProductId } from '@/shared/ids'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { PaymentStepsHarness } from '@/features/checkout/mocks/PaymentStepsHarness'
import { CUSTOMER, paymentHandlers, readyCheckout } from '@/features/checkout/mocks/paymentHandlers'
import { orderHandlers } from '@/features/orders/mocks/handlers'
import { reviewsHandlers } from '@/features/reviews/mocks/handlers'
import { ReviewsSection } from '@/features/reviews'
import { shopApi } from '@/features/shop'
import { bootstrapWithout } from '@/features/shop/mocks/fixtures'
import { categoryListing } from '@/features/catalog/mocks/fixtures'
import type { Capability } from '@/shared/capabilities'
import { guestWithAddress, openCheckout } from '@/test/checkoutPage'
import { renderApp } from '@/test/renderApp'
import { renderWithProviders } from '@/test/renderWithProviders'
import { API, server } from '@/test/server'
import type { AppStore } from './store'

const declareOff = (capability: Capability, extra = {}) =>
  server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapWithout(capability, extra))))

/** For a screen rendered alone: bootstrap arrives (as the app's shell would ask for it) declaring `capability` off. */
async function bootstrapArrives(store: AppStore, capability: Capability) {
  declareOff(capability)
  await store.dispatch(shopApi.endpoints.bootstrap.initiate('en'))
}

function recordCalls() {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname.replace('/api/', '')))
  return calls
}

afterEach(() => server.events.removeAllListeners())

describe('a back end that declares a capability off', () => {
  it('brands: no brand filter in a listing, no Brands in the menu', async () => {
    declareOff('brands')
    server.use(http.post(`${API}/getProducts`, () => HttpResponse.json(categoryListing(1))))
    await renderApp('/en/10-clothing')
    const aside = await screen.findByRole('complementary', { name: 'Filters' })
    await waitFor(() => expect(within(aside).queryByRole('checkbox', { name: 'Nordkap (12)' })).not.toBeInTheDocument())
    expect(within(aside).getAllByRole('checkbox').length).toBeGreaterThan(0)
    expect(screen.queryByRole('link', { name: 'Brands' })).not.toBeInTheDocument()
  })

  it('pickup_points: no collection-point method among the delivery methods', async () => {
    declareOff('pickup_points')
    await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    const group = await screen.findByRole('radiogroup')
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2))
    expect(within(group).queryByRole('radio', { name: 'PuntoRitiro' })).not.toBeInTheDocument()
  })

  it('delivery_messages: no delivery instructions at checkout, and none asked for', async () => {
    declareOff('delivery_messages')
    const calls = recordCalls()
    await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    await screen.findByRole('radio', { name: 'PuntoRitiro' })
    expect(screen.queryByRole('textbox', { name: 'Delivery instructions (optional)' })).not.toBeInTheDocument()
    expect(calls).not.toContain('getDeliveryMessage')
  })

  it('loyalty_points: no points to spend in the payment step, even with a balance', async () => {
    server.use(
      ...paymentHandlers({ checkout: readyCheckout({ customer: CUSTOMER, points: { balance: 500, used: 0, value: 0, point_value: 0.05, max_usable: 400 } }) })
        .handlers,
    )
    const { store } = await renderWithProviders(<PaymentStepsHarness />, { route: '/en/checkout?step=payment' })
    expect(await screen.findByRole('heading', { name: 'Loyalty points' })).toBeInTheDocument()
    await bootstrapArrives(store, 'loyalty_points')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Loyalty points' })).not.toBeInTheDocument())
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument()
  })

  it('returns: no return request in the order details, and no returns asked for', async () => {
    const giulia = { id_customer: 7, firstname: 'Giulia', lastname: 'Romano', email: 'giulia@example.com' }
    server.use(...accountHandlers, ...orderHandlers)
    declareOff('returns', { customer: giulia, menuItems: [] })
    const calls = recordCalls()
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    expect(await screen.findByRole('heading', { name: 'Order XKBKNABJK' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Returns' })).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Return products' })).not.toBeInTheDocument()
    expect(calls).not.toContain('getReturns')
  })

  it('review_editing: the customer’s own review has no edit or delete', async () => {
    server.use(...reviewsHandlers({ status: 'allowed', own: true, others: 1 }).handlers)
    const { store } = await renderWithProviders(<ReviewsSection productId={asProductId(42)} productName="Merino sweater" />, {
      route: '/en/42-merino-sweater.html',
    })
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument()
    await bootstrapArrives(store, 'review_editing')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit your review' })).not.toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Delete your review' })).not.toBeInTheDocument()
    expect(screen.getByText('Your review')).toBeInTheDocument()
  })
})
