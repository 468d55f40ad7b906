// What Redux DevTools' time travel relies on: every shopper action is an action in the store, and the reducers
// alone turn the recorded actions back into the same states — no client state beside the store that a jump in
// DevTools would leave behind (the bag drawer, the undo notice and the guest wishlist were such stores once).
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StoreEnhancer, UnknownAction } from '@reduxjs/toolkit'
import { cartHandlers } from '@/features/cart/mocks/handlers'
import { productHandlers } from '@/pages/product/mocks/productHandlers'
import { renderApp } from '@/test/renderApp'
import { server } from '@/test/server'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { act } from '@testing-library/react'
import { makeStore, rootReducer, type RootState } from './store'

/** Records what reaches the reducer, and the state after it: what DevTools' recording holds. */
function recorder() {
  const steps: { action: UnknownAction; state: RootState }[] = []
  const enhancer: StoreEnhancer = (next) => (reducer, preloaded) =>
    next((state, action) => {
      const after = reducer(state, action)
      steps.push({ action: action as UnknownAction, state: after as RootState })
      return after
    }, preloaded)
  return { steps, enhancer }
}

describe('time travel in Redux DevTools', () => {
  it('replays a bag change, the drawer and a guest’s wishlist from the recorded actions alone', async () => {
    const user = userEvent.setup()
    const cart = cartHandlers([], {
      catalogue: { 42: { name: 'Merino crew-neck sweater', price: 79, quantity_available: 3, attributes: 'Size: S, Colour: Red' } },
    })
    server.use(...productHandlers(), ...cart.handlers)
    const { steps, enhancer } = recorder()
    await renderApp('/en/42-merino-crew-neck-sweater.html', 'en', makeStore({ enhancers: [enhancer] }))
    await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })

    await user.click(screen.getByRole('button', { name: 'Save Merino crew-neck sweater to my wishlist' }))
    await user.click(screen.getByRole('button', { name: 'Add to bag' }))
    const bag = await screen.findByRole('dialog', { name: 'Your bag' })
    await user.click(within(bag).getByRole('button', { name: 'Remove Merino crew-neck sweater' }))
    // The notice is part of the bag (a modal: whatever is outside it is hidden from screen readers and the keyboard).
    expect(await within(bag).findByText('Merino crew-neck sweater was removed from your bag.')).toBeInTheDocument()
    expect(within(bag).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    await user.click(within(bag).getByRole('button', { name: 'Close the bag' }))

    const types = steps.map((step) => step.action.type)
    expect(types).toEqual(expect.arrayContaining(['guestWishlist/guestWishToggled', 'cart/drawerOpened', 'cart/lineRemoved', 'cart/drawerClosed']))
    // Readable, past-tense names for the shopper's own actions.
    expect(types.filter((type) => /^(cart|guestWishlist)\//.test(type))).toEqual([
      'guestWishlist/guestWishToggled',
      'cart/drawerOpened',
      'cart/lineRemoved',
      'cart/drawerClosed',
    ])

    // Jumping to any recorded point: the reducers alone give the state that was there.
    let replayed = rootReducer(undefined, { type: '@@devtools/INIT' })
    for (const [index, step] of steps.entries()) {
      replayed = rootReducer(replayed, step.action)
      expect({ index, type: step.action.type, state: replayed }).toEqual({ index, type: step.action.type, state: step.state })
    }
    const last = steps.at(-1)!.state
    expect(steps.find((step) => step.action.type === 'cart/lineRemoved')!.state.cart.notice).toMatchObject({ kind: 'removed', surface: 'drawer' })
    // Closing the bag dismissed its notice.
    expect(last.cart).toMatchObject({ open: false, notice: null })
    expect(last.guestWishlist.keys).toEqual([{ productId: 42, attributeId: expect.any(Number) }])
    // And on a fresh store, through its middleware too.
    const fresh = makeStore()
    steps.forEach((step) => fresh.dispatch(step.action))
    expect(fresh.getState().cart).toEqual(last.cart)
    expect(fresh.getState().guestWishlist).toEqual(last.guestWishlist)
  })

  it('never shows a page in two languages when the state jumps to another language', async () => {
    server.use(...productHandlers())
    const { store } = await renderApp('/de/42-merino-crew-neck-sweater.html', 'de')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument()
    // A jump in DevTools to a state from before the shopper switched to German: the slice says English.
    act(() => void store.dispatch(localeChanged('en')))
    // The URL is the language's source: the page stays German throughout.
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to bag' })).not.toBeInTheDocument()
  })
})
