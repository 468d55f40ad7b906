import { redirectTarget, withRedirect } from './redirectTarget'

describe('where the login page returns to (auth guard’s ?redirect=)', () => {
  it('returns to the page that sent the shopper, with its query and hash', () => {
    expect(redirectTarget('/en/my-account/orders', 'en')).toBe('/en/my-account/orders')
    expect(redirectTarget('/en/checkout?step=address#top', 'en')).toBe('/en/checkout?step=address#top')
  })

  it('keeps the language the shopper chose on the login page', () => {
    expect(redirectTarget('/en/my-account/addresses', 'fr')).toBe('/fr/my-account/addresses')
  })

  it('goes to the account without a target', () => {
    expect(redirectTarget(null, 'de')).toBe('/de/my-account')
    expect(redirectTarget('', 'de')).toBe('/de/my-account')
  })

  it.each([
    'https://evil.example/en/my-account',
    '//evil.example/en',
    '/\\evil.example',
    'javascript:alert(1)',
    'my-account',
    '/xx/my-account',
    '/en/login?redirect=/en/login',
    '/en/register',
    '/en/reset-password?token=abc',
  ])('never leaves the shop nor loops back to sign-in: %j', (raw) => expect(redirectTarget(raw, 'en')).toBe('/en/my-account'))

  it('builds sign-in links that come back', () => {
    expect(withRedirect('/en/login', '/en/my-account/orders?page=2')).toBe('/en/login?redirect=%2Fen%2Fmy-account%2Forders%3Fpage%3D2')
    expect(withRedirect('/en/login', null)).toBe('/en/login')
  })
})
