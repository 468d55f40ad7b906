import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PaymentStepsHarness } from '@/features/checkout/mocks/PaymentStepsHarness'
import { CUSTOMER, failure, paymentHandlers, readyCheckout } from '@/features/checkout/mocks/paymentHandlers'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { fillIn } from '@/test/fillIn'

async function openPayment(checkout = readyCheckout()) {
  const api = paymentHandlers({ checkout })
  server.use(...api.handlers)
  const user = userEvent.setup()
  const view = await renderWithProviders(<PaymentStepsHarness />, { route: '/en/checkout?step=payment' })
  await screen.findByRole('radiogroup', { name: 'Payment method' })
  return { ...view, user, api }
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, { name = 'Ann Lee', number = '4242424242424242', expiry = '1230', cvv = '123' } = {}) {
  await fillIn(user, screen.getByLabelText('Name on card'), name)
  await fillIn(user, screen.getByLabelText('Card number'), number)
  await fillIn(user, screen.getByLabelText('Expiry date (MM/YY)'), expiry)
  await fillIn(user, screen.getByLabelText('Security code (CVV)'), cvv)
}

describe('the payment step', () => {
  it('offers the API’s payment methods as a named radio group, and remembers the choice in the checkout draft', async () => {
    const { user, store } = await openPayment()
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Credit card', 'PayPal', 'MultiSafepay'])
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(screen.getByText('You’ll be taken to PayPal to pay, then back here.')).toBeInTheDocument()
    expect(store.getState().checkout.draft.gateway).toBe('PAYPAL')
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
  })

  it('asks for a method before going on', async () => {
    const { user } = await openPayment()
    await user.click(screen.getByRole('button', { name: 'Continue to review' }))
    expect(await screen.findByText('Please choose a payment method.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Credit card' })).toHaveFocus())
  })

  it('formats the card number as typed and shows its brand, with the sandbox’s test cards as a hint', async () => {
    const { user } = await openPayment()
    await user.click(screen.getByRole('radio', { name: 'Credit card' }))
    const number = screen.getByLabelText('Card number')
    expect(number).toHaveAttribute('autocomplete', 'cc-number')
    expect(number).toHaveAttribute('inputmode', 'numeric')
    await user.type(number, '4242424242424242')
    expect(number).toHaveValue('4242 4242 4242 4242')
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa')
    await user.clear(number)
    await user.type(number, '5555')
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Mastercard')
    await user.clear(number)
    await user.type(number, '378282246310005')
    expect(number).toHaveValue('3782 822463 10005')
    expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express')
    expect(screen.getByText('The 4 digits on the front of your card')).toBeInTheDocument()
    expect(screen.getByText('Test card: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined')).toBeInTheDocument()
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name')
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp')
    expect(screen.getByLabelText('Security code (CVV)')).toHaveAttribute('autocomplete', 'cc-csc')
  })

  it('checks the card: the Luhn checksum, a past expiry, the security code’s length for the brand — and focuses the first wrong field', async () => {
    const { user } = await openPayment()
    await user.click(screen.getByRole('radio', { name: 'Credit card' }))
    await typeCard(user, { number: '4242424242424241', expiry: '0120', cvv: '1234' })
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('01/20')
    await user.click(screen.getByRole('button', { name: 'Continue to review' }))
    expect(await screen.findByText('Please enter a valid card number.')).toBeInTheDocument()
    expect(screen.getByText('This card has expired.')).toBeInTheDocument()
    expect(screen.getByText('Please enter the 3-digit security code.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps a valid card in the page’s memory only — never the store or storage — and fills it in when the step shows again', async () => {
    const { user, store, router } = await openPayment()
    await user.click(screen.getByRole('radio', { name: 'Credit card' }))
    await typeCard(user, { number: '4111111111111111' })
    await user.click(screen.getByRole('button', { name: 'Continue to review' }))
    expect(await screen.findByText('Visa •••• 1111')).toBeInTheDocument()
    const everything = JSON.stringify(store.getState()) + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })
    expect(everything).not.toMatch(/4111\s?1111\s?1111\s?1111/)
    expect(router.state.location.search).toBe('?step=review')

    await user.click(screen.getByRole('link', { name: 'Edit payment' }))
    expect(await screen.findByLabelText('Card number')).toHaveValue('4111 1111 1111 1111')
    expect(screen.getByLabelText('Name on card')).toHaveValue('Ann Lee')
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/30')
    expect(screen.getByLabelText('Security code (CVV)')).toHaveValue('123')
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked()
  })

  it('offers instalments where the gateway does, with the amount of each', async () => {
    const { user, store } = await openPayment()
    await user.click(screen.getByRole('radio', { name: 'MultiSafepay' }))
    // 60.00 + 6.90 shipping = 66.90, in three parts of 22.30.
    await user.click(screen.getByRole('checkbox', { name: 'Pay in 3 instalments of €22.30' }))
    expect(store.getState().checkout.draft.instalments).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(screen.queryByRole('checkbox', { name: /instalments/ })).not.toBeInTheDocument()
    expect(store.getState().checkout.draft.instalments).toBe(false)
  })
})

describe('loyalty points', () => {
  const withPoints = () => readyCheckout({ customer: CUSTOMER, points: { balance: 500, used: 0, value: 0, point_value: 0.05, max_usable: 400 } })

  it('are offered to a signed-in customer with a balance, and not to a guest', async () => {
    await openPayment()
    expect(screen.queryByRole('heading', { name: 'Loyalty points' })).not.toBeInTheDocument()
  })

  it('show the balance and its value, and save the points to use ("Use the most" takes the cap)', async () => {
    const { user, api } = await openPayment(withPoints())
    expect(screen.getByRole('heading', { name: 'Loyalty points' })).toBeInTheDocument()
    expect(screen.getByText('You have 500 points, worth €25.00.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use the most' }))
    expect(await screen.findByText('400 points used: −€20.00')).toBeInTheDocument()
    expect(api.calls('updateCheckoutPoints').map((r) => r.body)).toEqual([{ points: 400 }])
    expect(screen.getByLabelText('Points to use')).toHaveValue('400')
  })

  it('refuse more than the order can take before asking, and show the API’s refusal on the field', async () => {
    const { user, api } = await openPayment(withPoints())
    const field = screen.getByLabelText('Points to use')
    await user.type(field, '450')
    await user.click(screen.getByRole('button', { name: 'Apply points' }))
    expect(await screen.findByText('You can use at most 400 points on this order.')).toBeInTheDocument()
    expect(api.calls('updateCheckoutPoints')).toHaveLength(0)

    api.mock.script('updateCheckoutPoints', {
      status: 422,
      body: failure(422, 'validation.failed', { points: ['points.balance', { balance: 120 }] }),
    })
    await user.clear(field)
    await user.type(field, '300')
    await user.click(screen.getByRole('button', { name: 'Apply points' }))
    expect(await screen.findByText('You have 120 points.')).toBeInTheDocument()
  })
})
