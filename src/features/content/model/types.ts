export interface ContentPage {
  slug: string
  title: string
  html: string
  metaDescription: string
}
