// The app's own amounts against the money case table it shares with the API (server/test/moneyCases.test.ts): the
// bag's line totals before the API answers, and the discount badge of a back end that sends no percentage.
import { asProductId } from '@/shared/ids'
import { mapPrice } from '@/features/catalog/api/map'
import { mapCart } from '@/shared/cart'
import { cartFixture, cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { discountCases, lineTotalCases } from '../../../../testdata/moneyCases'
import { withQuantity } from './optimistic'

it.each(lineTotalCases)('shows $quantity × $price as $total at once ($why)', ({ price, quantity, total }) => {
  const cart = mapCart(cartFixture([cartLineFixture({ id_product: 1, price, regular_price: price, quantity: 1 })]))
  const next = withQuantity(cart, { productId: asProductId(1), attributeId: 0 }, quantity)
  expect(next.lines[0]).toMatchObject({ total, regularTotal: total })
  expect(next.totals.products).toBe(total)
})

it.each(discountCases)('badges $regular → $price as −$percent % ($why)', ({ regular, price, percent }) =>
  expect(mapPrice({ has_discount: true, regular_price: regular, price, discount: null }).discountPercentage).toBe(percent),
)
