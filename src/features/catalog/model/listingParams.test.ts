import { readListingParams, writeListingParams } from './listingParams'

describe('listing state in the URL', () => {
  it('reads sort, filters and pages', () => {
    expect(readListingParams(new URLSearchParams('order=price_desc&filters=brand-3%2Fg2-14&page=3'))).toEqual({
      order: 'price_desc',
      filters: 'brand-3/g2-14',
      pages: 3,
    })
  })

  it('falls back to the defaults for anything malformed', () => {
    expect(readListingParams(new URLSearchParams('order=cheapest&page=-2'))).toEqual({ order: 'relevance', filters: '', pages: 1 })
    expect(readListingParams(new URLSearchParams('page=2.5')).pages).toBe(1)
    expect(readListingParams(new URLSearchParams('page=999')).pages).toBe(1)
    expect(readListingParams(new URLSearchParams(`filters=${'x'.repeat(600)}`)).filters).toBe('')
  })

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeListingParams({ order: 'title_asc', filters: '', pages: 2 }, new URLSearchParams('q=boots&page=5'))
    expect(params.toString()).toBe('q=boots&page=2&order=title_asc')
    expect(writeListingParams({ order: 'relevance', filters: '', pages: 1 }).toString()).toBe('')
  })

  it('round-trips', () => {
    const state = { order: 'date_add_desc' as const, filters: 'price-1-2/availability-in_stock', pages: 4 }
    expect(readListingParams(writeListingParams(state))).toEqual(state)
  })
})
