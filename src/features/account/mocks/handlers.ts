// Happy-path handlers of the account calls for tests: a signed-in customer with one address (their orders:
// @/features/orders/mocks/handlers).
// Tests override single calls with server.use(...).
import { http, HttpResponse } from 'msw'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import { addressFixture, customerFixture, ok, signedInFixture } from './fixtures'

const API = 'http://localhost/api'

export const accountHandlers = [
  http.post(`${API}/login`, () => HttpResponse.json(ok(signedInFixture(), 'Login successful'))),
  http.post(`${API}/logout`, () => HttpResponse.json(ok(null, 'You have been logged out'))),
  http.post(`${API}/register`, () => HttpResponse.json(ok(signedInFixture(), 'Account created', 201), { status: 201 })),
  http.post(`${API}/resetPasswordEmail`, () =>
    HttpResponse.json(ok(null, 'If an account exists for this email address, we have sent a link to reset the password.')),
  ),
  http.post(`${API}/resetPasswordEnter`, () => HttpResponse.json(ok(signedInFixture(), 'Your password has been reset'))),
  http.post(`${API}/getCustomer`, () => HttpResponse.json(ok(customerFixture()))),
  http.post(`${API}/updateCustomer`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    return HttpResponse.json(ok(customerFixture({ ...(body as object) }), 'The user account data was successfully updated!'))
  }),
  http.post(`${API}/getAddresses`, () => HttpResponse.json(ok([addressFixture()]))),
  countriesHandler,
  http.post(`${API}/createAddress`, () => HttpResponse.json(ok(addressFixture({ id_address: 12, is_default: false }), 'Address saved', 201), { status: 201 })),
  http.post(`${API}/updateAddress`, () => HttpResponse.json(ok(addressFixture(), 'Success update customer address'))),
  http.post(`${API}/removeAddress`, () => HttpResponse.json(ok({ id_address: 11, deleted: true }, 'Address deleted'))),
]
