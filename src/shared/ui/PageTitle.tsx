// The document title of a page ("<page> | <shop>"), its description, and the same as Open Graph and Twitter card
// tags for link previews. React 19 hoists <title> and <meta> into <head>, on the server as in the browser. The title
// is also where a page view is reported (analytics' page_view): once per page path, with the page's real title —
// a page still loading (`loading`) waits for it. A query change (a filter, a variant, a checkout step) is the same
// page, and so is a page whose address is replaced by its own canonical one (`path`).
import { useLocation } from 'react-router'
import { pageView } from '@/shared/analytics/events'
import { useTrackOnce } from '@/shared/analytics/useTrackOnce'
import { getConfig } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'

export interface PageTitleProps {
  title: string
  description?: string
  /** Absolute URL of the page's picture for link previews. */
  image?: string
  /** Open Graph type: 'product' on product pages. */
  type?: 'website' | 'product'
  /** A placeholder title while the page's data loads: the page view is reported with the real one. */
  loading?: boolean
  /** The title the page view reports when `title` holds what the shopper typed (a search term). */
  reportedTitle?: string
  /** The page's own path, when the address may show another that is replaced by it (a product reached by an old or
   * another language's slug): the page view is reported once, under this path. The address's path otherwise. */
  path?: string
}

export function PageTitle({ title, description, image, type = 'website', loading = false, reportedTitle = title, path }: PageTitleProps) {
  const shop = getConfig().shopName
  const { pathname } = useLocation()
  const pagePath = path ?? pathname
  const lang = useLocale()
  useTrackOnce(loading ? null : pagePath, () => pageView(pagePath, `${reportedTitle} | ${shop}`, lang))
  return (
    <>
      <title>{`${title} | ${shop}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:site_name" content={shop} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  )
}
