import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { suggestHandler, suggestionsFixture } from '../mocks/searchSuggestions'
import { SearchBox } from './SearchBox'

// The suggestions wait for the text to rest (200 ms): on a busy machine real time could pass between two keys and
// make a request the test does not expect. The tests' clock moves only when they move it.
beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())
const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

async function setup(handler: Parameters<typeof suggestHandler>[0] = {}, brandsEnabled = true) {
  const api = suggestHandler(handler)
  server.use(api.handler)
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const view = await renderWithProviders(<SearchBox brandsEnabled={brandsEnabled} />)
  const box = screen.getByRole('combobox', { name: 'Search products' })
  const path = () => `${view.router.state.location.pathname}${view.router.state.location.search}`
  return { ...view, user, box, asked: api.asked, path }
}

const suggestions = () => screen.findByRole('listbox', { name: 'Search suggestions' })
const option = (name: RegExp) => screen.getByRole('option', { name })

describe('the search suggestions', () => {
  it('suggest products with picture and price, categories and brands, in labelled groups', async () => {
    const { user, box } = await setup()
    await user.type(box, 'al')
    const list = await suggestions()
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).toHaveAttribute('aria-controls', list.id)
    const groups = within(list).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Products',
      'Categories',
      'Brands',
    ])
    const tee = within(groups[0]!).getByRole('option', { name: /Organic Tee/ })
    expect(tee).toHaveTextContent('€24.00')
    expect(tee).toHaveTextContent('Regular price: €30.00')
    expect(tee.querySelector('img')).toHaveAttribute('alt', '')
    expect(within(groups[1]!).getByRole('option', { name: /Clothing/ })).toHaveTextContent('7 products')
    expect(within(groups[2]!).getByRole('option', { name: /Alba Tessile/ })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions. Use the up and down arrow keys to browse.')
  })

  it('leave brands out when the shop has no brand pages', async () => {
    const { user, box } = await setup({}, false)
    await user.type(box, 'al')
    const list = await suggestions()
    expect(within(list).getAllByRole('group')).toHaveLength(2)
    expect(within(list).queryByRole('option', { name: /Alba Tessile/ })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions')
  })

  it('ask nothing for one character, and once after quick typing', async () => {
    const { user, box, asked } = await setup()
    await user.type(box, ' a')
    await pause(400)
    expect(asked).toEqual([])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.type(box, 'lba')
    await suggestions()
    await pause(300)
    expect(asked).toEqual(['alba'])
  })

  it('answer a text asked before from the cache', async () => {
    const { user, box, asked } = await setup()
    await user.type(box, 'Tee')
    await suggestions()
    await user.clear(box)
    await user.type(box, 'mug')
    await waitFor(() => expect(asked).toEqual(['tee', 'mug']))
    await user.clear(box)
    await user.type(box, 'tee ')
    await suggestions()
    await pause(300)
    expect(asked).toEqual(['tee', 'mug'])
  })

  it('never let a slow answer to an older text replace the newer one', async () => {
    const { user, box, asked } = await setup({
      delayFor: (q) => (q === 'or' ? 600 : 50),
      answer: (q) =>
        suggestionsFixture({
          products: [
            {
              id_product: q === 'or' ? 7 : 8,
              name: q === 'or' ? 'Orange Scarf' : 'Organic Tee',
              link_rewrite: 'x',
              price: 10,
              regular_price: 10,
              has_discount: false,
            },
          ],
          categories: [],
          brands: [],
        }),
    })
    await user.type(box, 'or')
    await waitFor(() => expect(asked).toEqual(['or']))
    await user.type(box, 'g')
    await screen.findByRole('option', { name: /Organic Tee/ })
    await pause(800) // the answer to "or" has arrived by now
    expect(option(/Organic Tee/)).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: /Orange Scarf/ })).not.toBeInTheDocument()
    expect(asked).toEqual(['or', 'org'])
  })

  it('show a loading state, then say when nothing matches', async () => {
    const { user, box } = await setup({ delayFor: () => 300, answer: () => suggestionsFixture({ products: [], categories: [], brands: [] }) })
    await user.type(box, 'zz')
    expect(await screen.findByText('Searching…')).toBeVisible()
    expect(await screen.findByText('No suggestions for “zz”. Press Enter to search all products.')).toBeVisible()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions.')
  })

  it('close quietly when suggestions fail, and Enter still searches', async () => {
    const { user, box, asked, path } = await setup({ fail: true })
    await user.type(box, 'tee')
    // (a failed POST is retried once, spec §7)
    await waitFor(() => expect(asked).toEqual(['tee', 'tee']))
    await pause(100)
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(path()).toBe('/en/search?q=tee')
  })
})

describe('the search combobox with the keyboard', () => {
  it('move through the options with the arrows, wrapping at both ends', async () => {
    const { user, box } = await setup()
    await user.type(box, 'al')
    await suggestions()
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveTextContent('Organic Tee')
    expect(active()).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(active()).toHaveTextContent('Alba Tessile')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveTextContent('Organic Tee')
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveTextContent('Alba Tessile')
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1)
    expect(box).toHaveFocus()
  })

  it('Enter opens the active option', async () => {
    const { user, box, path } = await setup()
    await user.type(box, 'al')
    await suggestions()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(path()).toBe('/en/5-creme-brulee-mug.html')
    expect(box).toHaveValue('')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('Enter on a category or brand opens its page', async () => {
    const { user, box, path } = await setup()
    await user.type(box, 'al')
    await suggestions()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(path()).toBe('/en/brands/3-alba-tessile')
    await user.type(box, 'al')
    await suggestions()
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(path()).toBe('/en/10-clothing')
  })

  it('Enter without an active option opens the results page for the text', async () => {
    const { user, box, path } = await setup()
    await user.type(box, ' tee & mug ')
    await suggestions()
    await user.keyboard('{Enter}')
    expect(path()).toBe('/en/search?q=tee%20%26%20mug')
  })

  it('Escape closes the list, a second Escape empties the field', async () => {
    const { user, box } = await setup()
    await user.type(box, 'al')
    await suggestions()
    await user.keyboard('{ArrowDown}{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box).toHaveValue('al')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
    await user.type(box, 'al')
    expect(await suggestions()).toBeVisible()
  })

  it('Home and End move the caret in the text, not through the list', async () => {
    const { user, box } = await setup()
    await user.type(box, 'al')
    await suggestions()
    await user.keyboard('{ArrowDown}{Home}')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect((box as HTMLInputElement).selectionStart).toBe(0)
    await user.keyboard('{End}')
    expect((box as HTMLInputElement).selectionStart).toBe(2)
    expect(box).toHaveAttribute('aria-expanded', 'true')
  })

  it('a click (or tap) on an option opens it', async () => {
    const { user, box, path } = await setup()
    await user.type(box, 'al')
    await suggestions()
    await user.click(option(/Clothing/))
    expect(path()).toBe('/en/10-clothing')
  })

  it('the clear button empties the field and keeps the focus there', async () => {
    const { user, box } = await setup()
    await user.type(box, 'al')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
  })
})
