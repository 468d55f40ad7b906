// The API's prices and totals against the money case table it shares with the app
// (src/features/cart/model/moneyCases.test.ts).
import { priceFields } from '../services/catalog/pricing'
import { computeTotals } from '../services/checkout/totals'
import { discountCases, lineTotalCases } from '../../testdata/moneyCases'

it.each(lineTotalCases)('$quantity × $price is $total ($why)', ({ price, quantity, total }) => {
  const line = { id_manufacturer: null, quantity, unit_price: price, regular_unit_price: price }
  const { totals } = computeTotals({ lines: [line], vouchers: [], destination: null, carrier: null, brandThresholds: [], points: 0 })
  expect(totals).toMatchObject({ products: total, products_regular: total })
})

it.each(discountCases)('$regular less $discount.value ($discount.type) is $price, $percent % ($why)', ({ regular, discount, price, percent }) =>
  expect(priceFields(regular, discount)).toMatchObject({ price, regular_price: regular, has_discount: true, discount: { percentage: percent } }),
)
