// The newsletter calls (docs/api.md): anyone subscribes an address; the welcome e-mail's link unsubscribes it.
import { baseApi, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { Subscription, Unsubscription } from '../model/types'
import type { PsSubscription } from './dto'
import { mapSubscription, mapUnsubscription } from './map'

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The language decides the welcome e-mail's language and its link's.
    subscribeNewsletter: build.mutation<Subscription, { email: string; lang: Locale }>({
      query: ({ email, lang }) => ({ call: 'subscribeNewsletter', body: { email }, lang }),
      transformResponse: (res: PsEnvelope<PsSubscription>) => mapSubscription(res.psdata),
    }),
    unsubscribeNewsletter: build.mutation<Unsubscription, { token: string; lang: Locale }>({
      query: ({ token, lang }) => ({ call: 'unsubscribeNewsletter', body: { token }, lang }),
      transformResponse: (res: PsEnvelope<PsSubscription>) => mapUnsubscription(res.psdata),
    }),
  }),
})

export const { useSubscribeNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterApi
