// The cart page against an in-memory bag; the API's refusals (stock, vouchers) are its recorded answers.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { carrierFixture, carriersHandler } from '@/features/cart/mocks/carriers'
import { cartHandlers, voucherFixture } from '@/features/cart/mocks/handlers'
import { shippingCountryChosen } from '@/features/country'
import { renderApp } from '@/test/renderApp'
import { server } from '@/test/server'

const tote = cartLineFixture({ id_product: 1, name: 'Canvas tote', price: 20, regular_price: 25, quantity: 1, quantity_available: 5 })
const sweater = cartLineFixture({
  id_product: 42,
  id_product_attribute: 101,
  name: 'Merino crew-neck sweater',
  url: '/en/42-merino-crew-neck-sweater.html',
  attributes: 'Size: S, Colour: Red',
  price: 79,
  quantity: 1,
  quantity_available: 3,
  id_manufacturer: 3,
})

async function openCart(lines = [tote, sweater], path = '/en/cart') {
  // The API takes 10 EUR off for WELCOME10 in these tests.
  const cart = cartHandlers(
    lines.map((l) => ({ ...l })),
    { vouchers: { WELCOME10: voucherFixture('WELCOME10', 10, 'Welcome 10 €') } },
  )
  server.use(...cart.handlers)
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  return { ...app, mock: cart.mock }
}

const lineOf = (name: string) => screen.getAllByTestId('cart-line').find((l) => within(l).queryByRole('link', { name })) as HTMLElement
const summary = () => screen.getByTestId('cart-summary')
/** Until the summary's shipping row is for the country and says the text. */
const shippingEstimate = (country: string, text: string) =>
  waitFor(() => expect(within(summary()).getByText(`Shipping to ${country}`).nextSibling).toHaveTextContent(text))
const calls = (mock: { requests: { call: string; body: unknown }[] }, call: string) => mock.requests.filter((r) => r.call === call).map((r) => r.body)

afterEach(() => jest.useRealTimers())

