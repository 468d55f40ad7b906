// The bag beside the checkout: an empty bag, stock problems, and changes made in the order summary.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bodiesOf, openCheckout, tote } from '@/test/checkoutPage'

describe('the bag at checkout', () => {
  it('shows no steps for an empty bag, only the way back to shopping', async () => {
    await openCheckout('/en/checkout', { lines: [] })
    expect(await screen.findByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en')
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /order summary/ })).not.toBeInTheDocument()
  })

  it('says when the checkout cannot be loaded, and tries again', async () => {
    const user = userEvent.setup()
    // The read is retried once by the API client: both attempts fail.
    await openCheckout('/en/checkout', { before: (checkout) => checkout.failNext('getCheckout', 500, { times: 2 }) })
    expect(await screen.findByText('The checkout could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument()
  })

  it('names the stock problems at the top and says where to fix them', async () => {
    await openCheckout('/en/checkout', {
      checkout: {
        stockProblems: [
          { code: 'stock.line_limited', message: 'Only 1 left in stock for Canvas tote', params: { available: 1, name: 'Canvas tote' } },
          { code: 'stock.line_out', message: 'Merino sweater is out of stock', params: { name: 'Merino sweater' } },
        ],
      },
    })
    const problems = await screen.findByTestId('stock-problems')
    expect(problems).toHaveTextContent('Some items in your bag are no longer available as ordered')
    expect(problems).toHaveTextContent('Only 1 left in stock for Canvas tote.')
    expect(problems).toHaveTextContent('Merino sweater is out of stock.')
    expect(problems).toHaveTextContent('You can change the quantities or remove these items in the order summary.')
  })

  it('changes a quantity from the summary, and the checkout reads itself again', async () => {
    const user = userEvent.setup()
    const { cart, checkout } = await openCheckout()
    await screen.findByRole('heading', { level: 2, name: 'Contact' })
    const bar = await screen.findByRole('button', { name: 'Show order summary · €40.00' })
    expect(bar).toHaveAttribute('aria-expanded', 'false')
    await user.click(bar)
    const summary = await screen.findByTestId('order-summary')
    expect(within(summary).getByRole('heading', { name: 'Order summary' })).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Canvas tote' })).toBeInTheDocument()
    const readsBefore = checkout.requests.filter((r) => r.call === 'getCheckout').length
    await user.click(within(summary).getByRole('button', { name: 'One more Canvas tote' }))
    await waitFor(() => expect(bodiesOf(cart, 'updateCartItem')).toEqual([{ id_product: 1, id_product_attribute: 0, quantity: 2 }]))
    await waitFor(() => expect(checkout.requests.filter((r) => r.call === 'getCheckout').length).toBeGreaterThan(readsBefore))
    expect(await screen.findByRole('button', { name: 'Hide order summary · €80.00' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('€80.00')
  })

  it('keeps the voucher form behind a link', async () => {
    const user = userEvent.setup()
    await openCheckout('/en/checkout', { lines: [{ ...tote }] })
    await user.click(await screen.findByRole('button', { name: /Show order summary/ }))
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'I have a discount code' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveFocus())
  })
})
