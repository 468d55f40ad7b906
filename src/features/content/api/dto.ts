// psdata of getContent (a CMS page).
export interface PsContentPage {
  id_cms?: number
  slug?: string
  title: string
  content: string
  meta_description?: string
}
