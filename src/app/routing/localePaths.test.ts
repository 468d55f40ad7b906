import { localisedTarget, splitLocale, stripTrailingSlash, withLocale } from './localePaths'

describe('locale paths', () => {
  it('splits the language prefix off', () => {
    expect(splitLocale('/de/cart')).toEqual({ lang: 'de', rest: '/cart' })
    expect(splitLocale('/fr')).toEqual({ lang: 'fr', rest: '' })
    expect(splitLocale('/cart')).toEqual({ lang: undefined, rest: '/cart' })
    expect(splitLocale('/EN/cart')).toEqual({ lang: undefined, rest: '/EN/cart' })
  })

  it('swaps the language and keeps the page', () => {
    expect(withLocale('it', '/de/10-clothing')).toBe('/it/10-clothing')
    expect(withLocale('es', '/en')).toBe('/es')
  })

  it('replaces an unknown language code and prefixes anything else', () => {
    expect(localisedTarget('/xx/cart', 'de')).toBe('/de/cart')
    expect(localisedTarget('/cart', 'de')).toBe('/de/cart')
    expect(localisedTarget('/about-us', 'en')).toBe('/en/about-us')
  })

  it('removes trailing slashes but leaves the root alone', () => {
    expect(stripTrailingSlash('/de/cart/')).toBe('/de/cart')
    expect(stripTrailingSlash('/de//')).toBe('/de')
    expect(stripTrailingSlash('/de/cart')).toBeUndefined()
    expect(stripTrailingSlash('/')).toBeUndefined()
  })
})
