import { waitFor } from '@testing-library/react'
import { viewModeChanged } from '@/features/catalog'
import { consentDecided } from '@/features/consent'
import { shippingCountryChosen } from '@/features/country'
import { restorePersistedState } from './persist'
import { makeStore } from './store'

const stored = () => JSON.parse(window.localStorage.getItem('persist:storefront') ?? '{}') as Record<string, string>
const choice = (preferences: boolean) => ({ preferences, statistics: false, marketing: false })

afterEach(() => window.localStorage.clear())

describe('what survives a reload', () => {
  it('keeps preferences (the list view) only while the shopper consents to preferences', async () => {
    const store = makeStore()
    await restorePersistedState(store)
    store.dispatch(viewModeChanged('list'))
    // The shipping country is necessary (like the language): kept without any consent.
    store.dispatch(shippingCountryChosen('DE'))
    await waitFor(() => expect(JSON.parse(stored().country ?? '{}').chosen).toBe('DE'))
    expect(stored().catalogView).toBeUndefined()

    store.dispatch(consentDecided(choice(true), 1))
    await waitFor(() => expect(JSON.parse(stored().catalogView ?? '{}')).toEqual({ mode: 'list' }))
    const next = makeStore()
    await restorePersistedState(next)
    expect(next.getState().catalogView.mode).toBe('list')

    // Withdrawing the consent removes what was stored.
    next.dispatch(consentDecided(choice(false), 1))
    await waitFor(() => expect(stored().catalogView).toBeUndefined())
    expect(JSON.parse(stored().consent!).record.choice.preferences).toBe(false)
    const third = makeStore()
    await restorePersistedState(third)
    expect(third.getState().catalogView.mode).toBe('grid')
    expect(third.getState().consent.record?.choice).toEqual(choice(false))
    expect(third.getState().country.chosen).toBe('DE')
  })

  it('writes the state at once when the page is left: a consent withdrawn just before a reload is not lost', async () => {
    const store = makeStore()
    await restorePersistedState(store)
    store.dispatch(consentDecided(choice(true), 1))
    store.dispatch(viewModeChanged('list'))
    await waitFor(() => expect(JSON.parse(stored().catalogView ?? '{}')).toEqual({ mode: 'list' }))
    store.dispatch(consentDecided(choice(false), 1))
    // The page goes (a reload, a link, a closed tab): no time for redux-persist's own timer.
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(stored().consent!).record.choice.preferences).toBe(false)
    expect(stored().catalogView).toBeUndefined()
  })
})
