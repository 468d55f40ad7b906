// Happy-path handlers for the shop-wide calls.
import { http, HttpResponse } from 'msw'
import { bootstrapFixture } from './fixtures'

const API = 'http://localhost/api'

export const shopHandlers = [
  http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture())),
  http.post(`${API}/getRedirect`, () => HttpResponse.json({ success: true, code: 200, psdata: { to: null } })),
]
