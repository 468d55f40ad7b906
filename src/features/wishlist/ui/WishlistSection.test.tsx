import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { wishlistItemFixture } from '../mocks/fixtures'
import { wishlistHandlers } from '../mocks/handlers'
import { WishlistSection } from './WishlistSection'

const items = () => [wishlistItemFixture(), wishlistItemFixture({ id_product: 6, name: 'Riding gloves', price: 30, regular_price: 30, has_discount: false })]

describe('the wishlist section', () => {
  it('lists the saved products with their prices', async () => {
    server.use(...wishlistHandlers(items()))
    await renderWithProviders(<WishlistSection />)
    const list = await screen.findByRole('list', { name: 'Saved products' })
    expect(within(list).getByRole('link', { name: 'Merino sweater' })).toHaveAttribute('href', '/en/5-merino-sweater.html')
    expect(within(list).getByText('€60.00')).toBeInTheDocument()
    expect(within(list).getByText('€75.00').tagName).toBe('S')
    // Without the cart at hand there is nothing to move to.
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument()
  })

  it('removes a product', async () => {
    const user = userEvent.setup()
    server.use(...wishlistHandlers(items()))
    await renderWithProviders(<WishlistSection />)
    await user.click(await screen.findByRole('button', { name: 'Remove Riding gloves from the wishlist' }))
    expect(await screen.findByText('Riding gloves was removed from your wishlist.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Riding gloves' })).not.toBeInTheDocument()
  })

  it('moves a product into the shopping bag, and off the wishlist', async () => {
    const user = userEvent.setup()
    server.use(...wishlistHandlers(items()))
    const addToCart = jest.fn(async () => true)
    await renderWithProviders(<WishlistSection onMoveToCart={addToCart} />)
    await user.click(await screen.findByRole('button', { name: 'Move Merino sweater to the shopping bag' }))
    expect(await screen.findByText('Merino sweater is now in your shopping bag.')).toBeInTheDocument()
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ productId: 5, attributeId: 0 }))
    expect(screen.queryByRole('link', { name: 'Merino sweater' })).not.toBeInTheDocument()
  })

  it("keeps the product when the cart refuses it: 'Product not added to cart'", async () => {
    const user = userEvent.setup()
    server.use(...wishlistHandlers(items()))
    await renderWithProviders(<WishlistSection onMoveToCart={async () => false} />)
    await user.click(await screen.findByRole('button', { name: 'Move Merino sweater to the shopping bag' }))
    expect(await screen.findByText('Product not added to cart')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Merino sweater' })).toBeInTheDocument()
  })

  it('says when it is empty', async () => {
    server.use(...wishlistHandlers([]))
    await renderWithProviders(<WishlistSection />)
    expect(await screen.findByText('Your wishlist is empty. Tap the heart on a product to keep it here.')).toBeInTheDocument()
  })
})
