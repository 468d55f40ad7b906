import { geoOffer } from './geoNotice'

const base = {
  current: 'IT',
  lang: 'en' as const,
  shipsTo: new Set(['IT', 'DE', 'AT', 'CH', 'US']),
  locales: ['en', 'de', 'it', 'es', 'fr'] as const,
  answeredFor: null,
}

describe('the geo notice', () => {
  it('offers the detected country the shop ships to, with its language when the page is in another one', () => {
    expect(geoOffer({ ...base, detected: 'DE' })).toEqual({ country: 'DE', language: 'de' })
    expect(geoOffer({ ...base, detected: 'AT', lang: 'de' })).toEqual({ country: 'AT', language: null })
    // Switzerland speaks several languages: the country only.
    expect(geoOffer({ ...base, detected: 'CH' })).toEqual({ country: 'CH', language: null })
    expect(geoOffer({ ...base, detected: 'US', lang: 'it' })).toEqual({ country: 'US', language: 'en' })
  })

  it('stays quiet when there is nothing to offer or the visitor answered for that country', () => {
    expect(geoOffer({ ...base, detected: null })).toBeNull()
    expect(geoOffer({ ...base, detected: 'IT' })).toBeNull()
    expect(geoOffer({ ...base, detected: 'JP' })).toBeNull()
    expect(geoOffer({ ...base, detected: 'DE', answeredFor: 'DE' })).toBeNull()
    // A new country (travel) is offered again.
    expect(geoOffer({ ...base, detected: 'AT', answeredFor: 'DE' })).toEqual({ country: 'AT', language: 'de' })
    // A language the shop does not speak is not offered.
    expect(geoOffer({ ...base, detected: 'DE', locales: ['en', 'it'] })).toEqual({ country: 'DE', language: null })
  })
})
