// The newsletter calls as the reference API answers them, with the requests received. `known` addresses are
// already subscribed; `tokens` are the unsubscribe tokens that exist (each works once).
import { http, HttpResponse } from 'msw'

const API = 'http://localhost/api'

export interface NewsletterRequest {
  call: 'subscribeNewsletter' | 'unsubscribeNewsletter'
  lang: string | null
  body: Record<string, unknown>
}

const fail = (code: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, code, psdata: null, message, ...(errors ? { errors } : {}) }, { status: code })

export function newsletterHandlers({ known = [] as string[], tokens = { 'tok-1': 'fan@example.com' } as Record<string, string>, throttled = false } = {}) {
  const requests: NewsletterRequest[] = []
  const subscribed = new Set(known)
  const live = new Map(Object.entries(tokens))
  const handlers = [
    http.post(`${API}/subscribeNewsletter`, async ({ request }) => {
      const body = (await request.json()) as { email: string }
      requests.push({ call: 'subscribeNewsletter', lang: request.headers.get('accept-language'), body })
      if (throttled) return fail(429, 'Too many attempts. Please try again later.')
      if (!body.email.includes('@')) return fail(422, 'Invalid data', { email: 'Please enter a valid email address.' })
      const fresh = !subscribed.has(body.email)
      subscribed.add(body.email)
      return HttpResponse.json({ success: true, code: 200, psdata: { email: body.email, subscribed: true, welcome_sent: fresh } })
    }),
    http.post(`${API}/unsubscribeNewsletter`, async ({ request }) => {
      const body = (await request.json()) as { token: string }
      requests.push({ call: 'unsubscribeNewsletter', lang: request.headers.get('accept-language'), body })
      const email = live.get(body.token)
      if (!email) return fail(404, 'Subscription not found')
      live.delete(body.token)
      return HttpResponse.json({ success: true, code: 200, psdata: { email, subscribed: false } })
    }),
  ]
  return { handlers, requests }
}
