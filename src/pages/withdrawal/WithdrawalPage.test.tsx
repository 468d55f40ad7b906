import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { sessionHandlers } from '@/features/account/mocks/session'
import { unshippedOrderFixture, withdrawalOrderFixture } from '@/features/withdrawal/mocks/fixtures'
import { refusal, withdrawalHandlers } from '@/features/withdrawal/mocks/handlers'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import type { Locale } from '@/shared/config'
import { API, server } from '@/test/server'
import { fillIn } from '@/test/fillIn'
import { renderApp } from '@/test/renderApp'
import { storeRecordingEvents } from '@/test/reportedEvents'

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 5000 })

// The footer's shipping country picker asks for the countries.
beforeEach(() => server.use(countriesHandler))

type User = ReturnType<typeof userEvent.setup>

/** The date and time of receipt as the page's language writes them (the time with its zone). */
const receivedIn = (locale: Locale, iso = '2026-03-20T14:05:00.000Z') => ({
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)),
  time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso)),
})

async function findOrder(user: User, reference = 'XKBKNABJK', email = 'giulia@example.com') {
  const form = await screen.findByRole('form', { name: 'Find your order' })
  await fillIn(user, within(form).getByLabelText('Order reference'), reference)
  await fillIn(user, within(form).getByLabelText('E-mail address'), email)
  await user.click(within(form).getByRole('button', { name: 'Find my order' }))
}

