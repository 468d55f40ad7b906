// A session for tests: bootstrap answers as a guest until login, register or resetPasswordEnter succeeds, and as
// a guest again after logout — like the reference API's cookie session.
import { http, HttpResponse } from 'msw'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { ok, signedInFixture } from './fixtures'

const API = 'http://localhost/api'

export function sessionHandlers({ signedIn = false, cartCount = 0 }: { signedIn?: boolean; cartCount?: number } = {}) {
  const state = { signedIn, cartCount }
  const customer = () => ({ id_customer: 7, firstname: 'Giulia', lastname: 'Romano', email: 'giulia@example.com' })
  const signIn = (message: string, code = 200) => {
    state.signedIn = true
    return HttpResponse.json(ok(signedInFixture({}, state.cartCount), message, code), { status: code })
  }
  const handlers = [
    // The shop's bootstrap with this session's customer and bag, and no menu (these pages do not need one).
    http.post(`${API}/bootstrap`, () =>
      HttpResponse.json(bootstrapFixture({}, { customer: state.signedIn ? customer() : null, cart_count: state.cartCount, menuItems: [] })),
    ),
    http.post(`${API}/login`, () => signIn('Login successful')),
    http.post(`${API}/register`, () => signIn('Account created', 201)),
    http.post(`${API}/resetPasswordEnter`, () => signIn('Your password has been reset')),
    http.post(`${API}/logout`, () => {
      state.signedIn = false
      return HttpResponse.json(ok(null, 'You have been logged out'))
    }),
  ]
  return { state, handlers }
}
