// /{lang}/{slug}: a product ({id}.html), a category ({digits}-{name}) or a content page, in that order (spec §2).
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { NotFound } from './NotFound'
import { PageFallback } from './PageFallback'
import { resolveSlug } from './slugPatterns'

const ProductPage = lazy(withReloadGuard(() => import(/* webpackChunkName: "page-product" */ '@/pages/product/ProductPage')))
const CategoryPage = lazy(withReloadGuard(() => import(/* webpackChunkName: "page-category" */ '@/pages/category/CategoryPage')))
const ContentPage = lazy(withReloadGuard(() => import(/* webpackChunkName: "page-content" */ '@/pages/content/ContentPage')))

export function SlugRoute() {
  const resolved = resolveSlug(useParams().slug ?? '')
  if (resolved.kind === 'none') return <NotFound />
  return (
    <Suspense fallback={<PageFallback />}>
      {resolved.kind === 'product' ? <ProductPage /> : resolved.kind === 'category' ? <CategoryPage /> : <ContentPage />}
    </Suspense>
  )
}
