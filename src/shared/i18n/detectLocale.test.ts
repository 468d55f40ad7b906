import { detectLocale, localeCookie, readCookie } from './detectLocale'

const base = { cookie: '', languages: [] as string[], locales: ['en', 'de', 'it', 'es', 'fr'] as const, fallback: 'en' as const }

describe('detectLocale', () => {
  it('prefers the locale cookie', () => {
    expect(detectLocale({ ...base, cookie: 'a=1; locale=it', languages: ['de-DE'] })).toBe('it')
  })
  it('ignores a cookie naming an unsupported language', () => {
    expect(detectLocale({ ...base, cookie: 'locale=pt', languages: ['fr-CA'] })).toBe('fr')
  })
  it('takes the first supported browser language, by its primary subtag', () => {
    expect(detectLocale({ ...base, languages: ['pt-BR', 'es-MX', 'de'] })).toBe('es')
  })
  it('falls back to the default', () => {
    expect(detectLocale({ ...base, languages: ['ja-JP'] })).toBe('en')
  })
})

describe('the locale cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('de', false)).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax')
  })
  it('is Secure on https', () => {
    expect(localeCookie('de', true)).toMatch(/; Secure$/)
  })
  it('is read back by name', () => {
    expect(readCookie('x=1; locale=fr; y=2', 'locale')).toBe('fr')
    expect(readCookie('xlocale=fr', 'locale')).toBeUndefined()
  })
})
