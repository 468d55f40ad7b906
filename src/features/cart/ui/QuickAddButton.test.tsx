import { asProductId } from '@/shared/ids'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/renderWithProviders'
import { server } from '@/test/server'
import { cartHandlers } from '../mocks/handlers'
import { useAppSelector } from '@/shared/store'
import { selectJustAdded, selectDrawerOpen } from '../model/cartSlice'
import { QuickAddButton } from './QuickAddButton'

function CartProbe() {
  const open = useAppSelector(selectDrawerOpen)
  const added = useAppSelector(selectJustAdded)
  return <p>{open ? `bag open on ${added?.productId}-${added?.attributeId}` : 'bag closed'}</p>
}

describe('quick add on a card', () => {
  it('adds one of a product without variants and opens the bag on it', async () => {
    const user = userEvent.setup()
    const { handlers, mock } = cartHandlers()
    server.use(...handlers)
    await renderWithProviders(
      <>
        <QuickAddButton productId={asProductId(5)} name="Canvas tote" />
        <CartProbe />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Add Canvas tote to bag' }))
    expect(await screen.findByText('bag open on 5-0')).toBeInTheDocument()
    expect(mock.requests.filter((r) => r.call === 'createCartItem').map((r) => r.body)).toEqual([{ id_product: 5, id_product_attribute: 0, quantity: 1 }])
  })

  it('says why it failed and leaves the bag closed', async () => {
    const user = userEvent.setup()
    const { handlers, mock } = cartHandlers()
    // What the reference API answers for a product sold out.
    mock.answerNext('createCartItem', 'createCartItem.outOfStock')
    server.use(...handlers)
    await renderWithProviders(
      <>
        <QuickAddButton productId={asProductId(5)} name="Canvas tote" />
        <CartProbe />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Add Canvas tote to bag' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Product not added to cart: This product is out of stock.'))
    expect(screen.getByText('bag closed')).toBeInTheDocument()
    expect(mock.lines).toHaveLength(0)
  })
})
