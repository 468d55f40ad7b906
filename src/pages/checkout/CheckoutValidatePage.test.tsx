import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { PaymentValidation } from '@/features/checkout'
import { gatewayChosen } from '@/features/checkout/model/slice'
import { envelope, failure, paymentHandlers, validated } from '@/features/checkout/mocks/paymentHandlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { renderWithProviders } from '@/test/renderWithProviders'

const RETURN = '/en/checkout/validate?order=KQZPXWRTA&token=tok-1&status=approved'

function validateWith(...answers: Parameters<ReturnType<typeof paymentHandlers>['mock']['script']>[1][]) {
  const api = paymentHandlers()
  api.mock.script('validateOrder', ...answers)
  // The outcome pages read the order and the bag; they are not what these tests look at.
  server.use(
    ...api.handlers,
    http.post(`${API}/getOrder`, () => HttpResponse.json(failure(404, 'order.not_found'), { status: 404 })),
  )
  return api
}

describe('the validate page', () => {
  it('asks the shop once with the URL’s order, token and status; approved → the confirmation, the token gone from history', async () => {
    const api = validateWith({ status: 200, body: envelope(validated('approved')) })
    const { router, store } = await renderApp(RETURN)
    // The shopper's choices of this checkout, before the answer arrives.
    store.dispatch(gatewayChosen('PAYPAL'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/success'))
    expect(router.state.location.search).toBe('?order=KQZPXWRTA')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(api.calls('validateOrder').map((r) => r.body)).toEqual([{ order: 'KQZPXWRTA', token: 'tok-1', status: 'approved' }])
    // The next checkout starts afresh.
    expect(store.getState().checkout.draft.gateway).toBeNull()
  })

  it.each([
    ['declined', '?order=KQZPXWRTA&reason=declined'],
    ['canceled', '?order=KQZPXWRTA&reason=canceled'],
  ] as const)('%s → the failed page with the reason', async (status, search) => {
    validateWith({ status: 200, body: envelope(validated(status)) })
    const { router } = await renderApp(RETURN)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/failed'))
    expect(router.state.location.search).toBe(search)
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it.each([
    ['a 404 (unknown order and token)', { status: 404, body: failure(404, 'order.not_found') }],
    ['a 500, twice (the retry too)', { status: 500, body: failure(500, 'server.error') }],
  ])('no answer (%s) → the failed page, reason unknown', async (_case, answer) => {
    validateWith(answer, answer)
    const { router } = await renderApp(RETURN)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/failed'))
    expect(router.state.location.search).toBe('?order=KQZPXWRTA&reason=unknown')
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t confirm your payment' })).toBeInTheDocument()
  })

  it('asks once under StrictMode too (effects run twice there)', async () => {
    const api = validateWith({ status: 200, body: envelope(validated('declined')) })
    const { router } = await renderWithProviders(
      <StrictMode>
        <PaymentValidation query={{ order: 'KQZPXWRTA', token: 'tok-1', status: 'declined' }} />
      </StrictMode>,
      { route: RETURN },
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/failed'))
    expect(api.calls('validateOrder')).toHaveLength(1)
  })

  it('while the provider has not confirmed, waits (without offering to pay again) and checks again on its own', async () => {
    const api = validateWith({ status: 200, body: envelope(validated('pending')) }, { status: 200, body: envelope(validated('pending')) })
    const { router } = await renderWithProviders(
      <PaymentValidation query={{ order: 'KQZPXWRTA', token: 'tok-1', status: 'pending' }} schedule={{ delay: () => 50, budgetMs: 60_000 }} />,
      {
        route: RETURN,
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'We are waiting for the payment provider’s confirmation' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Checking the payment' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/success'))
    expect(api.calls('validateOrder')).toHaveLength(3)
  })

  it('stops checking after a while and offers to check again', async () => {
    const user = userEvent.setup()
    const api = validateWith({ status: 200, body: envelope(validated('pending')) })
    // No time budget: the first pending answer is the last automatic check.
    const { router } = await renderWithProviders(
      <PaymentValidation query={{ order: 'KQZPXWRTA', token: 'tok-1', status: null }} schedule={{ delay: () => 50, budgetMs: 0 }} />,
      {
        route: RETURN,
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/success'))
    expect(api.calls('validateOrder')).toHaveLength(2)
  })
})
