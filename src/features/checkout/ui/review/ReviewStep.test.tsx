import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PaymentStepsHarness } from '@/features/checkout/mocks/PaymentStepsHarness'
import { createdOrder, envelope, failure, paymentHandlers } from '@/features/checkout/mocks/paymentHandlers'
import { gatewayChosen } from '@/features/checkout/model/slice'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { fillIn } from '@/test/fillIn'

const PLACE = 'Place order and pay €66.90'
const approved = { status: 201, body: envelope(createdOrder('approved', '/en/checkout/validate?order=KQZPXWRTA&token=tok-1&status=approved'), 201) }

/** Through the payment step with a card, to the review. */
async function reachReview(number = '4111111111111111') {
  const api = paymentHandlers()
  server.use(...api.handlers)
  const user = userEvent.setup()
  const view = await renderWithProviders(<PaymentStepsHarness />, { route: '/en/checkout?step=payment' })
  await user.click(await screen.findByRole('radio', { name: 'Credit card' }))
  await fillIn(user, screen.getByLabelText('Name on card'), 'Ann Lee')
  await fillIn(user, screen.getByLabelText('Card number'), number)
  await fillIn(user, screen.getByLabelText('Expiry date (MM/YY)'), '1230')
  await fillIn(user, screen.getByLabelText('Security code (CVV)'), '123')
  await user.click(screen.getByRole('button', { name: 'Continue to review' }))
  await screen.findByRole('button', { name: PLACE })
  return { ...view, user, api, orders: () => api.calls('createOrder') }
}

const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms of service' }))

describe('placing the order', () => {
  it('needs the terms accepted: the message shows and the focus goes to the box', async () => {
    const { user, orders } = await reachReview()
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/en/terms')
    await user.click(screen.getByRole('button', { name: PLACE }))
    expect(await screen.findByText('Please accept the terms of service.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /accept the terms of service/ })).toHaveFocus())
    expect(orders()).toHaveLength(0)
  })

  it('sends one createOrder with the card and goes on to payment.redirect_url, replacing the review in history', async () => {
    const { user, orders, router } = await reachReview()
    expect(screen.getByText('Visa •••• 1111')).toBeInTheDocument()
    await acceptTerms(user)
    await user.click(screen.getByRole('button', { name: PLACE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/validate'))
    expect(router.state.location.search).toBe('?order=KQZPXWRTA&token=tok-1&status=approved')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(orders()).toHaveLength(1)
    expect(orders()[0]!.body).toEqual({
      gateway: 'CREDITCARD',
      terms_accepted: true,
      card: { name: 'Ann Lee', number: '4111111111111111', expiry: '12/30', cvv: '123' },
    })
    expect(orders()[0]!.key).toBeTruthy()
  })

  it('sends one request for a double click, and says "Placing your order…" (busy) while it is on its way', async () => {
    const { user, orders, api } = await reachReview()
    let answer: (value?: unknown) => void = () => undefined
    api.mock.script('createOrder', { ...approved, until: new Promise((resolve) => (answer = resolve)) })
    await acceptTerms(user)
    const button = screen.getByRole('button', { name: PLACE })
    await user.dblClick(button)
    fireEvent.click(button)
    const busy = await screen.findByRole('button', { name: 'Placing your order…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    answer()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Placing your order…' })).not.toBeInTheDocument())
    expect(orders()).toHaveLength(1)
  })

  it('retries a 500 once with the same Idempotency-Key (the shop replays instead of ordering twice)', async () => {
    const { user, orders, router, api } = await reachReview()
    api.mock.script('createOrder', { status: 500, body: failure(500, 'server.error') }, approved)
    await acceptTerms(user)
    await user.click(screen.getByRole('button', { name: PLACE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/validate'))
    expect(orders()).toHaveLength(2)
    expect(orders()[1]!.key).toBe(orders()[0]!.key)
  })

  it('after a lost answer says it is safe to try again, keeps the card, and tries again under the same key', async () => {
    const { user, orders, router, api, store } = await reachReview()
    api.mock.script('createOrder', 'network')
    await acceptTerms(user)
    await user.click(screen.getByRole('button', { name: PLACE }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t reach the shop, so we don’t know yet whether your order went through. Trying again is safe',
    )
    const everything = JSON.stringify(store.getState()) + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })
    expect(everything).not.toMatch(/4111\s?1111\s?1111\s?1111/)

    await user.click(screen.getByRole('button', { name: PLACE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/validate'))
    expect(orders()).toHaveLength(2)
    expect(orders()[1]!.key).toBe(orders()[0]!.key)
    expect(orders()[1]!.body.card).toEqual(orders()[0]!.body.card)
  })

  it('puts a card refusal (422 card.number) on the card field of the payment step, with the card still filled in — and the next attempt is a new one', async () => {
    const { user, orders, api, store } = await reachReview()
    api.mock.script('createOrder', {
      status: 422,
      body: failure(422, 'checkout.incomplete', { 'card.number': 'card.number_invalid' }, { 'card.number': 'Kartennummer ungültig.' }),
    })
    await acceptTerms(user)
    await user.click(screen.getByRole('button', { name: PLACE }))
    const number = await screen.findByLabelText('Card number')
    expect(number).toHaveValue('4111 1111 1111 1111')
    expect(screen.getByText('Please enter a valid card number.')).toBeInTheDocument()
    expect(number).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(number).toHaveFocus())
    expect(screen.getByLabelText('Name on card')).toHaveValue('Ann Lee')
    expect(JSON.stringify(store.getState())).not.toMatch(/4111\s?1111\s?1111\s?1111/)

    await user.clear(number)
    await user.type(number, '4242424242424242')
    expect(screen.queryByText('Please enter a valid card number.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue to review' }))
    const place = await screen.findByRole('button', { name: PLACE })
    await acceptTerms(user)
    await user.click(place)
    await waitFor(() => expect(orders()).toHaveLength(2))
    expect(orders()[1]!.key).not.toBe(orders()[0]!.key)
  })

  it('says what changed in the bag, with a way to it, when the shop refuses for the bag', async () => {
    const { user, api } = await reachReview()
    api.mock.script('createOrder', {
      status: 422,
      body: failure(422, 'order.stock_changed', { cart: ['order.line_unavailable', { name: 'Merino sweater' }] }),
    })
    await acceptTerms(user)
    await user.click(screen.getByRole('button', { name: PLACE }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order was not placed: Merino sweater is no longer available in this quantity.')
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/en/cart')
    expect(screen.getByRole('button', { name: PLACE })).toBeEnabled()
  })
})

describe('the review without a card in memory (a reload on the review step)', () => {
  it('sends the shopper back to the payment step to type the card again, placing nothing', async () => {
    const api = paymentHandlers()
    server.use(...api.handlers)
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<PaymentStepsHarness />, { route: '/en/checkout?step=review' })
    store.dispatch(gatewayChosen('CREDITCARD'))
    const place = await screen.findByRole('button', { name: PLACE })
    await acceptTerms(user)
    await user.click(place)
    expect(await screen.findByText('Your order was not placed. Please check your payment details. Please enter your card details again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(api.calls('createOrder')).toHaveLength(0)
  })
})
