import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { paymentHandlers } from '@/features/checkout/mocks/paymentHandlers'
import { gatewayChosen } from '@/features/checkout/model/slice'
import { server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

describe('the failed payment page', () => {
  it.each([
    ['declined', 'Your payment was declined', 'Nothing was charged. You can try again with another card or choose another way to pay.'],
    ['canceled', 'You cancelled the payment', 'Nothing was charged. You can pay whenever you are ready.'],
    ['expired', 'Your payment session expired', /nothing was charged/],
    ['anything-else', 'We couldn’t confirm your payment', /check your inbox before trying again/],
  ])('says why (%s), that the bag is still there, and Try again reopens the payment step', async (reason, title, text) => {
    await renderApp(`/en/checkout/failed?order=KQZPXWRTA&reason=${reason}`)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('Order KQZPXWRTA')).toBeInTheDocument()
    expect(screen.getByText('Your bag is still there, with your addresses and delivery choice.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/checkout?step=payment')
    expect(screen.getByRole('link', { name: 'Back to your bag' })).toHaveAttribute('href', '/en/cart')
  })

  it('Try again opens the checkout at the payment step with the chosen method still chosen', async () => {
    const api = paymentHandlers()
    server.use(...api.handlers)
    const user = userEvent.setup()
    const { router, store } = await renderApp('/en/checkout/failed?order=KQZPXWRTA&reason=declined')
    store.dispatch(gatewayChosen('PAYPAL'))
    await user.click(await screen.findByRole('link', { name: 'Try again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'))
    expect(router.state.location.search).toBe('?step=payment')
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked()
  })
})
