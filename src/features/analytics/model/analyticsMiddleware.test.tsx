// The middleware under the app's real store and consent: what reaches Google's and Matomo's queues, when.
import type { StoreEnhancer, UnknownAction } from '@reduxjs/toolkit'
import { waitFor } from '@testing-library/react'
import { REHYDRATE } from 'redux-persist/lib/constants'
import { consentDecided } from '@/features/consent'
import { makeStore, rootReducer, type RootState } from '@/app/store'
import { analyticsEvents, shopperActed } from '@/shared/analytics'
import { setConfig, type ConsentTag } from '@/shared/config'

const TAGS: ConsentTag[] = [
  { type: 'gtm', id: 'GTM-TEST1', category: 'statistics' },
  { type: 'matomo', url: 'https://stats.example.test/', siteId: 3, category: 'statistics' },
]
const ALL = { preferences: true, statistics: true, marketing: true }
const NONE = { preferences: false, statistics: false, marketing: false }
const restored = (consent?: unknown) => ({ type: REHYDRATE, key: 'storefront', payload: consent ? { consent } : undefined })
const stored = (choice: typeof ALL) => ({ record: { choice, decidedAt: new Date().toISOString(), policyVersion: 1 } })

const order = {
  reference: 'KQZPXWRTA',
  lines: [{ reference: 'AP-1', name: 'Tee', attributes: '', unitPrice: 20, regularUnitPrice: 20, quantity: 1 }],
  vouchers: [],
  totals: { shipping: 5, tax: 4.51, total: 25 },
}
const view = analyticsEvents.viewItem({ id: 'AP-1', name: 'Tee', price: 20 })

/** What Tag Manager got: the events, in order (GTM's own start and the clears left out). */
const gtmEvents = () =>
  (window.dataLayer ?? [])
    .filter((entry): entry is { event: string } => typeof (entry as { event?: unknown }).event === 'string')
    .map((entry) => entry.event)
    .filter((name) => name !== 'gtm.js')
const matomo = () => (window._paq ?? []).map(([command]) => command)

function recorder() {
  const actions: UnknownAction[] = []
  const enhancer: StoreEnhancer = (next) => (reducer, preloaded) =>
    next((state, action) => {
      actions.push(action as UnknownAction)
      return reducer(state, action)
    }, preloaded)
  return { actions, enhancer }
}

beforeEach(() => setConfig({ consent: { policyVersion: 1, privacyPage: 'privacy', tags: TAGS }, analytics: { debug: true } }))
afterEach(() => {
  setConfig(undefined)
  delete window.dataLayer
  delete window._paq
  document.head.querySelectorAll('script[data-consent-tag]').forEach((script) => script.remove())
  window.localStorage.clear()
})

describe('analytics under the consent', () => {
  it('before any consent and after "Reject all": nothing queued, sent or stored, and no tag loaded', () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    const store = makeStore()
    store.dispatch(restored())
    store.dispatch(shopperActed(view))
    store.dispatch(consentDecided(NONE, 1))
    store.dispatch(shopperActed(analyticsEvents.purchase(order)))
    expect(window.dataLayer).toBeUndefined()
    expect(window._paq).toBeUndefined()
    expect(document.head.querySelector('script[data-consent-tag]')).toBeNull()
    expect(window.localStorage.length).toBe(0)
    expect(store.getState().analytics.sent).toEqual([])
    expect(console.info).not.toHaveBeenCalled()
  })

  it('a rendered page’s first event waits for the stored consent, then goes to GTM and Matomo in order; DevTools’ replay sends nothing again', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    const { actions, enhancer } = recorder()
    const store = makeStore({ enhancers: [enhancer] })
    store.dispatch(shopperActed(analyticsEvents.pageView('/en/1-tee.html', 'Tee | Ridgeline', 'en')))
    store.dispatch(shopperActed(view))
    expect(window.dataLayer).toBeUndefined()
    store.dispatch(restored(stored({ ...NONE, statistics: true })))
    await waitFor(() => expect(gtmEvents()).toEqual(['page_view', 'view_item']))
    // The e-commerce object is cleared before each e-commerce event, as Google documents for GTM.
    const layer = window.dataLayer!
    const viewAt = layer.findIndex((entry) => (entry as { event?: string }).event === 'view_item')
    expect(layer[viewAt - 1]).toEqual({ ecommerce: null })
    expect(layer[viewAt]).toEqual({ event: 'view_item', ecommerce: view.params })
    expect(layer[0]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' })
    // Matomo: its set-up, then the product view as an e-commerce view (the product page's own page view).
    expect(matomo()).toEqual(['setTrackerUrl', 'setSiteId', 'enableLinkTracking', 'setCustomUrl', 'setDocumentTitle', 'setEcommerceView', 'trackPageView'])
    expect(console.info).toHaveBeenCalledWith('[analytics]', 'view_item', view.params)
    const sent = store.getState().analytics.sent
    expect(sent.map((s) => [s.event.name, s.destinations])).toEqual([
      ['page_view', ['gtm:GTM-TEST1', 'matomo:https://stats.example.test/']],
      ['view_item', ['gtm:GTM-TEST1', 'matomo:https://stats.example.test/']],
    ])

    const before = [window.dataLayer!.length, window._paq!.length]
    let replayed = rootReducer(undefined, { type: '@@devtools/INIT' }) as RootState
    for (const action of actions) replayed = rootReducer(replayed, action)
    expect(replayed.analytics.sent).toEqual(sent)
    expect([window.dataLayer!.length, window._paq!.length]).toEqual(before)
  })

  it('a purchase goes out once per order: not again in this page, nor from another tab; after a withdrawal nothing more, and the references are forgotten', async () => {
    const store = makeStore()
    store.dispatch(restored(stored(ALL)))
    store.dispatch(shopperActed(analyticsEvents.purchase(order)))
    store.dispatch(shopperActed(analyticsEvents.purchase(order)))
    store.dispatch(shopperActed(analyticsEvents.login()))
    await waitFor(() => expect(gtmEvents()).toEqual(['purchase', 'login']))
    expect(matomo().filter((c) => c === 'trackEcommerceOrder')).toHaveLength(1)

    const otherTab = makeStore()
    otherTab.dispatch(restored(stored(ALL)))
    otherTab.dispatch(shopperActed(analyticsEvents.purchase(order)))
    otherTab.dispatch(shopperActed(analyticsEvents.signUp()))
    await waitFor(() => expect(gtmEvents()).toEqual(['purchase', 'login', 'sign_up']))
    expect(window.localStorage.getItem('analytics:reportedOrders')).toBe('["KQZPXWRTA"]')

    store.dispatch(consentDecided(NONE, 1))
    store.dispatch(shopperActed(analyticsEvents.purchase({ ...order, reference: 'OTHER' })))
    await waitFor(() => expect(window.localStorage.getItem('analytics:reportedOrders')).toBeNull())
    expect(gtmEvents()).toEqual(['purchase', 'login', 'sign_up'])
  })

  it('consent given on a page counts that page', async () => {
    const store = makeStore()
    store.dispatch(restored())
    document.title = 'Clothing | Ridgeline'
    store.dispatch(consentDecided(ALL, 1))
    await waitFor(() => expect(gtmEvents()).toEqual(['page_view']))
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_title: 'Clothing | Ridgeline' }))
  })
})
