// The default answers of the shared test server: an empty cart (the header and the cart page ask for it) and the
// carriers of the bag's shipping estimate.
import { http, HttpResponse } from 'msw'
import { cartFixture } from '@/shared/cart/mocks/fixtures'
import { carriersHandler } from './carriers'

export const emptyCartHandlers = [
  http.post('http://localhost/api/getCartItems', () => HttpResponse.json({ success: true, code: 200, psdata: cartFixture([]) })),
  carriersHandler(),
]
