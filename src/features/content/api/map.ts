import type { ContentPage } from '../model/types'
import type { PsContentPage } from './dto'

export function mapContentPage(psdata: PsContentPage, requestedSlug: string): ContentPage {
  return {
    slug: psdata.slug ?? requestedSlug,
    title: psdata.title,
    html: psdata.content ?? '',
    metaDescription: psdata.meta_description ?? '',
    slugs: psdata.alternates ?? {},
  }
}
