// getContent: a CMS page by slug. The web app asks it through its second client (the content base URL,
// /content here), so it is answered there as well as under /api.
import type { CallDef } from '../http/calls'
import { obj, str } from '../lib/schema'
import { contentPage } from '../services/catalog/content'

const getContent: CallDef<{ slug: string }> = {
  name: 'getContent',
  cached: true,
  alsoUnder: '/content',
  body: obj({ slug: str(128, 1, { pattern: '^[a-z0-9-]+$' }) }, ['slug']),
  async handler({ shop, lang, body }) {
    return { psdata: await contentPage(shop, lang, body.slug) }
  },
}

export const contentCalls = [getContent]
