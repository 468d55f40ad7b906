// Adding to the bag from the product page: the chosen variant and quantity, the header's count at once, the bag
// opening on the line; never twice on a double click; a failure leaves the cart as it was.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { cartHandlers, type CartMock } from '@/features/cart/mocks/handlers'
import { renderApp } from '@/test/renderApp'
import { API, server } from '@/test/server'
import { productHandlers } from './mocks/productHandlers'

const PATH = '/en/42-merino-crew-neck-sweater.html'

async function openProduct() {
  const cart = cartHandlers([], {
    catalogue: { 42: { name: 'Merino crew-neck sweater', price: 79, quantity_available: 3, attributes: 'Size: S, Colour: Red' } },
  })
  server.use(...productHandlers(), ...cart.handlers)
  await renderApp(PATH)
  await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
  return cart.mock
}

/** The offer's column (the related products' quick-add buttons have their own alerts). */
const buyBox = () => screen.getByTestId('product-offer').parentElement as HTMLElement
const adds = (mock: CartMock) => mock.requests.filter((r) => r.call === 'createCartItem')

describe('adding from the product page', () => {
  it('adds the chosen variant and quantity, updates the header at once and opens the bag on the line', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    expect(screen.getByRole('link', { name: 'Shopping bag, empty' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    const bag = await screen.findByRole('dialog', { name: 'Your bag' })
    expect(within(bag).getByText('Product Added To Cart')).toBeInTheDocument()
    expect(within(bag).getByRole('link', { name: 'Merino crew-neck sweater' })).toBeInTheDocument()
    expect(within(bag).getByText('Size: S, Colour: Red')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shopping bag, 2 items', hidden: true })).toBeInTheDocument()
    expect(adds(mock).map((r) => r.body)).toEqual([{ id_product: 42, id_product_attribute: 101, quantity: 2 }])
  })

  it('marks the button busy while the add runs, and frees it once the bag opens', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    // Held until the test has looked, then left to the bag's own handler.
    server.use(http.post(`${API}/createCartItem`, () => held))
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    const button = screen.getByRole('button', { name: 'Add to bag' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    answer()
    await screen.findByRole('dialog', { name: 'Your bag' })
    expect(screen.getByRole('button', { name: 'Add to bag', hidden: true })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Add to bag', hidden: true })).toHaveAttribute('aria-busy', 'false')
    expect(adds(mock)).toHaveLength(1)
  })

  it('adds once on a double click', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    await user.dblClick(screen.getByRole('button', { name: 'Add to bag' }))
    await screen.findByRole('dialog', { name: 'Your bag' })
    expect(adds(mock)).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Shopping bag, 1 item', hidden: true })).toBeInTheDocument()
  })

  it('retries once with the same Idempotency-Key when the API fails with 500', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    mock.answerNext('createCartItem', 'createCartItem.serverError')
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    await screen.findByRole('dialog', { name: 'Your bag' })
    const [first, second] = adds(mock)
    expect(adds(mock)).toHaveLength(2)
    expect(first?.key).toBeTruthy()
    expect(second?.key).toBe(first?.key)
    expect(mock.lines).toHaveLength(1)
  })

  it('says why when the product cannot be added, and leaves the cart as it was', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    // What the reference API answers for a product sold out.
    mock.answerNext('createCartItem', 'createCartItem.outOfStock')
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    expect(await within(buyBox()).findByRole('alert')).toHaveTextContent('Product not added to cart: This product is out of stock.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shopping bag, empty' })).toBeInTheDocument()
    expect(mock.lines).toHaveLength(0)
  })

  it('says "Product not added to cart" when the API gives no reason', async () => {
    const user = userEvent.setup()
    const mock = await openProduct()
    mock.answerNext('createCartItem', 'createCartItem.unknownProduct')
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    expect(await within(buyBox()).findByRole('alert')).toHaveTextContent(/^Product not added to cart$/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled())
  })
})