describe('the withdrawal page for a guest', () => {
  it('finds the order by reference and e-mail, withdraws from the whole order after the summary, and confirms with date, time, items and what comes next', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers().handlers, ...api.handlers)
    await renderApp('/en/withdrawal')
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw from contract' })).toBeInTheDocument()
    expect(screen.getByText(/within 14 days of delivery, without giving a reason and without an account/)).toBeInTheDocument()
    await findOrder(user, ' xkbknabjk ', 'Giulia@Example.com ')

    // Step 1 goes on with the order found: its heading takes the focus.
    const orderHeading = await screen.findByRole('heading', { name: 'Order XKBKNABJK' })
    await waitFor(() => expect(orderHeading).toHaveFocus())
    expect(api.sent.lookUps).toEqual([{ reference: 'XKBKNABJK', email: 'Giulia@Example.com' }])
    expect(screen.getByText('Delivered on March 16, 2026: you can withdraw until March 30, 2026.')).toBeInTheDocument()
    const details = screen.getByRole('form', { name: 'Your withdrawal' })
    expect(within(details).getByRole('radio', { name: 'The whole order' })).toBeChecked()
    expect(within(details).getByText('2 × Merino sweater (Size: M)')).toBeInTheDocument()
    expect(within(details).getByText('1 × Riding gloves')).toBeInTheDocument()
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    expect(await within(details).findByText('Your name is required.')).toBeInTheDocument()
    await fillIn(user, within(details).getByLabelText('Your name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))

    // Step 2: the summary. Nothing is recorded before "Confirm withdrawal".
    const summaryHeading = await screen.findByRole('heading', { name: 'Check and confirm' })
    await waitFor(() => expect(summaryHeading).toHaveFocus())
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument()
    expect(screen.getByText('I hereby withdraw from my contract for the purchase of the following goods:')).toBeInTheDocument()
    const statement = screen.getByRole('list', { name: /I hereby withdraw/ })
    expect(
      within(statement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 × Merino sweater (Size: M)', '1 × Riding gloves'])
    expect(screen.getByText('Giulia Romano')).toBeInTheDocument()
    expect(screen.getByText('We will send an acknowledgement to Giulia@Example.com.')).toBeInTheDocument()
    expect(api.sent.withdrawals).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))

    const done = await screen.findByRole('heading', { name: 'Withdrawal received' })
    await waitFor(() => expect(done).toHaveFocus())
    expect(api.sent.withdrawals).toEqual([{ reference: 'XKBKNABJK', email: 'Giulia@Example.com', name: 'Giulia Romano' }])
    expect(api.sent.keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    const { date, time } = receivedIn('en')
    expect(screen.getByText(`We received your withdrawal from order XKBKNABJK on ${date} at ${time}.`)).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Items' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 × Merino sweater', '1 × Riding gloves'])
    expect(screen.getByText('Please send the goods back to us within 14 days of your withdrawal, to this address:')).toBeInTheDocument()
    expect(screen.getByText('Via Tortona 31')).toBeInTheDocument()
    expect(screen.getByText(/We refund your payment within 14 days of receiving your withdrawal/)).toBeInTheDocument()
    expect(screen.getByText('We sent an acknowledgement to g•••@example.com.')).toBeInTheDocument()
  })

  it('withdraws only the items and quantities chosen, with the optional reason; Back keeps what was filled in', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers().handlers, ...api.handlers)
    await renderApp('/en/withdrawal')
    await findOrder(user)
    const details = await screen.findByRole('form', { name: 'Your withdrawal' })
    await user.click(within(details).getByRole('radio', { name: 'Only some items' }))
    await fillIn(user, within(details).getByLabelText('Your name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    expect(await within(details).findByText('Choose at least one item.')).toBeInTheDocument()
    await user.selectOptions(within(details).getByLabelText('Quantity of Merino sweater (Size: M) to withdraw'), '1')
    await fillIn(user, within(details).getByLabelText('Reason (optional)'), 'Too warm')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))

    await screen.findByRole('heading', { name: 'Check and confirm' })
    expect(
      within(screen.getByRole('list', { name: /I hereby withdraw/ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 × Merino sweater (Size: M)'])
    expect(screen.getByText('Too warm')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    const again = await screen.findByRole('form', { name: 'Your withdrawal' })
    expect(within(again).getByRole('radio', { name: 'Only some items' })).toBeChecked()
    expect(within(again).getByLabelText('Quantity of Merino sweater (Size: M) to withdraw')).toHaveValue('1')
    expect(within(again).getByLabelText('Your name')).toHaveValue('Giulia Romano')
    await user.click(within(again).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }))

    await screen.findByRole('heading', { name: 'Withdrawal received' })
    expect(api.sent.withdrawals).toEqual([
      { reference: 'XKBKNABJK', email: 'giulia@example.com', name: 'Giulia Romano', lines: [{ id_order_detail: 101, quantity: 1 }], reason: 'Too warm' },
    ])
    expect(
      within(screen.getByRole('list', { name: 'Items' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 × Merino sweater'])
  })

  it('cancels an order not shipped yet, saying so at every step, and reports the paid order’s refund', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers(() => unshippedOrderFixture())
    server.use(...sessionHandlers().handlers, ...api.handlers)
    const { store, events } = storeRecordingEvents()
    await renderApp('/en/withdrawal', 'en', store)
    await findOrder(user)
    const details = await screen.findByRole('form', { name: 'Your withdrawal' })
    expect(screen.getByText('This order has not been shipped yet, so withdrawing cancels the whole order.')).toBeInTheDocument()
    expect(within(details).queryByRole('radio')).not.toBeInTheDocument()
    await fillIn(user, within(details).getByLabelText('Your name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('I hereby withdraw from my contract: please cancel this order, which has not been shipped yet, with these items:'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeInTheDocument()
    const { date, time } = receivedIn('en')
    expect(screen.getByText(`We received your withdrawal on ${date} at ${time} and have cancelled order XKBKNABJK.`)).toBeInTheDocument()
    expect(screen.getByText(/There is nothing to send back/)).toBeInTheDocument()
    expect(api.sent.withdrawals).toEqual([{ reference: 'XKBKNABJK', email: 'giulia@example.com', name: 'Giulia Romano' }])
    // Its payment had been accepted: the whole order is refunded, named by its reference alone (no amounts here).
    expect(events.filter((event) => event.name === 'refund')).toEqual([{ name: 'refund', params: { transaction_id: 'XKBKNABJK' } }])
  })

  it('prefills the reference of the link that led here', async () => {
    server.use(...sessionHandlers().handlers, ...withdrawalHandlers().handlers)
    await renderApp('/en/withdrawal?order=XKBKNABJK')
    const form = await screen.findByRole('form', { name: 'Find your order' })
    expect(within(form).getByLabelText('Order reference')).toHaveValue('XKBKNABJK')
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('')
  })

  it('checks both fields before asking the shop', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers().handlers, ...api.handlers)
    await renderApp('/en/withdrawal')
    const form = await screen.findByRole('form', { name: 'Find your order' })
    await fillIn(user, within(form).getByLabelText('E-mail address'), 'giulia@')
    await user.click(within(form).getByRole('button', { name: 'Find my order' }))
    expect(await within(form).findByText('Order reference is required.')).toBeInTheDocument()
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(api.sent.lookUps).toEqual([])
  })
})

describe('the withdrawal page’s refusals, by their code', () => {
  it('a wrong e-mail: the one answer that never says whether the order exists, and no step further', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers().handlers, ...api.handlers)
    await renderApp('/en/withdrawal')
    await findOrder(user, 'XKBKNABJK', 'someone@example.com')
    expect(await screen.findByText('We could not find an order with this reference and e-mail address. Please check both and try again.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Your withdrawal' })).not.toBeInTheDocument()
  })

  it('an order past its period says so in step 1, before anything else is asked', async () => {
    const user = userEvent.setup()
    server.use(
      ...sessionHandlers().handlers,
      ...withdrawalHandlers(() =>
        withdrawalOrderFixture({ withdrawal: { mode: 'closed', deadline: '2026-03-30T21:59:59.999Z', closed_reason: 'period_over' } }),
      ).handlers,
    )
    await renderApp('/en/withdrawal')
    await findOrder(user)
    expect(await screen.findByText('The withdrawal period for this order has ended.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Your withdrawal' })).not.toBeInTheDocument()
  })

  it('in German, a refusal is the German text of its code — whatever the message says', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers().handlers, ...api.handlers)
    // The message speaks of one thing, the code of another: the code decides.
    server.use(http.post(`${API}/createWithdrawal`, () => refusal(422, 'order', 'withdrawal.period_over', 'This order has already been withdrawn from.')))
    await renderApp('/de/withdrawal', 'de')
    const form = await screen.findByRole('form', { name: 'Bestellung suchen' })
    await fillIn(user, within(form).getByLabelText('Bestellnummer'), 'XKBKNABJK')
    await fillIn(user, within(form).getByLabelText('E-Mail-Adresse'), 'giulia@example.com')
    await user.click(within(form).getByRole('button', { name: 'Meine Bestellung suchen' }))
    const details = await screen.findByRole('form', { name: 'Ihr Widerruf' })
    await fillIn(user, within(details).getByLabelText('Ihr Name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Weiter' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Widerrufsfrist für diese Bestellung ist abgelaufen.')
    // Another try cannot change it: the shopper starts again instead.
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Neu beginnen' }))
    expect(await screen.findByRole('form', { name: 'Bestellung suchen' })).toBeInTheDocument()
  })

  it.each([
    ['withdrawal.already_withdrawn', 'This order has already been withdrawn from: there is nothing left to withdraw.'],
    ['withdrawal.not_eligible', 'This order cannot be withdrawn from: it was not paid or has already been refunded.'],
    ['withdrawal.order_not_found', 'We could not find an order with this reference and e-mail address. Please check both and try again.'],
  ])('%s at the confirmation', async (code, text) => {
    const user = userEvent.setup()
    server.use(...sessionHandlers().handlers, ...withdrawalHandlers().handlers)
    server.use(http.post(`${API}/createWithdrawal`, () => refusal(code === 'withdrawal.order_not_found' ? 404 : 422, 'order', code, 'Irrelevant wording')))
    await renderApp('/en/withdrawal')
    await findOrder(user)
    const details = await screen.findByRole('form', { name: 'Your withdrawal' })
    await fillIn(user, within(details).getByLabelText('Your name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
  })

  it('a quantity above what is left names the item, and Back leads to the quantities', async () => {
    const user = userEvent.setup()
    server.use(...sessionHandlers().handlers, ...withdrawalHandlers().handlers)
    server.use(http.post(`${API}/createWithdrawal`, () => refusal(422, 'lines.0.quantity', 'withdrawal.quantity_too_high', 'At most 1 can be withdrawn.')))
    await renderApp('/en/withdrawal')
    await findOrder(user)
    const details = await screen.findByRole('form', { name: 'Your withdrawal' })
    await user.click(within(details).getByRole('radio', { name: 'Only some items' }))
    await user.selectOptions(within(details).getByLabelText('Quantity of Merino sweater (Size: M) to withdraw'), '2')
    await fillIn(user, within(details).getByLabelText('Your name'), 'Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For Merino sweater, you chose more than can still be withdrawn. Please go back and check the quantities.',
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Quantity of Merino sweater (Size: M) to withdraw')).toHaveValue('2')
  })

  it('too many look-ups (429): wait and try again', async () => {
    const user = userEvent.setup()
    server.use(
      ...sessionHandlers().handlers,
      http.post(`${API}/getWithdrawalOrder`, () =>
        HttpResponse.json(
          { success: false, code: 429, psdata: null, message: 'Too many attempts.', codes: { _: 'throttled' } },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    )
    await renderApp('/en/withdrawal')
    await findOrder(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. To protect our customers’ orders, please wait a few minutes and try again.')
  })
})

describe('the withdrawal page for a signed-in customer', () => {
  it('offers their orders still open to withdrawal, prefills their name and asks for no e-mail', async () => {
    const user = userEvent.setup()
    const api = withdrawalHandlers()
    server.use(...sessionHandlers({ signedIn: true }).handlers, ...api.handlers)
    await renderApp('/en/withdrawal')
    const picker = await screen.findByRole('form', { name: 'Your orders' })
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Order XKBKNABJK of Mar 14, 2026 (Delivered)'])
    expect(within(picker).queryByLabelText('E-mail address')).not.toBeInTheDocument()
    await user.click(within(picker).getByRole('button', { name: 'Continue' }))
    expect(await within(picker).findByText('Choose an order.')).toBeInTheDocument()
    await user.click(within(picker).getByRole('radio', { name: /XKBKNABJK/ }))
    await user.click(within(picker).getByRole('button', { name: 'Continue' }))

    const details = await screen.findByRole('form', { name: 'Your withdrawal' })
    expect(api.sent.lookUps).toEqual([{ id_order: 31 }])
    expect(within(details).getByLabelText('Your name')).toHaveValue('Giulia Romano')
    await user.click(within(details).getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('We will send an acknowledgement to the e-mail address of your order.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    await screen.findByRole('heading', { name: 'Withdrawal received' })
    expect(api.sent.withdrawals).toEqual([{ id_order: 31, name: 'Giulia Romano' }])
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/en/my-account/orders?order=XKBKNABJK')
  })

  it('preselects the order of the link that led here, and can still name an order by reference and e-mail', async () => {
    const user = userEvent.setup()
    server.use(...sessionHandlers({ signedIn: true }).handlers, ...withdrawalHandlers().handlers)
    await renderApp('/en/withdrawal?order=XKBKNABJK')
    const picker = await screen.findByRole('form', { name: 'Your orders' })
    expect(within(picker).getByRole('radio', { name: /XKBKNABJK/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'An order placed with another e-mail address? Enter its reference' }))
    expect(await screen.findByRole('form', { name: 'Find your order' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Choose from my orders' }))
    expect(await screen.findByRole('form', { name: 'Your orders' })).toBeInTheDocument()
  })

  it('says so when none of their orders can be withdrawn from', async () => {
    server.use(...sessionHandlers({ signedIn: true }).handlers, ...withdrawalHandlers().handlers)
    server.use(
      http.post(`${API}/getOrders`, () =>
        HttpResponse.json({
          success: true,
          code: 200,
          psdata: {
            orders: [],
            pagination: { total_items: 0, page: 1, current_page: 1, per_page: 10, pages_count: 1, items_shown_from: 0, items_shown_to: 0 },
          },
        }),
      ),
    )
    await renderApp('/en/withdrawal')
    expect(await screen.findByText('None of your orders can be withdrawn from at the moment.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument()
  })
})
