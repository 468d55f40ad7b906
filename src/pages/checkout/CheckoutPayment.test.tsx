// Paying inside the real checkout page: the payment step, its summary in the review, and placing the order.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createdOrder, envelope, validated } from '@/features/checkout/mocks/paymentHandlers'
import { annasAddress, guest, openCheckout } from '@/test/checkoutPage'
import { API, server } from '@/test/server'
import { fillIn } from '@/test/fillIn'

describe('paying in the checkout', () => {
  it('goes from the payment step to the review with the card summarised, and places the order from the top of the review', async () => {
    const user = userEvent.setup()
    const orders: unknown[] = []
    server.use(
      http.post(`${API}/createOrder`, async ({ request }) => {
        orders.push(await request.json())
        return HttpResponse.json(envelope(createdOrder('approved', '/en/checkout/validate?order=KQZPXWRTA&token=tok-1&status=approved'), 201), { status: 201 })
      }),
      // The validate page takes over from here (its own tests follow it further).
      http.post(`${API}/validateOrder`, () => HttpResponse.json(envelope(validated('pending')))),
    )
    const { router } = await openCheckout('/en/checkout?step=payment', { checkout: { customer: guest, delivery: annasAddress, carrierId: 1 } })
    await user.click(await screen.findByRole('radio', { name: 'Credit card' }))
    await fillIn(user, screen.getByLabelText('Name on card'), 'Anna Bianchi')
    await fillIn(user, screen.getByLabelText('Card number'), '4242424242424242')
    await fillIn(user, screen.getByLabelText('Expiry date (MM/YY)'), '1230')
    await fillIn(user, screen.getByLabelText('Security code (CVV)'), '123')
    await user.click(screen.getByRole('button', { name: 'Continue to review' }))

    await screen.findByRole('button', { name: /^Place order and pay/ })
    const review = screen.getByRole('heading', { level: 2, name: 'Review and place order' }).closest('section') as HTMLElement
    expect(within(review).getByTestId('summary-payment')).toHaveTextContent('Visa •••• 4242')
    expect(within(review).getByRole('link', { name: 'Edit Payment' })).toBeInTheDocument()
    // The button comes before the summaries: in view without scrolling.
    const place = within(review).getByRole('button', { name: /^Place order and pay/ })
    const firstSummary = within(review).getByRole('heading', { level: 3, name: 'Contact' })
    expect(place.compareDocumentPosition(firstSummary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await user.click(within(review).getByRole('checkbox', { name: 'I have read and accept the terms of service' }))
    await user.click(place)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/validate'))
    expect(await screen.findByRole('heading', { level: 1, name: 'We are waiting for the payment provider’s confirmation' })).toBeInTheDocument()
    expect(orders).toEqual([
      { gateway: 'CREDITCARD', terms_accepted: true, card: { name: 'Anna Bianchi', number: '4242424242424242', expiry: '12/30', cvv: '123' } },
    ])
  })
})
