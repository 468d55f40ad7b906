// psdata of getContent (a CMS page).
export interface PsContentPage {
  id_cms?: number
  slug?: string
  title: string
  content: string
  meta_description?: string
  /** The page's slug in each language. */
  alternates?: Record<string, string>
}
