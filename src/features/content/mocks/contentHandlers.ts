// getContent as the reference API answers it on the content base URL (the second client: `/content` by default,
// see config/shopConfig.ts): a CMS page by slug, 404 for an unknown slug, or a server error while `failing()` says
// so. The handler records every request. For tests only.
import { http, HttpResponse } from 'msw'
import type { PsEnvelope } from '@/shared/api'
import type { PsContentPage } from '../api/dto'

/** The content client's base URL in the tests (the default `/content` resolved against jsdom's origin). */
export const CONTENT = 'http://localhost/content'

/** psdata of getContent as the reference API sends it (fields the app does not read included). */
export type PsContentAnswer = PsContentPage & { link_rewrite: string; url: string; meta_title: string; alternates: Record<string, string> }

/**
 * The about-us page of the demo data, with its three injection attempts (a script, an onerror handler, a
 * javascript: link). Each would set `window.__contentInjected` if it ran.
 */
export const ABOUT_US_HTML =
  '<h2>Made well, chosen carefully</h2><p>We started in 2016 as a tiny shop in Milan’s Isola district.</p>' +
  '<script>window.__contentInjected = "script"</script>' +
  '<h2>Our makers</h2><p>We visit every workshop we work with. <img src="x" onerror="window.__contentInjected = \'onerror\'"> Buying from them keeps real craft alive.</p>' +
  '<p>Want to know more? Read <a href="javascript:window.__contentInjected=\'link\'">our story in pictures</a> or write to us.</p>'

export function aboutUs(overrides: Partial<PsContentAnswer> = {}): PsEnvelope<PsContentAnswer> {
  return {
    success: true,
    code: 200,
    psdata: {
      id_cms: 1,
      link_rewrite: 'about-us',
      slug: 'about-us',
      url: '/en/about-us',
      meta_title: 'About us',
      title: 'About us',
      content: ABOUT_US_HTML,
      meta_description: 'Who we are: a small team in Milan selecting clothing, motorcycle gear, fashion and home goods.',
      alternates: { en: 'about-us', de: 'ueber-uns', it: 'chi-siamo', es: 'quienes-somos', fr: 'a-propos' },
      ...overrides,
    },
  }
}

export interface ContentRequest {
  url: string
  lang: string | null
  body: { slug: string }
}

interface Options {
  /** While it returns true, every request answers 500 (the page's error state). */
  failing?: () => boolean
}

/** The getContent handler (about-us exists, any other slug is a 404) and every request it received, in order. */
export function contentHandlers({ failing = () => false }: Options = {}) {
  const requests: ContentRequest[] = []
  const handlers = [
    http.post(`${CONTENT}/getContent`, async ({ request }) => {
      const body = (await request.json()) as { slug: string }
      requests.push({ url: request.url, lang: request.headers.get('accept-language'), body })
      if (failing()) return HttpResponse.json({ success: false, code: 500, psdata: null, message: 'Something went wrong' }, { status: 500 })
      if (body.slug !== 'about-us') return HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Page not found' }, { status: 404 })
      return HttpResponse.json(aboutUs())
    }),
  ]
  return { handlers, requests }
}
