// Happy-path handlers for the shop-wide calls.
import { http, HttpResponse } from 'msw'
import { bootstrapFixture } from './fixtures'

const API = 'http://localhost/api'

export const shopHandlers = [
  http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture())),
  // Nowhere to go: the API still says which status a redirect would have.
  http.post(`${API}/getRedirect`, () => HttpResponse.json({ success: true, code: 200, psdata: { to: null, status: 301 } })),
]
