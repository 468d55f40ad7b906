// The newsletter calls (docs/api.md): anyone subscribes an address; the welcome e-mail's link unsubscribes it.
import { baseApi, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'

interface PsSubscription {
  email: string
  subscribed: boolean
  /** False when the address was already subscribed (no second welcome e-mail). */
  welcome_sent?: boolean
}

export interface Subscription {
  email: string
  welcomeSent: boolean
}

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The language decides the welcome e-mail's language and its link's.
    subscribeNewsletter: build.mutation<Subscription, { email: string; lang: Locale }>({
      query: ({ email, lang }) => ({ call: 'subscribeNewsletter', body: { email }, lang }),
      transformResponse: (res: PsEnvelope<PsSubscription>) => ({ email: res.psdata.email, welcomeSent: res.psdata.welcome_sent ?? true }),
    }),
    unsubscribeNewsletter: build.mutation<{ email: string }, { token: string; lang: Locale }>({
      query: ({ token, lang }) => ({ call: 'unsubscribeNewsletter', body: { token }, lang }),
      transformResponse: (res: PsEnvelope<PsSubscription>) => ({ email: res.psdata.email }),
    }),
  }),
})

export const { useSubscribeNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterApi
