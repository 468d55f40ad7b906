// /{lang}/{slug}: a product ({id}.html), a category ({digits}-{name}) or a content page, in that order (spec §2).
// Its loader (pageLoaders) has already started the page's code and data.
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { NotFound } from './NotFound'
import { PageFallback } from './PageFallback'
import { slugPages } from './pageLoaders'
import { resolveSlug } from './slugPatterns'

const ProductPage = lazy(withReloadGuard(slugPages.product))
const CategoryPage = lazy(withReloadGuard(slugPages.category))
const ContentPage = lazy(withReloadGuard(slugPages.content))

export function SlugRoute() {
  const resolved = resolveSlug(useParams().slug ?? '')
  if (resolved.kind === 'none') return <NotFound />
  return (
    <Suspense fallback={<PageFallback />}>
      {resolved.kind === 'product' ? <ProductPage /> : resolved.kind === 'category' ? <CategoryPage /> : <ContentPage />}
    </Suspense>
  )
}
