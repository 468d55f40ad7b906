// Which step the checkout shows, and how the shopper moves between steps.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { gatewayChosen } from '@/features/checkout/model/slice'
import { bodiesOf, guestWithAddress, openCheckout } from '@/test/checkoutPage'
import { server } from '@/test/server'

const search = (router: { state: { location: { search: string } } }) => router.state.location.search

describe('checkout steps', () => {
  it('starts a new guest on the contact step, with the later steps as headings only', async () => {
    const { router } = await openCheckout()
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeInTheDocument()
    expect(screen.getByText('No account needed: you can create one after placing your order.')).toBeInTheDocument()
    for (const name of ['Contact', 'Shipping address', 'Billing address', 'Delivery', 'Payment', 'Review and place order'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument()
    await waitFor(() => expect(search(router)).toBe('?step=contact'))
  })

  it('sends a shopper asking for the review without a shipping method to the delivery step, replacing the URL', async () => {
    const { router } = await openCheckout('/en/checkout?step=review', { checkout: guestWithAddress })
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Shipping method' })).toBeInTheDocument()
    await waitFor(() => expect(search(router)).toBe('?step=delivery'))
    // Replaced, not pushed: Back leaves the checkout instead of asking for the review again.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.getByTestId('summary-contact')).toHaveTextContent('anna@example.com')
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Anna Bianchi, Via Roma 1, 20121 Milano MI, Italy')
    expect(screen.getByTestId('summary-billing')).toHaveTextContent('Same as shipping address')
    expect(screen.getByRole('link', { name: 'Edit Shipping address' })).toHaveAttribute('href', '/en/checkout?step=shipping')
  })

  it('changes the language from its header at any step, keeping the step, the address and the bag', async () => {
    const user = userEvent.setup()
    const { router } = await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeInTheDocument()
    const header = screen.getByRole('banner')
    // Reached from the keyboard: right after the logo, before the page.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(within(header).getByRole('combobox', { name: 'Language' })).toHaveFocus()
    const calls: string[] = []
    const record = ({ request }: { request: Request }) =>
      void calls.push(`${new URL(request.url).pathname.replace('/api/', '')} ${request.headers.get('Accept-Language')}`)
    server.events.on('request:start', record)
    await user.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'de')

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/checkout'))
    expect(search(router)).toBe('?step=delivery')
    expect(await screen.findByRole('group', { name: 'Versandart' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument()
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Anna Bianchi, Via Roma 1, 20121 Milano MI')
    // The checkout is asked for again in German (its request starts after the labels have changed).
    await waitFor(() => expect(calls).toContain('getCheckout de'))
    server.events.removeListener('request:start', record)
    // Nothing about the bag or the checkout is written.
    expect(calls.filter((call) => !/^(get|bootstrap)/.test(call))).toEqual([])
  })

  it('walks the steps with Continue, moves the focus to each step, and back again with the browser’s Back', async () => {
    const user = userEvent.setup()
    const { router, store } = await openCheckout()
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'anna@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(search(router)).toBe('?step=shipping'))
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Shipping address' })).toHaveFocus())
    expect(router.state.historyAction).toBe('PUSH')
    expect(store.getState().checkout.step).toBe('shipping')
    expect(screen.getByTestId('summary-contact')).toHaveTextContent('anna@example.com')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(search(router)).toBe('?step=contact'))
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('anna@example.com')
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toHaveFocus())
    expect(store.getState().checkout.step).toBe('contact')
  })

  it('lets a finished step be edited and goes on from there', async () => {
    const user = userEvent.setup()
    const { router } = await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    await user.click(await screen.findByRole('link', { name: 'Edit Contact' }))
    await waitFor(() => expect(search(router)).toBe('?step=contact'))
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('anna@example.com')
  })

  it('lets the review change any part in place: Edit opens the step, saving it comes back to the review', async () => {
    const user = userEvent.setup()
    const { router, store, checkout } = await openCheckout('/en/checkout?step=delivery', { checkout: { ...guestWithAddress, carrierId: 1 } })
    await screen.findByRole('radiogroup')
    act(() => void store.dispatch(gatewayChosen('PAYPAL')))
    await act(() => router.navigate('/en/checkout?step=review'))
    const review = await screen.findByRole('region', { name: 'Review and place order' })
    // The finished steps are summed up inside the review, each with its Edit link.
    expect(within(review).getByRole('heading', { level: 3, name: 'Shipping address' })).toBeInTheDocument()
    const edit = within(review).getByRole('link', { name: 'Edit Shipping address' })
    expect(edit).toHaveAttribute('href', '/en/checkout?step=shipping&from=review')
    await user.click(edit)
    const form = await screen.findByRole('form', { name: 'Shipping address' })
    const street = within(form).getByRole('textbox', { name: 'Street' })
    await user.clear(street)
    await user.type(street, 'Via Dante')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=review'))
    expect(bodiesOf(checkout, 'updateCheckoutAddress')).toEqual([
      expect.objectContaining({ delivery_address: expect.objectContaining({ address1: 'Via Dante' }) }),
    ])
    await waitFor(() => expect(screen.getByRole('region', { name: 'Review and place order' })).toHaveTextContent('Anna Bianchi, Via Dante 1, 20121 Milano'))
  })
})
