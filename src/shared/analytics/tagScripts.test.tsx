import { isTagLoaded, loadTag } from './tagScripts'

afterEach(() => {
  document.head.querySelectorAll('script[data-consent-tag]').forEach((script) => script.remove())
  delete window.dataLayer
  delete window._paq
})

describe('loading a configured tag', () => {
  it('loads a Google tag once, configured through the dataLayer', () => {
    const tag = { type: 'gtag', id: 'G-TEST1', category: 'statistics' } as const
    expect(isTagLoaded(tag)).toBe(false)
    loadTag(tag)
    loadTag(tag)
    const scripts = document.head.querySelectorAll('script[data-consent-tag]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST1')
    expect(isTagLoaded(tag)).toBe(true)
    expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual(['js', 'config'])
  })

  it('loads Matomo with its tracker URL and site', () => {
    loadTag({ type: 'matomo', url: 'https://stats.example.com', siteId: 3, category: 'statistics' })
    expect(document.head.querySelector('script[data-consent-tag]')).toHaveAttribute('src', 'https://stats.example.com/matomo.js')
    expect(window._paq).toContainEqual(['setTrackerUrl', 'https://stats.example.com/matomo.php'])
    expect(window._paq).toContainEqual(['setSiteId', '3'])
  })

  it('loads Tag Manager’s container after its start in the dataLayer', () => {
    loadTag({ type: 'gtm', id: 'GTM-TEST1', category: 'statistics' })
    expect(document.head.querySelector('script[data-consent-tag]')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }])
  })
})
