// Amounts both sides compute and must agree on to the cent: the one table that the API's prices and totals
// (server/test/moneyCases.test.ts) and the app's (src/features/cart/model/moneyCases.test.ts: the optimistic cart,
// the catalogue's discount badge) are tested against; both run contract/money.ts.

/** A line's total: unit price × quantity, rounded half away from zero at the cent. */
export const lineTotalCases: { price: number; quantity: number; total: number; why: string }[] = [
  { price: 19.99, quantity: 3, total: 59.97, why: 'an ordinary line' },
  { price: 0.1, quantity: 3, total: 0.3, why: 'binary 0.30000000000000004 is 30 cents' },
  { price: 7.15, quantity: 3, total: 21.45, why: 'binary 21.450000000000003 is 21.45' },
  { price: 1.005, quantity: 1, total: 1.01, why: 'half a cent rounds up, although binary 1.005 is 1.00499…' },
  { price: 2.675, quantity: 1, total: 2.68, why: 'half a cent rounds up' },
  { price: 33.33, quantity: 3, total: 99.99, why: 'no cent is lost or gained' },
]

/** A product's discount: the price to pay, and the whole percentage the badge shows. */
export const discountCases: { regular: number; discount: { type: 'percentage' | 'amount'; value: number }; price: number; percent: number; why: string }[] = [
  { regular: 100, discount: { type: 'percentage', value: 20 }, price: 80, percent: 20, why: 'a round percentage' },
  { regular: 49.9, discount: { type: 'percentage', value: 15 }, price: 42.42, percent: 15, why: '42.415 rounds up to the cent' },
  { regular: 19.99, discount: { type: 'amount', value: 5 }, price: 14.99, percent: 25, why: '25.01 % shows as 25 %' },
  { regular: 100, discount: { type: 'amount', value: 20.1 }, price: 79.9, percent: 20, why: '20.1 % shows as 20 %' },
  { regular: 30, discount: { type: 'amount', value: 4.5 }, price: 25.5, percent: 15, why: 'exactly 15 %' },
  { regular: 9, discount: { type: 'amount', value: 12 }, price: 0, percent: 100, why: 'a discount above the price makes it free, not negative' },
]
