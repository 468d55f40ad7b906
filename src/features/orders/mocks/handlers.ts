// Happy-path handlers of the order and return calls for tests: the signed-in customer has one delivered order,
// returnable, and no returns yet. Tests override single calls with server.use(...).
import { http, HttpResponse } from 'msw'
import { ok } from '@/features/account/mocks/fixtures'
import { orderFixture, orderSummaryFixture, returnFixture } from './fixtures'
import { psPagination } from '@/shared/api/mocks/fixtures'

const API = 'http://localhost/api'

export const orderHandlers = [
  http.post(`${API}/getOrders`, () => HttpResponse.json(ok({ orders: [orderSummaryFixture()], pagination: psPagination(1) }))),
  http.post(`${API}/getOrder`, () => HttpResponse.json(ok(orderFixture()))),
  http.post(`${API}/getReturns`, () => HttpResponse.json(ok({ returns: [] }))),
  http.post(`${API}/createReturn`, () => HttpResponse.json(ok(returnFixture(), 'Return requested', 201), { status: 201 })),
]
