// The document title of a page ("<page> | <shop>"), its description, and the same as Open Graph and Twitter card
// tags for link previews. React 19 hoists <title> and <meta> into <head>, on the server as in the browser.
import { getConfig } from '@/shared/config'

export interface PageTitleProps {
  title: string
  description?: string
  /** Absolute URL of the page's picture for link previews. */
  image?: string
  /** Open Graph type: 'product' on product pages. */
  type?: 'website' | 'product'
}

export function PageTitle({ title, description, image, type = 'website' }: PageTitleProps) {
  const shop = getConfig().shopName
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
