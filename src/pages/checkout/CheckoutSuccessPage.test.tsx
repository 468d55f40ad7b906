import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail, ok } from '@/features/account/mocks/fixtures'
import { paymentHandlers } from '@/features/checkout/mocks/paymentHandlers'
import { orderFixture } from '@/features/orders/mocks/fixtures'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

const PAGE = '/en/checkout/success?order=KQZPXWRTA'
const order = orderFixture({
  reference: 'KQZPXWRTA',
  email: 'ann@example.com',
  status: 'payment_accepted',
  status_label: 'Payment accepted',
  withdrawal: { mode: 'cancel', deadline: null, closed_reason: null },
})

function shop({ signedIn = false } = {}) {
  const api = paymentHandlers()
  const orderCalls: unknown[] = []
  server.use(
    ...api.handlers,
    http.post(`${API}/getOrder`, async ({ request }) => {
      orderCalls.push(await request.json())
      return HttpResponse.json(ok(order))
    }),
    http.post(`${API}/bootstrap`, () =>
      HttpResponse.json(
        bootstrapFixture({}, signedIn ? { customer: { id_customer: 7, firstname: 'Giulia', lastname: 'Romano', email: 'giulia@example.com' } } : {}),
      ),
    ),
  )
  return { api, orderCalls }
}

describe('the order confirmation', () => {
  it('thanks with the reference, says where the e-mail went, and shows what was bought, where it goes and the totals', async () => {
    const { api, orderCalls } = shop()
    await renderApp(PAGE)
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order KQZPXWRTA is confirmed' })).toBeInTheDocument()
    expect(screen.getByText('A confirmation was sent to ann@example.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Merino sweater' })).toBeInTheDocument()
    expect(screen.getByText('Delivery method: Courier')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument()
    expect(screen.getByText('Of which tax').nextElementSibling).toHaveTextContent('€27.05')
    expect(screen.getByText('VISA •••• 4242')).toBeInTheDocument()
    // Only the order is read: nothing is placed, and the account's actions are not offered here.
    expect(orderCalls).toEqual([{ reference: 'KQZPXWRTA' }])
    expect(api.calls('createOrder')).toHaveLength(0)
    expect(screen.queryByRole('link', { name: 'Back to all orders' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Status history' })).not.toBeInTheDocument()
  })

  it('offers the withdrawal function for this order (Art. 11a CRD: on the order confirmation too)', async () => {
    shop()
    await renderApp(PAGE)
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order KQZPXWRTA is confirmed' })
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
      'href',
      '/en/withdrawal?order=KQZPXWRTA',
    )
    // The checkout's frame has it in its footer as well.
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute('href', '/en/withdrawal')
  })

  it('asks how checkout was, and sends the rating and comment for this order', async () => {
    // jsdom has no layout: hovering the stars would read a rating from zero-sized boxes.
    const user = userEvent.setup({ skipHover: true })
    const { api } = shop()
    await renderApp(PAGE)
    const rating = await screen.findByRole('radiogroup', { name: 'How was checkout?' })
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Please choose a rating from 1 to 5.')).toBeInTheDocument()
    await user.click(within(rating).getByRole('radio', { name: '4 of 5: Easy' }))
    await user.type(screen.getByLabelText('Anything we could do better? (optional)'), 'Quick and clear')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument()
    expect(api.calls('createCheckoutFeedback').map((r) => r.body)).toEqual([{ reference: 'KQZPXWRTA', rating: 4, comment: 'Quick and clear' }])
  })

  it('offers a guest an account with the order’s e-mail already filled in', async () => {
    const user = userEvent.setup()
    shop()
    await renderApp(PAGE)
    expect(await screen.findByRole('heading', { name: 'Save your details for next time' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com')
  })

  it('does not offer an account to a signed-in customer', async () => {
    shop({ signedIn: true })
    await renderApp(PAGE)
    await screen.findByRole('heading', { level: 1, name: /Your order KQZPXWRTA is confirmed/ })
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'How was checkout?' })).toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Save your details for next time' })).not.toBeInTheDocument()
  })

  it('says so plainly for an order this session cannot see, with a way home', async () => {
    shop()
    server.use(http.post(`${API}/getOrder`, () => HttpResponse.json(fail(404, 'order.not_found'), { status: 404 })))
    await renderApp('/en/checkout/success?order=NOPE')
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en')
  })
})
