import { asProductId } from '@/shared/ids'
import { canonicalProductPath, productIdFromSlug, variantFromSearch } from './productUrl'

describe('productIdFromSlug', () => {
  it('reads the leading number of the slug', () => {
    expect(productIdFromSlug('42-merino-crew-neck-sweater.html')).toBe(42)
    expect(productIdFromSlug('42.html')).toBe(42)
    expect(productIdFromSlug('7-2-in-1-jacket.html')).toBe(7)
  })

  it('has no product without a leading number', () => {
    expect(productIdFromSlug('merino-sweater.html')).toBeNull()
    expect(productIdFromSlug('0-nothing.html')).toBeNull()
    expect(productIdFromSlug('42abc.html')).toBeNull()
    expect(productIdFromSlug('99999999999-too-big.html')).toBeNull()
  })
})

describe('variantFromSearch', () => {
  it('reads ?variant as a positive whole number only', () => {
    expect(variantFromSearch(new URLSearchParams('variant=103'))).toBe(103)
    expect(variantFromSearch(new URLSearchParams('variant=abc'))).toBeNull()
    expect(variantFromSearch(new URLSearchParams('variant=0'))).toBeNull()
    expect(variantFromSearch(new URLSearchParams(''))).toBeNull()
  })
})

describe('canonicalProductPath', () => {
  const product = { id: asProductId(42), slugs: { en: 'merino-crew-neck-sweater', de: 'merino-rundhalspullover' } }

  it('keeps a canonical path', () => {
    expect(canonicalProductPath('en', '42-merino-crew-neck-sweater.html', product)).toBeNull()
    expect(canonicalProductPath('de', '42-merino-rundhalspullover.html', product)).toBeNull()
  })

  it('replaces another language’s slug, a stale slug or a missing one', () => {
    expect(canonicalProductPath('de', '42-merino-crew-neck-sweater.html', product)).toBe('/de/42-merino-rundhalspullover.html')
    expect(canonicalProductPath('en', '42-old-name.html', product)).toBe('/en/42-merino-crew-neck-sweater.html')
    expect(canonicalProductPath('en', '42.html', product)).toBe('/en/42-merino-crew-neck-sweater.html')
  })

  it('leaves the path alone when the product has no slug for the language', () => {
    expect(canonicalProductPath('fr', '42-merino-crew-neck-sweater.html', product)).toBeNull()
  })
})
