// getRedirect: the per-path redirect check of the web app (services/redirects.ts): legacy paths, and outdated or
// other-language slugs sent to their canonical URL.
import { Redirect as RedirectAnswer } from '@contract/api/shop'
import { call } from '../http/calls'
import { obj, str } from '@contract/schema'
import { findRedirect } from '../services/redirects'

const getRedirect = call({
  name: 'getRedirect',
  answer: RedirectAnswer,
  cached: true,
  body: obj({ path: str(2000, 1, { pattern: '^/' }) }, ['path']),
  async handler({ shop, body }) {
    return { psdata: await findRedirect(shop.db, body.path) }
  },
})

export const redirectCalls = [getRedirect]
