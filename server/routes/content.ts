// getContent: a CMS page by slug. The web app asks it through its second client (the content base URL,
// /content here), so it is answered there as well as under /api.
import { ContentPage } from '@contract/api/content'
import { call } from '../http/calls'
import { obj, str } from '@contract/schema'
import { contentPage } from '../services/catalog/content'

const getContent = call({
  name: 'getContent',
  answer: ContentPage,
  cached: true,
  alsoUnder: '/content',
  // Any text: a path a shopper typed (/en/My-Account) is a page that does not exist (404), not a bad request.
  body: obj({ slug: str(128, 1) }, ['slug']),
  async handler({ shop, lang, body }) {
    return { psdata: await contentPage(shop, lang, body.slug) }
  },
})

export const contentCalls = [getContent]
