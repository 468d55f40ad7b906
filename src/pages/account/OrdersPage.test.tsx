import { psPagination } from '@/shared/api/mocks/fixtures'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail, ok } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { orderFixture, orderSummaryFixture } from '@/features/orders/mocks/fixtures'
import { orderHandlers } from '@/features/orders/mocks/handlers'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { storeRecordingEvents } from '@/test/reportedEvents'

// The page is the account's frame around the orders: both features' calls answer.
beforeEach(() => server.use(...sessionHandlers({ signedIn: true }).handlers, ...accountHandlers, ...orderHandlers))

describe('the order history', () => {
  it('lists reference, date, status and total, formatted for the language', async () => {
    server.use(
      http.post(`${API}/getOrders`, () =>
        HttpResponse.json(
          ok({
            orders: [orderSummaryFixture({ total_paid: 1234.5, status_label: 'Zugestellt' })],
            pagination: { total_items: 1, page: 1, per_page: 10, pages_count: 1 },
          }),
        ),
      ),
    )
    await renderApp('/de/my-account/orders', 'de')
    const row = (await screen.findByRole('rowheader', { name: 'XKBKNABJK' })).closest('tr') as HTMLElement
    expect(within(row).getByText('14.03.2026')).toBeInTheDocument()
    expect(within(row).getByText('Zugestellt')).toBeInTheDocument()
    expect(within(row).getByText(/1\.234,50\s€/)).toBeInTheDocument()
  })

  it('says so when there are no orders yet', async () => {
    server.use(http.post(`${API}/getOrders`, () => HttpResponse.json(ok({ orders: [], pagination: psPagination(0) }))))
    await renderApp('/en/my-account/orders')
    expect(await screen.findByText(/You have not placed any orders yet\./)).toBeInTheDocument()
  })

  it('pages through the history', async () => {
    const user = userEvent.setup()
    const pages: unknown[] = []
    server.use(
      http.post(`${API}/getOrders`, async ({ request }) => {
        const { page } = (await request.json()) as { page: number }
        pages.push(page)
        return HttpResponse.json(
          ok({
            orders: [orderSummaryFixture({ id_order: page, reference: `REF${page}` })],
            pagination: { total_items: 12, page, per_page: 10, pages_count: 2 },
          }),
        )
      }),
    )
    await renderApp('/en/my-account/orders')
    await user.click(await screen.findByRole('link', { name: 'Next' }))
    expect(await screen.findByRole('rowheader', { name: 'REF2' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(pages).toEqual([1, 2])
  })
})

describe('an order’s details', () => {
  it('shows products, totals with tax, delivery, addresses, payment, history and downloads', async () => {
    const user = userEvent.setup()
    await renderApp('/en/my-account/orders')
    await user.click(await screen.findByRole('link', { name: 'View order XKBKNABJK' }))
    const heading = await screen.findByRole('heading', { name: 'Order XKBKNABJK' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Placed on March 14, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Merino sweater' })).toHaveAttribute('href', '/en/5-merino-sweater.html')
    expect(screen.getByText('Size: M')).toBeInTheDocument()
    expect(screen.getByText('€75.00')).toBeInTheDocument()
    expect(screen.getByText('Of which tax').nextElementSibling).toHaveTextContent('€27.05')
    expect(screen.getByText('Delivery method: Courier')).toBeInTheDocument()
    expect(screen.getByText('Delivery note: Leave it with the concierge')).toBeInTheDocument()
    expect(screen.getAllByText('Via Roma 1')).toHaveLength(2)
    expect(screen.getByText('Credit card')).toBeInTheDocument()
    expect(screen.getByText('VISA •••• 4242')).toBeInTheDocument()
    expect(screen.getByText(/Awaiting payment/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Riding gloves (PDF)' })).toHaveAttribute('href', '/img/manuals/rg-en.pdf')
  })

  it("requests a return of chosen lines within the window: 'Return requested'", async () => {
    const user = userEvent.setup()
    let sent: unknown
    let key: string | null = null
    server.use(
      http.post(`${API}/createReturn`, async ({ request }) => {
        sent = await request.json()
        key = request.headers.get('Idempotency-Key')
        return HttpResponse.json(
          ok({
            id_order_return: 1,
            id_order: 31,
            reference: 'XKBKNABJK',
            status: 'requested',
            status_label: 'Return requested',
            date_add: '2026-03-20T10:00:00Z',
            lines: [],
          }),
          { status: 201 },
        )
      }),
    )
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    const form = await screen.findByRole('form', { name: 'Return products' })
    expect(screen.getByText('You can return products of this order until March 30, 2026.')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Request return' }))
    expect(within(form).getByText('Choose at least one product to return.')).toBeInTheDocument()
    expect(within(form).getByText('Reason for the return is required.')).toBeInTheDocument()
    await user.selectOptions(within(form).getByLabelText('Quantity of Merino sweater (Size: M) to return'), '1')
    await user.type(within(form).getByLabelText('Reason for the return'), 'Too small')
    await user.click(within(form).getByRole('button', { name: 'Request return' }))
    expect(await screen.findByText('Return requested')).toBeInTheDocument()
    expect(sent).toEqual({ id_order: 31, lines: [{ id_order_detail: 101, quantity: 1, reason: 'Too small' }] })
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('words the API’s refusal of a return once the window has closed', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/createReturn`, () =>
        HttpResponse.json(
          fail(
            422,
            'validation.failed',
            { id_order: ['return.period_over', { days: 14 }] },
            { id_order: 'Diese Bestellung kann nicht mehr zurückgegeben werden.' },
          ),
          { status: 422 },
        ),
      ),
    )
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    const form = await screen.findByRole('form', { name: 'Return products' })
    await user.selectOptions(within(form).getByLabelText('Quantity of Riding gloves to return'), '1')
    await user.type(within(form).getByLabelText('Reason for the return'), 'Too late')
    await user.click(within(form).getByRole('button', { name: 'Request return' }))
    expect(await within(form).findByText('Products can be returned within 14 days of delivery.')).toBeInTheDocument()
  })

  it('says at the product, in the page’s language, when more of it is asked back than can still be returned', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/createReturn`, () =>
        HttpResponse.json(fail(422, 'validation.failed', { 'lines.0.quantity': ['return.quantity_too_high', { max: 1 }] }), { status: 422 }),
      ),
    )
    await renderApp('/de/my-account/orders?order=XKBKNABJK', 'de')
    const form = await screen.findByRole('form', { name: 'Artikel zurücksenden' })
    const sweater = within(form).getByLabelText('Menge von Merino sweater (Size: M) zur Rücksendung')
    await user.selectOptions(sweater, '2')
    await user.type(within(form).getByLabelText('Grund der Rücksendung'), 'Zu klein')
    await user.click(within(form).getByRole('button', { name: 'Rücksendung anfragen' }))
    await waitFor(() => expect(sweater).toHaveAccessibleDescription('Von diesem Artikel können Sie höchstens noch 1 Stück zurücksenden.'))
    expect(sweater).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('At most 1 can be returned.')).not.toBeInTheDocument()
  })

  it('explains the shop’s return period, as its bootstrap states it, when the order cannot be returned', async () => {
    server.use(
      http.post(`${API}/getOrder`, () => HttpResponse.json(ok(orderFixture({ is_returnable: false, return_deadline: null })))),
      // A back end whose return period is 30 days, the signed-in customer's bootstrap otherwise.
      http.post(`${API}/bootstrap`, () =>
        HttpResponse.json(
          bootstrapFixture({ return_days: 30 }, { customer: { id_customer: 7, firstname: 'Giulia', lastname: 'Romano', email: 'giulia@example.com' } }),
        ),
      ),
    )
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    expect(await screen.findByText('Products can be returned within 30 days of delivery.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Return products' })).not.toBeInTheDocument()
  })

  it('says when the order does not exist (or is someone else’s)', async () => {
    server.use(http.post(`${API}/getOrder`, () => HttpResponse.json(fail(404, 'order.not_found'), { status: 404 })))
    await renderApp('/en/my-account/orders?order=NOPE')
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to all orders' })).toHaveAttribute('href', '/en/my-account/orders')
  })
})

describe('an order’s withdrawal and cancellation (issue #22)', () => {
  const unshipped = (overrides: Partial<ReturnType<typeof orderFixture>> = {}) =>
    orderFixture({
      status: 'payment_accepted',
      status_label: 'Payment accepted',
      is_returnable: false,
      return_deadline: null,
      withdrawal: { mode: 'cancel', deadline: null, closed_reason: null },
      ...overrides,
    })

  it('shows each withdrawal with the date and time it was received, in the page’s language', async () => {
    const receivedAt = '2026-03-20T14:05:00.000Z'
    server.use(
      http.post(`${API}/getOrder`, () =>
        HttpResponse.json(
          ok(
            orderFixture({
              products: orderFixture().products.map((p, i) => (i === 0 ? { ...p, withdrawn_quantity: 1, returnable_quantity: 1 } : p)),
              withdrawals: [
                {
                  id_withdrawal: 5,
                  kind: 'withdrawal',
                  reference: 'XKBKNABJK',
                  received_at: receivedAt,
                  name: 'Giulia Romano',
                  email_masked: 'g•••@example.com',
                  lines: [{ id_order_detail: 101, product_name: 'Merino-Pullover', quantity: 1 }],
                  reason: null,
                  return_address: ['Ridgeline – Returns', 'Via Tortona 31', '20144 Milano MI', 'Italy'],
                },
              ],
            }),
          ),
        ),
      ),
    )
    await renderApp('/de/my-account/orders?order=XKBKNABJK', 'de')
    expect(await screen.findByRole('heading', { name: 'Widerrufe' }, { timeout: 5000 })).toBeInTheDocument()
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date(receivedAt))
    const time = new Intl.DateTimeFormat('de', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(receivedAt))
    expect(screen.getByText(`Widerruf eingegangen am ${date}, ${time}`)).toBeInTheDocument()
    expect(screen.getByText('1 × Merino-Pullover')).toBeInTheDocument()
    expect(screen.getByText('1 widerrufen')).toBeInTheDocument()
  })

  it('offers "Withdraw from contract here" for this order while it can be withdrawn from, and not once closed', async () => {
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    await screen.findByRole('heading', { name: 'Order XKBKNABJK' }, { timeout: 5000 })
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
      'href',
      '/en/withdrawal?order=XKBKNABJK',
    )
    expect(screen.getByText('You can withdraw from this order without giving a reason until March 30, 2026.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('offers neither once the order is closed to withdrawal (the footer’s control stays)', async () => {
    server.use(
      http.post(`${API}/getOrder`, () =>
        HttpResponse.json(ok(orderFixture({ withdrawal: { mode: 'closed', deadline: '2026-03-30T21:59:59.999Z', closed_reason: 'period_over' } }))),
      ),
    )
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    await screen.findByRole('heading', { name: 'Order XKBKNABJK' }, { timeout: 5000 })
    const main = screen.getByRole('main')
    expect(within(main).queryByRole('link', { name: 'Withdraw from contract here' })).not.toBeInTheDocument()
    expect(within(main).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('cancels an unshipped order after its confirmation dialog: updateOrder cancel, the outcome said, the order refreshed, its refund reported', async () => {
    const user = userEvent.setup()
    let cancelled = false
    const sent: unknown[] = []
    server.use(
      http.post(`${API}/getOrder`, () =>
        HttpResponse.json(
          ok(
            cancelled
              ? unshipped({ status: 'canceled', status_label: 'Cancelled', withdrawal: { mode: 'closed', deadline: null, closed_reason: 'cancelled' } })
              : unshipped(),
          ),
        ),
      ),
      http.post(`${API}/updateOrder`, async ({ request }) => {
        sent.push(await request.json())
        cancelled = true
        return HttpResponse.json(ok(unshipped({ status: 'canceled', status_label: 'Cancelled' })))
      }),
    )
    const { store, events } = storeRecordingEvents()
    await renderApp('/en/my-account/orders?order=XKBKNABJK', 'en', store)
    expect(await screen.findByText('This order has not been shipped yet: you can still cancel it.', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Withdraw from contract here' })).toBeInTheDocument()
    const refunds = () => events.filter((event) => event.name === 'refund')

    // "Keep order" closes the dialog and changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel order XKBKNABJK?' })
    expect(dialog).toHaveAccessibleDescription('The whole order will be cancelled. If you have already paid, we refund you by the means of payment you used.')
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sent).toEqual([])
    expect(refunds()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel order XKBKNABJK?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }))
    const outcome = await screen.findByText('Order XKBKNABJK has been cancelled. We have sent you a confirmation by e-mail.')
    expect(sent).toEqual([{ id_order: 31, action: 'cancel' }])
    // The order had been paid: its money goes back, a refund of the whole order with its amounts.
    expect(refunds()).toEqual([
      { name: 'refund', params: expect.objectContaining({ transaction_id: 'XKBKNABJK', currency: 'EUR', value: expect.any(Number) }) },
    ])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(outcome.closest('[role="status"]')).toHaveFocus())
    // The order is asked again: it says it is cancelled and offers neither control any more.
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Return products' })).not.toBeInTheDocument()
  })

  it('says in the page’s language when the order can no longer be cancelled, by the refusal’s code; a code it does not know keeps the back end’s words', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/getOrder`, () => HttpResponse.json(ok(unshipped()))),
      http.post(`${API}/updateOrder`, () => HttpResponse.json(fail(422, 'validation.failed', { action: 'order.not_cancellable' }), { status: 422 })),
    )
    await renderApp('/de/my-account/orders?order=XKBKNABJK', 'de')
    const cancel = async () => {
      await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }, { timeout: 5000 }))
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, Bestellung stornieren' }))
    }
    await cancel()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Bestellung kann nicht mehr storniert werden. Ist sie bereits unterwegs, können Sie nach der Lieferung den Vertrag widerrufen.',
    )
    expect(screen.queryByText(/This order can no longer be cancelled/)).not.toBeInTheDocument()

    server.use(
      http.post(`${API}/updateOrder`, () =>
        HttpResponse.json(fail(422, 'validation.failed', { action: ['shop.too_late' as never, {}] }, { action: 'Diese Bestellung ist schon verpackt.' }), {
          status: 422,
        }),
      ),
    )
    await cancel()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Diese Bestellung ist schon verpackt.'))
  })
})
