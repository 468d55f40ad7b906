import { asProductId } from '@/shared/ids'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { wishlistItemFixture } from '../mocks/fixtures'
import { wishlistHandlers } from '../mocks/handlers'
import { WishlistToggle } from './WishlistToggle'

describe('the wishlist heart', () => {
  it('keeps a guest’s choice in this browser, without calling the back end', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<WishlistToggle productId={asProductId(5)} productName="Merino sweater" signedIn={false} />)
    const heart = screen.getByRole('button', { name: 'Save Merino sweater to my wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(store.getState().guestWishlist.keys).toEqual([{ productId: 5, attributeId: 0 }])
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(store.getState().guestWishlist.keys).toEqual([])
  })

  it('saves a customer’s choice on the server', async () => {
    const user = userEvent.setup()
    server.use(...wishlistHandlers([wishlistItemFixture({ id_product: 9 })]))
    const { store } = await renderWithProviders(
      <>
        <WishlistToggle productId={asProductId(9)} productName="Jacket" signedIn />
        <WishlistToggle productId={asProductId(5)} attributeId={12} productName="Merino sweater" signedIn />
      </>,
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Jacket to my wishlist' })).toHaveAttribute('aria-pressed', 'true'))
    const sweater = screen.getByRole('button', { name: 'Save Merino sweater to my wishlist' })
    expect(sweater).toHaveAttribute('aria-pressed', 'false')
    await user.click(sweater)
    await waitFor(() => expect(sweater).toHaveAttribute('aria-pressed', 'true'))
    expect(store.getState().guestWishlist.keys).toEqual([])
  })

  it('hydrates a guest’s server-rendered hearts without drawing them again', async () => {
    // A server-rendered page hydrates dozens of hearts: a store snapshot that differs from the server's, even an
    // equal empty list, makes React re-render every one of them synchronously after hydration (a long task).
    const commits: string[] = []
    const hearts = (
      <Profiler id="hearts" onRender={(_id, phase) => commits.push(phase)}>
        <WishlistToggle productId={asProductId(5)} productName="Merino sweater" signedIn={false} />
        <WishlistToggle productId={asProductId(9)} productName="Jacket" signedIn={false} />
      </Profiler>
    )
    await renderWithProviders(hearts, { fromServer: {} })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getAllByRole('button', { name: /to my wishlist/ })).toHaveLength(2)
    expect(commits).toEqual(['mount'])
  })
})
