import { asProductId } from '@/shared/ids'
import { mapCart } from '@/shared/cart'
import { cartFixture, cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { withoutLine, withQuantity } from './optimistic'

const cart = mapCart(
  cartFixture([
    cartLineFixture({ id_product: 1, price: 20, regular_price: 25, quantity: 1 }),
    cartLineFixture({ id_product: 2, id_product_attribute: 5, price: 10, quantity: 2 }),
  ]),
)

describe('optimistic cart changes', () => {
  it('sets a line to an absolute quantity and follows with its total, the count and the totals', () => {
    const next = withQuantity(cart, { productId: asProductId(1), attributeId: 0 }, 3)
    expect(next.lines[0]).toMatchObject({ quantity: 3, total: 60, regularTotal: 75 })
    expect(next.count).toBe(5)
    expect(next.totals).toMatchObject({ products: 80, productsRegular: 95, total: 80 })
    expect(cart.lines[0]?.quantity).toBe(1)
  })

  it('drops a line', () => {
    const next = withoutLine(cart, { productId: asProductId(2), attributeId: 5 })
    expect(next.lines.map((l) => l.key)).toEqual(['1-0'])
    expect(next.count).toBe(1)
    expect(next.totals).toMatchObject({ products: 20, total: 20 })
  })
})
