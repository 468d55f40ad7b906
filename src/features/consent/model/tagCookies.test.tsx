import { consentModeSignals } from './consentMode'
import { deleteCookies, tagCookies } from './tagCookies'

describe('consent signals and tag cookies', () => {
  it('maps the categories to Google Consent Mode v2 signals, everything optional denied without a choice', () => {
    expect(consentModeSignals(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
    expect(consentModeSignals({ preferences: false, statistics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
    })
    expect(consentModeSignals({ preferences: true, statistics: false, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      analytics_storage: 'denied',
    })
  })

  it('deletes the cookies a tag owns, by name or prefix, and no others', () => {
    document.cookie = '_ga=GA1.1.1'
    document.cookie = '_ga_ABC=GS1.1'
    document.cookie = 'shop_session_hint=1'
    document.cookie = 'mine=2'
    const deleted = deleteCookies([
      ...tagCookies({ type: 'gtag', id: 'G-1', category: 'statistics' }),
      ...tagCookies({ type: 'script', src: '/t.js', category: 'marketing', cookies: ['mine'] }),
    ])
    expect(deleted.sort()).toEqual(['_ga', '_ga_ABC', 'mine'])
    expect(document.cookie).toBe('shop_session_hint=1')
    document.cookie = 'shop_session_hint=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })
})
