import { asProductId } from '@/shared/ids'
import { waitFor } from '@testing-library/react'
import { viewModeChanged } from '@/features/catalog'
import { consentDecided } from '@/features/consent'
import { shippingCountryChosen } from '@/features/country'
import { guestWishlistSlice } from '@/features/wishlist'
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

  it('keeps a guest’s wishlist without any consent, and shows another tab’s change', async () => {
    const { guestWishToggled } = guestWishlistSlice.actions
    const store = makeStore()
    await restorePersistedState(store)
    store.dispatch(guestWishToggled({ productId: asProductId(5), attributeId: 0 }))
    window.dispatchEvent(new Event('pagehide'))
    const next = makeStore()
    await restorePersistedState(next)
    expect(next.getState().guestWishlist.keys).toEqual([{ productId: 5, attributeId: 0 }])

    // Another tab saves a second product (its write fires `storage` in this one): this tab shows it.
    const slices = stored()
    slices.guestWishlist = JSON.stringify({
      keys: [
        { productId: 5, attributeId: 0 },
        { productId: 9, attributeId: 12 },
      ],
    })
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:storefront', newValue: JSON.stringify(slices) }))
    expect(next.getState().guestWishlist.keys).toEqual([
      { productId: 5, attributeId: 0 },
      { productId: 9, attributeId: 12 },
    ])
  })

  it('moves a wishlist kept before version 2 into the persisted state, and drops damaged entries', async () => {
    window.localStorage.setItem(
      'persist:storefront',
      JSON.stringify({ locale: JSON.stringify({ current: 'de' }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    )
    window.localStorage.setItem('wishlist.guest.v1', JSON.stringify([{ productId: 5, attributeId: 0 }, { productId: -1, attributeId: 0 }, 'junk']))
    const store = makeStore()
    await restorePersistedState(store)
    expect(store.getState().guestWishlist.keys).toEqual([{ productId: 5, attributeId: 0 }])
    expect(window.localStorage.getItem('wishlist.guest.v1')).toBeNull()

    // A list edited in storage by hand comes back with its well-formed keys only.
    window.dispatchEvent(new Event('pagehide'))
    const slices = JSON.parse(window.localStorage.getItem('persist:storefront')!) as Record<string, string>
    slices.guestWishlist = JSON.stringify({ keys: [{ productId: 7, attributeId: 1 }, { productId: '8' }] })
    window.localStorage.setItem('persist:storefront', JSON.stringify(slices))
    const next = makeStore()
    await restorePersistedState(next)
    expect(next.getState().guestWishlist.keys).toEqual([{ productId: 7, attributeId: 1 }])
  })
})
