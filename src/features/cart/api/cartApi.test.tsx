// The cache around the cart calls: optimistic changes show before the answer and are undone when it fails.
import { asProductId } from '@/shared/ids'
import { waitFor } from '@testing-library/react'
import { makeStore } from '@/app/store'
import { server } from '@/test/server'
import { cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { cartHandlers } from '../mocks/handlers'
import { cartApi } from './cartApi'

function setUp() {
  const { handlers, mock } = cartHandlers([cartLineFixture({ id_product: 1, price: 20, quantity: 1 })])
  server.use(...handlers)
  const store = makeStore()
  const cached = () => cartApi.endpoints.getCartItems.select('en')(store.getState()).data
  return { store, mock, cached }
}

describe('cart cache', () => {
  it('changes a quantity at once and keeps the answer', async () => {
    const { store, mock, cached } = setUp()
    await store.dispatch(cartApi.endpoints.getCartItems.initiate('en'))
    const update = store.dispatch(cartApi.endpoints.updateCartItem.initiate({ lang: 'en', productId: asProductId(1), attributeId: 0, quantity: 3 }))
    expect(cached()?.lines[0]?.quantity).toBe(3)
    expect(cached()?.count).toBe(3)
    await update
    expect(cached()?.totals.total).toBe(60)
    expect(mock.requests.filter((r) => r.call === 'updateCartItem').map((r) => r.body)).toEqual([{ id_product: 1, id_product_attribute: 0, quantity: 3 }])
  })

  it('rolls a quantity change back when the API refuses it', async () => {
    const { store, mock, cached } = setUp()
    await store.dispatch(cartApi.endpoints.getCartItems.initiate('en'))
    // The reference API's refusal of more than its stock (3 left).
    mock.answerNext('updateCartItem', 'updateCartItem.onlyLeft')
    const update = store.dispatch(cartApi.endpoints.updateCartItem.initiate({ lang: 'en', productId: asProductId(1), attributeId: 0, quantity: 9 }))
    expect(cached()?.lines[0]?.quantity).toBe(9)
    await expect(update.unwrap()).rejects.toMatchObject({ status: 422, fieldErrors: { quantity: 'Only 3 left in stock.' } })
    expect(cached()?.lines[0]?.quantity).toBe(1)
    expect(cached()?.count).toBe(1)
  })

  it('removes a line at once and puts it back when the API fails', async () => {
    const { store, mock, cached } = setUp()
    await store.dispatch(cartApi.endpoints.getCartItems.initiate('en'))
    mock.answerNext('removeCartItem', 'removeCartItem.notInCart')
    const remove = store.dispatch(cartApi.endpoints.removeCartItem.initiate({ lang: 'en', productId: asProductId(1), attributeId: 0 }))
    expect(cached()?.lines).toHaveLength(0)
    await remove
    expect(cached()?.lines).toHaveLength(1)
  })

  it('keeps one cart per language', async () => {
    const { store } = setUp()
    await store.dispatch(cartApi.endpoints.getCartItems.initiate('en'))
    await store.dispatch(cartApi.endpoints.createCartItem.initiate({ lang: 'it', productId: asProductId(2), attributeId: 0, quantity: 1 }))
    await waitFor(() => expect(cartApi.endpoints.getCartItems.select('it')(store.getState()).data?.count).toBe(2))
    expect(cartApi.endpoints.getCartItems.select('en')(store.getState()).data?.count).toBe(1)
  })
})
