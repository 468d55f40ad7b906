// The msw server of the web tests. Features add their handlers per test with server.use(...); an unhandled
// request fails the test (setupTests), so no test talks to a real network. The defaults answer what every page
// (shop, cart, the footer's shipping countries), the home page and a product page's reviews ask for; server.use
// prepends, so a test's own handler wins.
import { setupServer } from 'msw/node'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import { emptyCartHandlers } from '@/features/cart/mocks/defaults'
import { homeHandlers } from '@/features/catalog/mocks/homeHandlers'
import { reviewsHandlers } from '@/features/reviews/mocks/handlers'
import { shopHandlers } from '@/features/shop/mocks/handlers'

export const API = 'http://localhost/api'
export const server = setupServer(...shopHandlers, ...emptyCartHandlers, countriesHandler, ...homeHandlers(), ...reviewsHandlers({ others: 0 }).handlers)
