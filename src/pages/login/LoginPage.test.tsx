import { asProductId } from '@/shared/ids'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { orderHandlers } from '@/features/orders/mocks/handlers'
import { fail } from '@/features/account/mocks/fixtures'
import { sessionHandlers } from '@/features/account/mocks/session'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { guestWishlistSlice } from '@/features/wishlist'
import { fillIn } from '@/test/fillIn'

async function signIn(email = 'giulia@example.com', password = 'Secret-Pass1!') {
  const user = userEvent.setup()
  await fillIn(user, await screen.findByLabelText('Email'), email)
  await fillIn(user, screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

beforeEach(() => server.use(...accountHandlers, ...orderHandlers, ...wishlistHandlers()))

describe('signing in', () => {
  it('sends a guest from the orders page to login, and back there after signing in, with “Login successful”', async () => {
    const session = sessionHandlers({ cartCount: 3 })
    server.use(...session.handlers)
    const { router } = await renderApp('/en/my-account/orders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(await screen.findByText('Sign in to see your orders')).toBeInTheDocument()
    await signIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-account/orders'))
    expect(await screen.findByText('Login successful')).toBeInTheDocument()
    expect(await screen.findByRole('rowheader', { name: 'XKBKNABJK' })).toBeInTheDocument()
    // The header knows the session (cart merged by the back end: 3 items) and offers the account menu.
    expect(screen.getByRole('link', { name: 'Shopping bag, 3 items' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-haspopup', 'menu')
  })

  it("says 'Authentication failed' for a wrong password or an unknown e-mail alike, and stays on the page", async () => {
    server.use(
      http.post(`${API}/login`, () => HttpResponse.json(fail(401, 'auth.failed', {}, { _: 'Anmeldung fehlgeschlagen: Passwort falsch.' }), { status: 401 })),
    )
    const { router } = await renderApp('/en/login')
    await signIn('nobody@example.com', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed')
    expect(router.state.location.pathname).toBe('/en/login')
  })

  it('says so when the back end throttles the attempts (429)', async () => {
    let calls = 0
    server.use(http.post(`${API}/login`, () => (calls++, HttpResponse.json(fail(429, 'throttled'), { status: 429 }))))
    await renderApp('/en/login')
    await signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.')
    // A 429 is retried once by the base query, with the same Idempotency-Key, and no more.
    expect(calls).toBe(2)
  })

  it('is disabled while the sign-in runs', async () => {
    let answer: () => void = () => undefined
    server.use(
      http.post(
        `${API}/login`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(fail(401, 'auth.failed'), { status: 401 })))),
      ),
    )
    await renderApp('/en/login')
    await signIn()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    await act(async () => answer())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled())
  })

  it('checks the fields before asking the back end', async () => {
    const user = userEvent.setup()
    await renderApp('/en/login')
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Form incomplete.')
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
  })

  it('never keeps the password anywhere but the form', async () => {
    server.use(...sessionHandlers().handlers)
    const { store, router } = await renderApp('/en/login')
    await signIn('giulia@example.com', 'Secret-Pass1!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-account'))
    expect(JSON.stringify(store.getState())).not.toContain('Secret-Pass1!')
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Secret-Pass1!')
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Secret-Pass1!')
  })
})

describe('the guest’s wishlist at sign-in', () => {
  it('moves into the account and leaves this browser', async () => {
    const added: unknown[] = []
    server.use(...sessionHandlers().handlers)
    server.use(
      http.post(
        `${API}/addToWishlist`,
        async ({ request }) => (added.push(await request.json()), HttpResponse.json({ success: true, code: 201, psdata: { products: [] } }, { status: 201 })),
      ),
    )
    const { router, store } = await renderApp('/en/login')
    store.dispatch(guestWishlistSlice.actions.guestWishToggled({ productId: asProductId(5), attributeId: 12 }))
    store.dispatch(guestWishlistSlice.actions.guestWishToggled({ productId: asProductId(6), attributeId: 0 }))
    await signIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-account'))
    expect(added).toEqual([
      { id_product: 5, id_product_attribute: 12 },
      { id_product: 6, id_product_attribute: 0 },
    ])
    expect(store.getState().guestWishlist.keys).toEqual([])
  })
})
