// The default answer of the shared test server: an empty cart (the header and the cart page ask for it).
import { http, HttpResponse } from 'msw'
import { cartFixture } from '@/shared/cart/mocks/fixtures'

export const emptyCartHandlers = [http.post('http://localhost/api/getCartItems', () => HttpResponse.json({ success: true, code: 200, psdata: cartFixture([]) }))]
