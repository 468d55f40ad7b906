import { suggestionsModel } from '../mocks/models'
import { normaliseQuery, stepIndex, suggestionGroups } from './searchBoxOptions'

describe('search box rules', () => {
  it('ask about the text the way the search reads it: trimmed, single-spaced, any case', () => {
    expect(normaliseQuery('  Organic   TEE ')).toBe('organic tee')
    expect(normaliseQuery(' a ')).toBe('a')
  })

  it('link each suggestion to its page, brands only when brand pages exist', () => {
    const s = suggestionsModel()
    const hrefs = (brands: boolean) => suggestionGroups(s, 'de', brands).map((g) => [g.kind, g.options.map((o) => o.href)])
    expect(hrefs(true)).toEqual([
      ['products', ['/de/1-organic-tee.html', '/de/5-creme-brulee-mug.html']],
      ['categories', ['/de/10-clothing']],
      ['brands', ['/de/brands/3-alba-tessile']],
    ])
    expect(hrefs(false).map(([kind]) => kind)).toEqual(['products', 'categories'])
    expect(suggestionGroups(suggestionsModel({ products: [], brands: [] }), 'en', true).map((g) => g.kind)).toEqual(['categories'])
  })

  it('move with the arrows and wrap at both ends', () => {
    expect(stepIndex(-1, 1, 4)).toBe(0)
    expect(stepIndex(-1, -1, 4)).toBe(3)
    expect(stepIndex(3, 1, 4)).toBe(0)
    expect(stepIndex(0, -1, 4)).toBe(3)
    expect(stepIndex(1, 1, 4)).toBe(2)
    expect(stepIndex(-1, 1, 0)).toBe(-1)
  })
})
