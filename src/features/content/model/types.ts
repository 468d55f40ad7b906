export interface ContentPage {
  slug: string
  title: string
  html: string
  metaDescription: string
  /** The page's slug per language (hreflang, the language switcher). */
  slugs: Record<string, string>
}
