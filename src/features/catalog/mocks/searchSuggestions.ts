// Search suggestions as the reference API sends them (`search` with `suggest: true`), and an msw handler that
// records what was asked and can answer each text late, wrongly or with its own suggestions.
import { delay, http, HttpResponse } from 'msw'
import type { PsEnvelope } from '@/shared/api'
import type { PsSearch, PsSuggestions } from '../api/dto'
import { img } from './fixtures'

const API = 'http://localhost/api'

type Suggested = PsSuggestions['products'][number]

/** A suggested product as the API sends it: with its page and brand, the app reading neither. */
const product = (p: Omit<Suggested, 'default_image'>): Suggested & { url: string } => ({
  ...p,
  url: `/en/${p.id_product}-${p.link_rewrite}.html`,
  manufacturer_name: 'Alba Tessile',
  default_image: img(p.link_rewrite, p.name),
})

export function suggestionsFixture(overrides: Partial<PsSuggestions> = {}): PsSuggestions {
  return {
    products: [
      product({ id_product: 1, name: 'Organic Tee', link_rewrite: 'organic-tee', price: 24, regular_price: 30, has_discount: true }),
      product({ id_product: 5, name: 'Crème Brûlée Mug', link_rewrite: 'creme-brulee-mug', price: 12.5, regular_price: 12.5, has_discount: false }),
    ],
    categories: [
      { id_category: 10, name: 'Clothing', link_rewrite: 'clothing', nb_products: 7, url: '/en/10-clothing' } as PsSuggestions['categories'][number],
    ],
    brands: [
      {
        id_manufacturer: 3,
        name: 'Alba Tessile',
        link_rewrite: 'alba-tessile',
        image: img('alba-tessile', 'Alba Tessile', 'm'),
        url: '/en/brands/3-alba-tessile',
      } as PsSuggestions['brands'][number],
    ],
    ...overrides,
  }
}

export const suggestionsEnvelope = (query: string, suggestions: PsSuggestions): PsEnvelope<PsSearch> => ({
  success: true,
  code: 200,
  psdata: { search_string: query, suggestions } as PsSearch,
})

interface SuggestOptions {
  /** Suggestions per asked text (default: the fixture). */
  answer?: (query: string) => PsSuggestions
  /** Milliseconds before answering a text (default: none). */
  delayFor?: (query: string) => number
  /** Answer with a server error. */
  fail?: boolean
}

/** The handler plus the texts asked for, in order. */
export function suggestHandler({ answer = () => suggestionsFixture(), delayFor = () => 0, fail = false }: SuggestOptions = {}) {
  const asked: string[] = []
  const handler = http.post(`${API}/search`, async ({ request }) => {
    const body = (await request.json()) as { s: string; suggest?: boolean }
    asked.push(body.s)
    const ms = delayFor(body.s)
    if (ms) await delay(ms)
    if (fail) return HttpResponse.json({ success: false, code: 500, psdata: null, message: 'Internal error' }, { status: 500 })
    return HttpResponse.json(suggestionsEnvelope(body.s, answer(body.s)))
  })
  return { handler, asked }
}