describe('the cart page', () => {
  it('shows each line and the totals, free shipping progress, instalments and the way to the checkout', async () => {
    await openCart()
    const sweaterLine = await waitFor(() => lineOf('Merino crew-neck sweater'))
    expect(within(sweaterLine).getByText('Size: S, Colour: Red')).toBeInTheDocument()
    expect(within(sweaterLine).getByRole('link', { name: 'Merino crew-neck sweater' })).toHaveAttribute('href', '/en/42-merino-crew-neck-sweater.html')
    const toteLine = lineOf('Canvas tote')
    expect(within(toteLine).getByText('Regular price: €25.00')).toBeInTheDocument()
    expect(within(toteLine).getByText('−20%')).toBeInTheDocument()
    expect(within(summary()).getByText('Subtotal').nextSibling).toHaveTextContent('€99.00')
    // The estimate: the cheapest carrier to the shopper's shipping country (Italy, the shop's home, until they choose).
    await shippingEstimate('Italy', 'from €4.90')
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('€99.00')
    expect(summary()).toHaveTextContent('Shipping costs are recalculated at checkout.')
    expect(summary()).toHaveTextContent('Taxes included: €17.85')
    expect(summary()).toHaveTextContent('Add €51.00 more for free shipping to Italy (from €150.00).')
    expect(summary()).toHaveTextContent('Or add €21.00 more of Nordkap to get it shipped free.')
    expect(screen.getByTestId('instalments-note')).toHaveTextContent('Pay in instalments: available for orders from €30.00 to €2,000.00.')
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout')
    expect(screen.getByRole('link', { name: 'Shopping bag, 2 items' })).toBeInTheDocument()
  })

  it('estimates shipping to the chosen country: no Italian free-shipping message abroad, duties outside the EU', async () => {
    const asked: string[] = []
    server.use(carriersHandler({ IT: [carrierFixture(1, 6.9)], DE: [carrierFixture(1, 12.9), carrierFixture(2, 9.9)], CH: [carrierFixture(1, 24.5)] }, asked))
    const { store } = await openCart()
    await screen.findByTestId('cart-summary')
    await shippingEstimate('Italy', 'from €6.90')
    expect(summary()).toHaveTextContent('Add €51.00 more for free shipping to Italy')

    store.dispatch(shippingCountryChosen('DE'))
    await shippingEstimate('Germany', 'from €9.90')
    expect(summary()).not.toHaveTextContent('free shipping')
    expect(summary()).not.toHaveTextContent('Local duties and taxes')

    store.dispatch(shippingCountryChosen('CH'))
    await shippingEstimate('Switzerland', 'from €24.50')
    expect(summary()).toHaveTextContent('Local duties and taxes are excluded and paid on delivery.')

    store.dispatch(shippingCountryChosen('US'))
    await shippingEstimate('United States', 'No delivery there')
    expect(asked).toEqual(['IT', 'DE', 'CH', 'US'])
  })

  it('shows free shipping in the estimate once the API prices delivery at nothing', async () => {
    server.use(carriersHandler({ IT: [carrierFixture(1, 6.9, { is_free: true, price: 0 })] }))
    await openCart()
    await screen.findByTestId('cart-summary')
    await shippingEstimate('Italy', 'Free')
  })

  it('shows an empty bag with the way back to shopping', async () => {
    await openCart([])
    expect(await screen.findByText('Your bag is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en')
  })

  it('coalesces rapid stepper clicks into one absolute update, bounded by the stock', async () => {
    const { mock } = await openCart()
    const line = await waitFor(() => lineOf('Merino crew-neck sweater'))
    // Clicks within 400 ms become one update: on the test's clock, so that a busy machine cannot part them.
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const more = within(line).getByRole('button', { name: 'One more Merino crew-neck sweater' })
    await user.click(more)
    await user.click(more)
    expect(more).toBeDisabled()
    expect(within(line).getByText('Maximum quantity reached')).toBeInTheDocument()
    await waitFor(() => expect(calls(mock, 'updateCartItem')).toEqual([{ id_product: 42, id_product_attribute: 101, quantity: 3 }]))
    await waitFor(() => expect(within(lineOf('Merino crew-neck sweater')).getByTestId('line-total')).toHaveTextContent('€237.00'))
    expect(screen.getByRole('link', { name: 'Shopping bag, 4 items' })).toBeInTheDocument()
    expect(summary()).toHaveTextContent('Your order ships free to Italy.')
  })

  it('rolls a change back with a message when the API refuses it', async () => {
    const user = userEvent.setup()
    const { mock } = await openCart()
    // What the reference API answers when the stock is short (3 left).
    mock.answerNext('updateCartItem', 'updateCartItem.onlyLeft')
    const line = await waitFor(() => lineOf('Canvas tote'))
    await user.click(within(line).getByRole('button', { name: 'One more Canvas tote' }))
    expect(await screen.findByText('Your bag could not be changed, so it was left as it was. Only 3 left in stock.')).toBeInTheDocument()
    await waitFor(() => expect(within(lineOf('Canvas tote')).getByTestId('line-total')).toHaveTextContent('€20.00'))
    expect(screen.getByRole('link', { name: 'Shopping bag, 2 items' })).toBeInTheDocument()
  })

  it('removes a line at once and puts it back on Undo', async () => {
    const user = userEvent.setup()
    const { mock } = await openCart()
    const line = await waitFor(() => lineOf('Canvas tote'))
    await user.click(within(line).getByRole('button', { name: 'Remove Canvas tote' }))
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    expect(await screen.findByText('Canvas tote was removed from your bag.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    expect(calls(mock, 'removeCartItem')).toEqual([{ id_product: 1, id_product_attribute: 0 }])
    expect(calls(mock, 'createCartItem')).toEqual([{ id_product: 1, id_product_attribute: 0, quantity: 1 }])
  })

  it('applies a voucher, lists it and removes it', async () => {
    const user = userEvent.setup()
    await openCart()
    await user.type(await screen.findByLabelText('Voucher code'), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Voucher WELCOME10 applied.')).toBeInTheDocument()
    expect(within(summary()).getByText('Discounts').nextSibling).toHaveTextContent('−€10.00')
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('€89.00')
    await user.click(screen.getByRole('button', { name: 'Remove voucher WELCOME10' }))
    expect(await screen.findByText('Voucher WELCOME10 removed.')).toBeInTheDocument()
    expect(within(summary()).queryByText('Discounts')).not.toBeInTheDocument()
  })

  // Each refusal as the reference API answers it (src/test/contract/recorded/).
  it.each([
    ['NOPE', 'addOrRemoveCoupon.unknown', 'This voucher does not exist.'],
    ['EXPIRED15', 'addOrRemoveCoupon.expired', 'This voucher has expired.'],
    ['SAVE20', 'addOrRemoveCoupon.minimumAmount', 'The minimum amount to benefit from this voucher is €100.00.'],
    ['WELCOME10', 'addOrRemoveCoupon.alreadyInCart', 'This voucher is already in your cart.'],
  ])('explains why voucher %s is refused (%s)', async (code, answer, message) => {
    const user = userEvent.setup()
    const { mock } = await openCart()
    mock.answerNext('addOrRemoveCoupon', answer)
    const field = await screen.findByLabelText('Voucher code')
    await user.type(field, code)
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(message))
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('words the API’s refusals by their codes in the shopper’s language, whatever words the back end chose', async () => {
    const user = userEvent.setup()
    const { mock } = await openCart([tote, sweater], '/de/cart')
    mock.answerNext('updateCartItem', 'updateCartItem.onlyLeft', { _: 'Nicht hinzugefügt', quantity: 'Es sind nur drei übrig!' })
    mock.answerNext('addOrRemoveCoupon', 'addOrRemoveCoupon.expired', { code: 'Gutschein leider abgelaufen' })
    await user.click(within(await waitFor(() => lineOf('Canvas tote'))).getByRole('button', { name: 'Canvas tote: ein Stück mehr' }))
    expect(await screen.findByText(/Nur noch 3 auf Lager\./)).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: 'Gutscheincode' })
    await user.type(field, 'EXPIRED15')
    await user.click(screen.getByRole('button', { name: 'Einlösen' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('Dieser Gutschein ist abgelaufen.'))
  })

  it('shows the cart in the page’s language and locale', async () => {
    const cart = cartHandlers([{ ...sweater }])
    server.use(...cart.handlers)
    await renderApp('/it/cart', 'it')
    await screen.findByRole('heading', { level: 1, name: /Carrello/ })
    await waitFor(() => expect(within(summary()).getAllByText('79,00 €').length).toBeGreaterThan(0))
  })
})
