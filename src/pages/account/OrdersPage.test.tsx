import { psPagination } from '@/shared/api/mocks/fixtures'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail, ok } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { orderFixture, orderSummaryFixture } from '@/features/orders/mocks/fixtures'
import { orderHandlers } from '@/features/orders/mocks/handlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

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
          fail(422, 'Please fix the errors above before submitting', { id_order: 'This order can no longer be returned (14 days after delivery).' }),
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

  it('explains the 14-day window when the order cannot be returned', async () => {
    server.use(http.post(`${API}/getOrder`, () => HttpResponse.json(ok(orderFixture({ is_returnable: false, return_deadline: null })))))
    await renderApp('/en/my-account/orders?order=XKBKNABJK')
    expect(await screen.findByText('Products can be returned within 14 days of delivery.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Return products' })).not.toBeInTheDocument()
  })

  it('says when the order does not exist (or is someone else’s)', async () => {
    server.use(http.post(`${API}/getOrder`, () => HttpResponse.json(fail(404, 'Order not found'), { status: 404 })))
    await renderApp('/en/my-account/orders?order=NOPE')
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to all orders' })).toHaveAttribute('href', '/en/my-account/orders')
  })
})
