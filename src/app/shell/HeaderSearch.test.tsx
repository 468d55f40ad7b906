import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { suggestHandler } from '@/features/catalog/mocks/searchSuggestions'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { Header } from './Header'
import { HeaderSearch } from './HeaderSearch'

// jsdom applies no media queries: the large-screen field counts as hidden there, hence `hidden: true`.
const field = () => screen.getByRole('textbox', { name: 'Search products', hidden: true })

describe('the header search', () => {
  it('is a plain field until used; focusing it brings the combobox with the text typed so far', async () => {
    const api = suggestHandler()
    server.use(api.handler)
    const user = userEvent.setup()
    const { router } = await renderWithProviders(<HeaderSearch brandsEnabled />)
    expect(screen.queryByRole('combobox', { hidden: true })).not.toBeInTheDocument()
    // Focus loads the combobox; the shopper types on meanwhile, and every key lands in whichever field is there.
    // (A pointer would aim at the element it found first, which the combobox may have replaced by the time it presses.)
    act(() => field().focus())
    await user.keyboard('tee')
    const combobox = await screen.findByRole('combobox', { name: 'Search products', hidden: true })
    await waitFor(() => expect(combobox).toHaveFocus())
    expect(combobox).toHaveValue('tee')
    await user.type(combobox, ' mug{Enter}')
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/search?q=tee%20mug')
  })

  it('searches for what was typed before the page was live, also when the field has lost the focus', async () => {
    // Typing into the server's HTML reaches the field but not React; the shopper then tapped elsewhere.
    server.use(suggestHandler().handler)
    const user = userEvent.setup()
    const { router } = await renderWithProviders(<HeaderSearch brandsEnabled />, {
      fromServer: { beforeHydrate: (page) => void ((within(page).getByRole('textbox', { hidden: true }) as HTMLInputElement).value = 'merino') },
    })
    expect(field()).toHaveValue('merino')
    act(() => field().focus())
    const combobox = await screen.findByRole('combobox', { name: 'Search products', hidden: true })
    expect(combobox).toHaveValue('merino')
    await user.type(combobox, '{Enter}')
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/search?q=merino')
  })

  it('is a plain GET of the results page before the app is live', async () => {
    await renderWithProviders(<HeaderSearch brandsEnabled />)
    expect(screen.getByRole('search', { hidden: true })).toHaveAttribute('action', '/en/search')
    expect(field()).toHaveAttribute('name', 'q')
  })

  it('opens a full-screen search from the icon on small screens; Escape closes it step by step', async () => {
    server.use(suggestHandler().handler)
    const user = userEvent.setup()
    const { router } = await renderWithProviders(<HeaderSearch brandsEnabled />)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    const combobox = within(dialog).getByRole('combobox', { name: 'Search products' })
    await waitFor(() => expect(combobox).toHaveFocus())
    await user.type(combobox, 'al')
    await within(dialog).findByRole('listbox', { name: 'Search suggestions' })
    await user.keyboard('{Escape}')
    expect(combobox).toHaveValue('al')
    await user.keyboard('{Escape}')
    expect(combobox).toHaveValue('')
    expect(dialog).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Search' }))
    const again = await screen.findByRole('dialog', { name: 'Search' })
    await user.type(within(again).getByRole('combobox'), 'al')
    await user.click(await within(again).findByRole('option', { name: /Organic Tee/ }))
    expect(router.state.location.pathname).toBe('/en/1-organic-tee.html')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each([
    ['blue', true],
    ['default', false],
  ])('suggests brands only when brand pages are on (theme %s)', async (theme, brands) => {
    server.use(
      suggestHandler().handler,
      http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ theme }))),
    )
    const user = userEvent.setup()
    await renderWithProviders(<Header />)
    await screen.findAllByRole('link', { name: 'Apparel', hidden: true }) // the shop's settings have arrived
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    await user.type(within(dialog).getByRole('combobox'), 'al')
    await within(dialog).findByRole('option', { name: /Organic Tee/ })
    expect(within(dialog).queryByRole('group', { name: 'Brands' }) !== null).toBe(brands)
    expect(within(dialog).queryByRole('option', { name: /Alba Tessile/ }) !== null).toBe(brands)
  })
})
